// A phone number as the service compares it: spaces, dashes, brackets and a leading plus are typing habits, not
// part of the number. Plain, so the browser's islands use it without loading the contact schema (zod).
export function phoneDigitsOf(typed: string): string {
  return typed
    .trim()
    .replace(/[\s\-().]/g, '')
    .replace(/^\+/, '');
}
