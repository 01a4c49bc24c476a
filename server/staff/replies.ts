// The error reply of the box office's JSON route handlers, in the envelope the service's spec writes.

/** The error envelope of our JSON routes, as the service's spec writes it. */
export function errorReply(status: number, message: string): Response {
  return Response.json(
    { success: false, status, message },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}
