// The checkout session's cookie name, on its own so that code outside Next (the page cache's front) can know
// a visitor with a session without loading the session's Next-bound module.
export const SESSION_COOKIE = 'tickets_checkout';
