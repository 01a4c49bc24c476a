// Reads a ticket's QR code off the page as a door's scanner would (jsQR on its drawing) and checks the signed code it
// holds with the public half of the key the test storefront generated into its data folder.
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { E2E_STOREFRONT_DB_PATH } from '../../playwright.config';

/** The text a QR code on the page holds, or null when none can be read. */
export async function readQr(qr: Locator): Promise<string | null> {
  // The QR's own SVG paths, drawn large and sharp in the browser (as a phone's camera sees a screen), read by jsQR.
  const { size, pixels } = await qr.evaluate((element) => {
    const svg = element.querySelector('svg')!;
    const modules = svg.viewBox.baseVal.width;
    const scale = 8;
    const canvas = new OffscreenCanvas(modules * scale, modules * scale);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.scale(scale, scale);
    for (const path of svg.querySelectorAll('path')) {
      const shape = new Path2D(path.getAttribute('d') ?? '');
      const stroke = path.getAttribute('stroke');
      if (stroke) {
        context.strokeStyle = stroke;
        context.lineWidth = 1;
        context.stroke(shape);
      } else {
        context.fillStyle = path.getAttribute('fill') ?? '#000';
        context.fill(shape);
      }
    }
    // One grey byte a pixel, as base64: a fraction of the pixels' RGBA as a JSON array, quick to pass back.
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let grey = '';
    for (let i = 0; i < data.length; i += 4) grey += String.fromCharCode(data[i]!);
    return { size: canvas.width, pixels: btoa(grey) };
  });
  const grey = Buffer.from(pixels, 'base64');
  const rgba = new Uint8ClampedArray(grey.length * 4);
  grey.forEach((value, i) => rgba.set([value, value, value, 255], i * 4));
  return jsQR(rgba, size, size)?.data ?? null;
}

/** What a signed ticket code claims, when its signature is the test storefront's; null otherwise. */
export function signedClaims(code: string): { t: string; r: string; k: string; l: string } | null {
  const [prefix, payload, signature] = code.split('.');
  if (prefix !== 'TK1' || !payload || !signature) return null;
  const pem = readFileSync(join(dirname(E2E_STOREFRONT_DB_PATH), 'ticket-signing-key.pem'), 'utf8');
  const valid = verify(
    null,
    Buffer.from(`${prefix}.${payload}`),
    createPublicKey(pem),
    Buffer.from(signature, 'base64url'),
  );
  return valid ? JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) : null;
}
