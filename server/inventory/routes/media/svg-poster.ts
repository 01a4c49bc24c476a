// Generated demo artwork: an SVG poster with the item's title on a colour gradient. The service
// serves these itself because a local run has no network to fetch stock photos from.
import { createHash } from 'node:crypto';
import type { PosterText } from '../../domain/media/poster-text';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Greedy word wrap into at most `maxLines` lines of about `width` characters. */
export function wrapTitle(title: string, width = 20, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** Two hues and a layout picked from the seed, so each item keeps its own look. */
function palette(seed: string): { from: string; to: string; accent: string; tilt: number } {
  const hash = createHash('sha1').update(seed).digest();
  const hue = (hash[0]! * 360) / 256;
  const shift = 40 + (hash[1]! % 80);
  return {
    from: `hsl(${hue.toFixed(0)}, 70%, 42%)`,
    to: `hsl(${((hue + shift) % 360).toFixed(0)}, 75%, 22%)`,
    accent: `hsl(${((hue + 180) % 360).toFixed(0)}, 85%, 65%)`,
    tilt: hash[2]! % 2 === 0 ? 1 : -1,
  };
}

export function renderPoster(text: PosterText, seed: string): string {
  const { from, to, accent, tilt } = palette(seed);
  const lines = wrapTitle(text.title);
  const size = lines.length > 2 ? 72 : 88;
  const top = 400 - ((lines.length - 1) * size * 1.15) / 2;
  const title = lines
    .map(
      (l, i) =>
        `<text x="80" y="${(top + i * size * 1.15).toFixed(0)}" font-size="${size}" font-weight="700">${escapeXml(l)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="${escapeXml(text.title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="1200" height="800" fill="url(#g)"/>',
    `<circle cx="${tilt > 0 ? 1040 : 160}" cy="140" r="220" fill="${accent}" opacity="0.18"/>`,
    `<circle cx="${tilt > 0 ? 980 : 220}" cy="690" r="120" fill="${accent}" opacity="0.12"/>`,
    `<g fill="#fff" font-family="'Helvetica Neue', Arial, sans-serif">`,
    text.label
      ? `<text x="80" y="110" font-size="30" letter-spacing="4" opacity="0.85">${escapeXml(text.label.toUpperCase())}</text>`
      : '',
    title,
    text.subtitle
      ? `<text x="80" y="700" font-size="36" opacity="0.9">${escapeXml(text.subtitle)}</text>`
      : '',
    '</g></svg>',
  ].join('');
}
