// What the sign-in action hands back to its form (success redirects instead).

/** Why signing in failed, and the email typed, to fill the form again. */
export type SignInState = { message: string; email?: string } | null;
