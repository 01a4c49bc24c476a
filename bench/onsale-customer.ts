// One simulated customer of the on-sale benchmark, in a browser without JavaScript: (the waiting room until let
// in →) the event page → reserve one ticket (the reserve form's server action) → checkout → pay → the test
// provider's page → approve → back to the shop → the order page. Every page and how long it took is kept.
import { Browser, formsOf, textOf, type Page } from './onsale-browser';

export type Outcome = 'bought' | 'sold-out' | 'error';

export interface Journey {
  index: number;
  email: string;
  outcome: Outcome;
  /** what went wrong, in the page's words or the HTTP status, for an error */
  reason?: string;
  pages: Page[];
  /** the order's reference, once bought */
  reference?: string;
  /** ms since the run began: when the order page showed the purchase */
  boughtAt?: number;
  /** ms since the run began: when the waiting room let this customer in */
  admittedAt?: number;
}

export interface CustomerPlan {
  storeUrl: string;
  eventId: string;
  index: number;
  started: number;
  /** The event's waiting room (`event:<id>`), when it has one, and how to join it. */
  room?: string | undefined;
  join?: JoinAction | undefined;
  /** How often the waiting page is read again while waiting (its meta refresh). */
  pollMs: number;
  /** The customer's pause on each page before the next click. */
  thinkMs: number;
  /** Pollers read the waiting page until this long has passed, then give up. */
  patienceMs: number;
}

const SOLD_OUT = /sold out|Only \d+ .* left|no longer on sale/i;

class Stop extends Error {
  constructor(
    readonly outcome: Outcome,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** What an unexpected page says: its alert, else its status and title. */
function saysWhat(page: Page): string {
  const alert = /role="alert"[^>]*>([\s\S]*?)<\/(?:p|div)>/.exec(page.html)?.[1];
  if (alert && textOf(alert).trim()) return textOf(alert).trim().slice(0, 160);
  const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? '';
  return `HTTP ${page.status} at ${page.url.pathname} ${textOf(title).trim()}`.slice(0, 160);
}

function expectPage(page: Page, path: RegExp, what: string): void {
  if (page.status === 200 && path.test(page.url.pathname)) return;
  if (SOLD_OUT.test(textOf(page.html)) && page.status < 500)
    throw new Stop('sold-out', 'told sold out');
  throw new Stop('error', `${what}: ${saysWhat(page)}`);
}

const pause = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** How a browser without JavaScript joins a room when no page shows the join form: the join action as its form posts it. */
export interface JoinAction {
  /** the action's id in the build (its server-reference manifest) */
  id: string;
  /** a page whose build carries the action, where the form is posted */
  path: string;
}

/**
 * Takes a place and waits for the turn: the waiting page's join form (or, without the page, the join action posted as
 * that form would post it), then the room's status, read again as the page does, until it is this customer's turn.
 */
async function waitTurn(browser: Browser, plan: CustomerPlan, journey: Journey): Promise<void> {
  const room = plan.room!;
  const fields: Record<string, string> = {
    $ACTION_REF_1: '',
    '$ACTION_1:0': JSON.stringify({ id: plan.join!.id, bound: '$@1' }),
    '$ACTION_1:1': '[null]',
    room,
  };
  const sent = performance.now();
  const joined = await browser.post(plan.join!.path, fields, 'JOIN');
  if (joined.status >= 500 || !joined.location?.startsWith('/waiting-room/'))
    throw new Stop('error', `join: HTTP ${joined.status} ${joined.location ?? ''}`);
  const giveUp = performance.now() + plan.patienceMs;
  const statusPath = `/waiting-room/${encodeURIComponent(room)}/status`;
  for (let first = true; ; first = false) {
    const page = await browser.go('GET', statusPath);
    // The first status is the waiting page after the join: the customer waited from the click.
    if (first) page.ms = performance.now() - sent;
    page.requests.unshift(...(first ? [joined.timed] : []));
    journey.pages.push(page);
    if (page.status !== 200) throw new Stop('error', `waiting room status: HTTP ${page.status}`);
    const { state } = JSON.parse(page.html) as { state: string };
    if (state === 'your-turn') {
      journey.admittedAt = performance.now() - plan.started;
      return;
    }
    if (state === 'sold-out') throw new Stop('sold-out', 'told sold out in the waiting room');
    if (state !== 'waiting' && state !== 'before-sale')
      throw new Stop('error', `waiting room: ${state}`);
    if (performance.now() > giveUp) throw new Stop('error', 'still waiting when the run ended');
    await pause(plan.pollMs);
  }
}

async function buy(browser: Browser, plan: CustomerPlan, journey: Journey): Promise<void> {
  const keep = (page: Page) => (journey.pages.push(page), page);
  if (plan.room) await waitTurn(browser, plan, journey);
  const event = keep(await browser.go('GET', `/events/${plan.eventId}`));
  expectPage(event, /^\/events\//, 'event page');
  const form = formsOf(event.html).find((f) =>
    f.fields.some(([name]) => name === 'selection.eventId'),
  );
  const quantity = /name="(quantity\.[^"]+)"/.exec(event.html)?.[1];
  if (!form || !quantity) {
    if (SOLD_OUT.test(textOf(event.html)))
      throw new Stop('sold-out', 'told sold out on the event page');
    throw new Stop('error', `event page without its reserve form: ${saysWhat(event)}`);
  }
  await pause(plan.thinkMs);
  const n = plan.index;
  const contact = {
    name: `Customer ${n}`,
    email: journey.email,
    phone: `0803${String(n).padStart(7, '0')}`,
  };
  const checkout = keep(await browser.submit(event, form, { [quantity]: '1', ...contact }));
  expectPage(checkout, /^\/checkout$/, 'reserve');
  const pay = formsOf(checkout.html).find((f) => /\bPay\b/.test(f.text));
  if (!pay) throw new Stop('error', `checkout without its Pay button: ${saysWhat(checkout)}`);
  await pause(plan.thinkMs);
  const provider = keep(await browser.submit(checkout, pay, {}));
  expectPage(provider, /^\/pay\/test\//, 'pay');
  const answer = formsOf(provider.html).find((f) => f.action.endsWith('/answer'));
  if (!answer) throw new Stop('error', `payment page without its buttons: ${saysWhat(provider)}`);
  await pause(plan.thinkMs);
  const order = keep(await browser.submit(provider, answer, { answer: 'approve' }));
  expectPage(order, /^\/orders\//, 'approve and return');
  journey.reference = decodeURIComponent(order.url.pathname.split('/')[2] ?? '');
  journey.boughtAt = performance.now() - plan.started;
}

export async function runCustomer(plan: CustomerPlan): Promise<Journey> {
  const n = plan.index;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const browser = new Browser(plan.storeUrl, address, plan.started);
  const journey: Journey = {
    index: n,
    email: `customer${n}@onsale.example`,
    outcome: 'bought',
    pages: [],
  };
  try {
    await buy(browser, plan, journey);
  } catch (error) {
    journey.outcome = error instanceof Stop ? error.outcome : 'error';
    journey.reason =
      error instanceof Stop
        ? error.reason
        : `no answer: ${error instanceof Error ? error.message : String(error)}`;
  }
  return journey;
}
