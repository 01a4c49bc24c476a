// Every exported server action is a public endpoint: anyone may post to it, with any arguments, in any order.
// Each is declared here-style, with a policy (who may call it, the state it needs, the inputs it re-checks),
// and runs only through `guardedAction`, which enforces the policy in this one place before the action's body.
import 'server-only';
import { isDatabaseUnavailable } from '@/lib/database/unavailable';
import { requestIsSameOrigin } from './same-origin';

/** What a policy says of an action, kept on the exported function so tests can list and probe every action. */
export interface PolicyDescription {
  /** Who may call it, in words: "any visitor of the shop's pages", "the customer whose session holds the checkout", … */
  who: string;
  /** The state it needs, in words. */
  needs: string;
  /** The inputs it re-checks on the server, in words (`nothing` when it takes none). */
  checks: string;
}

/** A call the policy refused: how the refusal reaches the caller (a state for the form, or a redirect thrown). */
export type Refusal<Result> = { refused: Result };

/** A step of a policy: the value it resolves, or a refusal that ends the call before the action's body runs. */
type Step<T, Result> = Promise<T | Refusal<Result>> | T | Refusal<Result>;

export interface ActionPolicy<Caller, Input, Result> extends PolicyDescription {
  /** Refuses a post from another site (a missing or foreign Origin). Runs first, before any cookie is read. */
  crossSite: () => Result | Promise<Result>;
  /** Resolves the caller from the request's session; refuses (or redirects) when nobody allowed is calling. */
  caller: () => Step<Caller, Result>;
  /** Reads and re-checks what the form carries; the browser's word is never taken for an amount, id or quantity. */
  input: (form: FormData, caller: Caller) => Step<Input, Result>;
  /** The state the action needs, checked against the caller's server-side state and the input. */
  state?: (caller: Caller, input: Input) => Step<void, Result>;
  /** What the caller is told while the storefront's database is away (restarting, disk full); unset: the error page. */
  unavailable?: () => Result;
}

const POLICY = Symbol.for('storefront.action-policy');

/** A guarded action: its policy is readable with `policyOf`. */
export type Guarded<Args extends unknown[], Result> = ((...args: Args) => Promise<Result>) & {
  readonly [POLICY]: PolicyDescription;
};

export const refuse = <Result>(refused: Result): Refusal<Result> => ({ refused });

function isRefusal<Result>(value: unknown): value is Refusal<Result> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    'refused' in value
  );
}

/** The form an action was posted with: its last FormData argument, or an empty one (a direct call may send none). */
function formOf(args: readonly unknown[]): FormData {
  for (let i = args.length - 1; i >= 0; i--)
    if (args[i] instanceof FormData) return args[i] as FormData;
  return new FormData();
}

/**
 * Wraps an action's body in its policy: same origin, then caller, then input, then state; the body runs only
 * when all four pass, with the caller and input the policy resolved (and the form, for fields only it reads).
 */
export function guardedAction<Args extends unknown[], Caller, Input, Result>(
  policy: ActionPolicy<Caller, Input, Result>,
  body: (caller: Caller, input: Input, form: FormData) => Promise<Result>,
): Guarded<Args, Result> {
  const guarded = async (...args: Args): Promise<Result> => {
    if (!(await requestIsSameOrigin())) return policy.crossSite();
    const caller = await policy.caller();
    if (isRefusal<Result>(caller)) return caller.refused;
    const form = formOf(args);
    const input = await policy.input(form, caller);
    if (isRefusal<Result>(input)) return input.refused;
    const state = await policy.state?.(caller, input);
    if (isRefusal<Result>(state)) return state.refused;
    return body(caller, input, form);
  };
  const action = async (...args: Args): Promise<Result> => {
    try {
      return await guarded(...args);
    } catch (error) {
      if (policy.unavailable && isDatabaseUnavailable(error)) return policy.unavailable();
      throw error;
    }
  };
  const described: PolicyDescription = {
    who: policy.who,
    needs: policy.needs,
    checks: policy.checks,
  };
  return Object.assign(action, { [POLICY]: described });
}

/** The policy an exported action was declared with, or undefined for a function that bypasses `guardedAction`. */
export function policyOf(value: unknown): PolicyDescription | undefined {
  return typeof value === 'function'
    ? (value as Partial<Guarded<unknown[], unknown>>)[POLICY]
    : undefined;
}

/** The answer of a route while the storefront's database is away, in the JSON error envelope. */
const DATABASE_AWAY = () =>
  Response.json(
    {
      success: false,
      status: 503,
      message: 'The shop cannot record this right now. Please try again in a moment.',
    },
    { status: 503, headers: { 'Retry-After': '1', 'Cache-Control': 'no-store' } },
  );

/** A route handler's policy: who may call it, resolved from the request (a signature, a session, …) or refused. */
export interface RoutePolicy<Caller, Context> extends PolicyDescription {
  /** The caller, or the response that refuses the request (in the JSON error envelope for JSON routes). */
  caller: (request: Request, context: Context) => Promise<Caller | Response> | Caller | Response;
}

/** A state-changing route handler, run only for the caller its policy resolved; its policy is readable with `policyOf`. */
export function guardedRoute<Caller, Context = void>(
  policy: RoutePolicy<Caller, Context>,
  handler: (request: Request, caller: Caller, context: Context) => Promise<Response> | Response,
): ((request: Request, context: Context) => Promise<Response>) & {
  readonly [POLICY]: PolicyDescription;
} {
  const route = async (request: Request, context: Context): Promise<Response> => {
    try {
      const caller = await policy.caller(request, context);
      if (caller instanceof Response) return caller;
      return await handler(request, caller, context);
    } catch (error) {
      // The storefront's database away (restarting, disk full): 503, so a provider or a page tries again shortly.
      if (isDatabaseUnavailable(error)) return DATABASE_AWAY();
      throw error;
    }
  };
  const described: PolicyDescription = {
    who: policy.who,
    needs: policy.needs,
    checks: policy.checks,
  };
  return Object.assign(route, { [POLICY]: described });
}
