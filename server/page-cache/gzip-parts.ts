// Gzip for the page cache's answers, compressed once per copy instead of once per visitor: the text between the
// places of the nonce is compressed when the copy is first sent compressed, and each visitor's copy joins those
// parts with their own nonce, stored as is. Sending a copy then costs a checksum, not a compression.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, type ZlibOptions } from 'node:zlib';

const deflated = promisify<Buffer, ZlibOptions, Buffer>(deflateRaw);

/** A body compressed in parts: the text around each place of its nonce, each part ending on a byte boundary (none for no text). */
export interface GzipParts {
  texts: Buffer[];
  parts: Buffer[];
  /** The length every nonce put between the parts must have (the parts may refer back across its place). */
  nonceLength: number;
}

/** The gzip header: deflate, no flags, no time, no extra flags, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block, marked the stream's last. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
/** How far back deflate may refer. */
const WINDOW = 32 * 1024;

/**
 * `body` compressed around each `nonce` in it. Each part may refer back to the text before it (a preset
 * dictionary, what the browser has unpacked by then), in which each nonce's place is zero bytes: text without a
 * zero byte never matches them, so no part refers to a nonce, whichever nonce a visitor gets. Null for a body
 * with zero bytes of its own, or no nonce.
 */
export async function gzipParts(body: string, nonce: string): Promise<GzipParts | null> {
  if (nonce === '' || body.includes('\0')) return null;
  const texts = body.split(nonce).map((text) => Buffer.from(text));
  const place = Buffer.alloc(Buffer.byteLength(nonce));
  let before = Buffer.alloc(0);
  const dictionaries = texts.map((text) => {
    const dictionary = before;
    before = Buffer.concat([before, text, place]).subarray(-WINDOW);
    return dictionary;
  });
  const parts = await Promise.all(
    texts.map((text, i) => {
      // Nothing between two nonces, or before the first: the stored blocks follow each other.
      if (text.length === 0) return Buffer.alloc(0);
      const dictionary = dictionaries[i]!;
      return deflated(text, {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(dictionary.length > 0 ? { dictionary } : {}),
      });
    }),
  );
  return { texts, parts, nonceLength: place.length };
}

/** A stored (uncompressed) deflate block holding `bytes`, not the last; it starts and ends on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The gzip stream of the body with `nonce` in each place; null when `nonce` is not of the length the parts need. */
export function gzipWithNonce(gzip: GzipParts, nonce: string): Buffer | null {
  const own = Buffer.from(nonce);
  if (own.length !== gzip.nonceLength) return null;
  const stored = storedBlock(own);
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  gzip.texts.forEach((text, i) => {
    if (i > 0) {
      chunks.push(stored);
      crc = crc32(own, crc);
      size += own.length;
    }
    if (text.length === 0) return;
    chunks.push(gzip.parts[i]!);
    crc = crc32(text, crc);
    size += text.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // The length modulo 2^32, as gzip counts it.
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([...chunks, LAST_BLOCK, trailer]);
}
