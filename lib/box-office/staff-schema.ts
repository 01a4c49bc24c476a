// What a staff account's fields must be, checked alike by the command line, the sign-in form and the staff pages.
import * as z from '@/lib/validation/zod-mini';
import { STAFF_ROLES } from './roles';

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-limits';

export const staffRoleSchema = z.enum(STAFF_ROLES);

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

/** Trimmed and lower-cased, so one address is one account however it is typed. */
export const staffEmailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(254, 'must be at most 254 characters'), z.toLowerCase()),
  z.email('must be an email address'),
);

export const staffNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(200, 'must be at most 200 characters'),
  );

export const newPasswordSchema = z.string().check(
  z.minLength(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`),
  z.maxLength(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`),
  z.refine((value) => value.trim().length > 0, 'must not be only spaces'),
);

export const newStaffSchema = z.object({
  email: staffEmailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
  password: newPasswordSchema,
});
export type NewStaff = z.infer<typeof newStaffSchema>;

/** The sign-in form. A password of any length is checked: the rule for new ones may have changed since. */
export const signInSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter your email.'), z.maxLength(254), z.toLowerCase()),
  password: z
    .string()
    .check(z.minLength(1, 'Enter your password.'), z.maxLength(MAX_PASSWORD_LENGTH)),
  next: z.optional(z.string().check(z.maxLength(500))),
});
