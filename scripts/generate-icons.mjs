// Draws the storefront's brand mark (a ticket) and writes the favicon, app icons and web-app icons: `node scripts/generate-icons.mjs`.
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { packIco } from './lib/ico.mjs';

// brand-600 of tailwind.config.ts: the colour of the storefront's buttons.
const BRAND = '#1f57c9';

// A ticket 56 × 36 on a 64 × 64 grid: rounded corners, a notch in each side, a perforation.
const TICKET =
  'M8 14h48a4 4 0 0 1 4 4v8a6 6 0 0 0 0 12v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-8a6 6 0 0 0 0-12v-8a4 4 0 0 1 4-4z';
const PERFORATION = 'M44 19v26';

const ticket = (fill, hole) =>
  `<path fill="${fill}" d="${TICKET}"/><path fill="none" stroke="${hole}" stroke-width="3" stroke-dasharray="4 3" d="${PERFORATION}"/>`;

// The tab icon: the ticket alone, on a transparent ground.
const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${ticket(BRAND, '#fff')}</svg>\n`;
// Home-screen icons are opaque tiles (iOS fills transparency with black); the ticket stays inside
// the circle of 40 % radius that a maskable icon's crop always keeps.
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(8 8) scale(0.75)">${ticket('#fff', BRAND)}</g></svg>\n`;

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toBuffer();

writeFileSync('app/icon.svg', mark);
writeFileSync(
  'app/favicon.ico',
  packIco(
    await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await png(mark, size) }))),
  ),
);
writeFileSync('app/apple-icon.png', await png(tile, 180));
for (const size of [192, 512])
  writeFileSync(`public/icons/icon-${size}.png`, await png(tile, size));
console.log(
  'Wrote app/icon.svg, app/favicon.ico, app/apple-icon.png, public/icons/icon-192.png, public/icons/icon-512.png',
);
