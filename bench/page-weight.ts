// The compressed JavaScript a page makes a current browser load: every <script src> of its HTML but the
// `nomodule` polyfills (which such browsers skip), gzipped, summed.
import { gzipSync } from 'node:zlib';

const SCRIPT_SRC = /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="([^"]+)"/gi;

export async function scriptWeight(
  pageUrl: string,
): Promise<{ scripts: number; gzipBytes: number }> {
  const html = await (await fetch(pageUrl)).text();
  const sources = [
    ...new Set([...html.matchAll(SCRIPT_SRC)].map((match) => match[1]!.replaceAll('&amp;', '&'))),
  ];
  let gzipBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, pageUrl))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: sources.length, gzipBytes };
}
