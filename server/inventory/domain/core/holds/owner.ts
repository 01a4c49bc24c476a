// The owner of a hold: the email and/or phone number given when it was made, which a buy or a
// release must present again (email case-insensitive, phone exact).
import { z } from 'zod';

export interface HoldOwner {
  /** stored lowercased */
  email: string | null;
  /** 11 to 13 digits, compared exactly */
  phone: string | null;
}

export const PHONE_PATTERN = /^\d{11,13}$/;
export const PHONE_MESSAGE = 'The phone number must be 11 to 13 digits.';

export const emailField = z.email({ error: 'The email must be a valid email address.' }).max(254);
export const phoneField = z
  .string({ error: 'The phone number must be a string.' })
  .regex(PHONE_PATTERN, PHONE_MESSAGE);

/**
 * `customer_info` of a hold or a release: email and/or phone, at least one. Errors land on both
 * `customer_info.email` and `customer_info.phone_number`, the way a form shows them.
 */
export const ownerInfoSchema = z
  .object(
    {
      email: emailField.nullish(),
      phone_number: phoneField.nullish(),
    },
    { error: 'The customer info is required.' },
  )
  .superRefine((value, ctx) => {
    if (value.email || value.phone_number) return;
    ctx.addIssue({
      code: 'custom',
      path: ['email'],
      message: 'The email is required when the phone number is not present.',
    });
    ctx.addIssue({
      code: 'custom',
      path: ['phone_number'],
      message: 'The phone number is required when the email is not present.',
    });
  });

export function ownerFrom(info: {
  email?: string | null;
  phone_number?: string | null;
}): HoldOwner {
  return {
    email: info.email ? info.email.trim().toLowerCase() : null,
    phone: info.phone_number ?? null,
  };
}

/** True when any identifier the caller gave equals the one the hold was made with. */
export function ownerMatches(
  hold: { owner_email: string | null; owner_phone: string | null },
  caller: HoldOwner,
): boolean {
  if (caller.email && hold.owner_email && caller.email === hold.owner_email) return true;
  return Boolean(caller.phone && hold.owner_phone && caller.phone === hold.owner_phone);
}
