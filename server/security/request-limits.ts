// Body-size limits of requests to the storefront, shared by proxy.ts and next.config.ts (so no server-only here).

/** The largest body the storefront accepts on any POST: its forms send a few kilobytes. */
export const MAX_BODY_BYTES = 128 * 1024;

/**
 * Next.js's own limits, kept above ours so the proxy's plain 413 answers first: the server-action
 * body limit (over it Next throws a 500), and how much of a body Next buffers for the proxy.
 */
export const NEXT_BODY_LIMIT_BYTES = 1024 * 1024;
