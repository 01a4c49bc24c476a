// What a staff account's fields must be, checked alike by the command line, the sign-in form and the staff pages.
import { z } from 'zod';
import { staffRoleSchema } from './roles';

export const MIN_PASSWORD_LENGTH = 10;
// Long enough for any passphrase, short enough that hashing one costs no more than usual.
export const MAX_PASSWORD_LENGTH = 200;

/** Trimmed and lower-cased, so one address is one account however it is typed. */
export const staffEmailSchema = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .toLowerCase()
  .pipe(z.email('must be an email address'));

export const staffNameSchema = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');

export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`)
  .refine((value) => value.trim().length > 0, 'must not be only spaces');

export const newStaffSchema = z.object({ email: staffEmailSchema, name: staffNameSchema, role: staffRoleSchema, password: newPasswordSchema });
export type NewStaff = z.infer<typeof newStaffSchema>;

/** The sign-in form. A password of any length is checked: the rule for new ones may have changed since. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email.').max(254).toLowerCase(),
  password: z.string().min(1, 'Enter your password.').max(MAX_PASSWORD_LENGTH),
  next: z.string().max(500).optional(),
});
