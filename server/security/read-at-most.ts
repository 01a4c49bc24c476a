// Reads a request's or a response's body up to a size, so a body with no (or a false) Content-Length is never
// taken whole into memory first.

/** The body, or null as soon as it passes `limit` bytes (the rest is not read). */
export async function readAtMost(
  message: { body: ReadableStream<Uint8Array> | null },
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!message.body) return new Uint8Array(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer());
}
