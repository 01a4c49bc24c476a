// How long a staff password may be: the sign-in form's field needs it in the browser, without the staff schema.
export const MIN_PASSWORD_LENGTH = 10;
// Long enough for any passphrase, short enough that hashing one costs no more than usual.
export const MAX_PASSWORD_LENGTH = 200;
