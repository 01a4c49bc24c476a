// The embed frame's cookie: which site the frame was opened for, and proof that this browser keeps cookies inside the frame.
export const FRAME_COOKIE = 'tickets_frame';

/**
 * Partitioned (CHIPS): kept per embedding site, so a browser that blocks third-party cookies may still keep it,
 * and the storefront's own pages, opened directly, never see it. Partitioned cookies must be Secure and
 * SameSite=None; browsers treat http://localhost and 127.0.0.1 as secure, so local runs keep them too.
 */
export const FRAME_COOKIE_OPTIONS = {
  httpOnly: true,
  secure: true,
  sameSite: 'none',
  partitioned: true,
  path: '/',
  // As long as a checkout session lasts.
  maxAge: 30 * 60,
} as const;
