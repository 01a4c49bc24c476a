// What a booking form checks in the browser before its choice goes to the reserve action: what blocks it
// outright, then the server's own schema with the form's own fields, then a fresh look at what is left.
import { CHECKOUT_MESSAGES } from './messages';
import {
  fieldErrorsOf,
  readReserveForm,
  type ReserveInput,
  reserveSchemaFor,
} from './reserve-schema';

export type ReserveSchema = ReturnType<typeof reserveSchemaFor>;

/** A message per field: the reserve fields and any a form adds (a stay's guests). */
export type FormErrors = Partial<Record<string, string>>;

/** What a booking form shows after a failed attempt, the browser's findings or the server's refusal. */
export interface ReserveFeedback {
  ok: false;
  message: string;
  fieldErrors?: FormErrors;
  /** Where to finish in a new tab, when the browser keeps no cookies inside an embed's frame. */
  continueUrl?: string;
  /** The waiting room to join, when one governs the sale and this browser has no turn. */
  waitingRoomUrl?: string;
}

/** What one booking form adds to the shared checks. */
export interface ReserveChecks {
  /** The merchant's cap on tickets in one order. */
  maxPerOrder: number;
  /** Why the choice cannot be sent at all (a departed coach, seats still to choose), told before the fields. */
  blocked?: () => string | null;
  /** The shared schema with the rules of the form's kind added, loaded when first needed. */
  schema?: (shared: ReserveSchema) => Promise<ReserveSchema>;
  /** Problems with the form's own choices (no room type, a party too large), shown beside the schema's. */
  fieldProblems?: () => FormErrors;
  /** A fresh look at what is left: why the choice no longer fits, or null (also when nothing fresh came). */
  stillFits: (input: ReserveInput) => Promise<string | null>;
}

/** Tells the form what the checks are doing, so it can show it is busy and drop an older complaint. */
export interface CheckProgress {
  checking(on: boolean): void;
  /** The fields passed: what the browser said before is moot. */
  passed(): void;
}

const refusal = (message: string, fieldErrors?: FormErrors): ReserveFeedback => ({
  ok: false,
  message,
  ...(fieldErrors && { fieldErrors }),
});

function withoutGaps(errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** The feedback to show, or null when the form may be sent to the reserve action. */
export async function checkBeforeReserve(
  data: FormData,
  checks: ReserveChecks,
  progress: CheckProgress,
): Promise<ReserveFeedback | null> {
  const blocked = checks.blocked?.();
  if (blocked) return refusal(blocked);
  const shared = reserveSchemaFor(checks.maxPerOrder);
  if (checks.schema) progress.checking(true);
  const schema = checks.schema ? await checks.schema(shared) : shared;
  const parsed = schema.safeParse(readReserveForm(data));
  const errors = {
    ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
    ...withoutGaps(checks.fieldProblems?.() ?? {}),
  };
  if (!parsed.success || Object.keys(errors).length > 0) {
    if (checks.schema) progress.checking(false);
    return refusal(CHECKOUT_MESSAGES.checkDetails, errors);
  }
  progress.passed();
  progress.checking(true);
  const problem = await checks.stillFits(parsed.data);
  progress.checking(false);
  return problem ? refusal(problem) : null;
}
