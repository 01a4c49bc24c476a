// A ticket code's QR code, made once per email: its symbol (the squares its PDF page draws) and its PNG (the inline
// image), both from the one symbol.
import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/**
 * Pixels per module: a signed code's symbol (about 55 modules) comes out near 280 px, sharp at the email's 200 px
 * and the PDF's 180 pt, where larger pictures only cost the storefront time to draw and compress.
 */
export const QR_PNG_SCALE = 5;
/** The light border around the symbol, in modules. */
export const QR_MARGIN = 1;

/** A code's symbol: `size` modules a side, `dark(row, col)` for each. */
export interface QrSymbol {
  size: number;
  dark: (row: number, col: number) => boolean;
}

/** A code's QR code: its symbol and, drawn on first use, its PNG. */
export interface QrCode {
  symbol: QrSymbol;
  png: () => Buffer;
}

/** The QR code of a code; the same code asked twice is made once. */
export type QrCodes = (code: string) => QrCode;

export function qrSymbol(code: string): QrSymbol {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The symbol as a black-on-white greyscale PNG, `QR_PNG_SCALE` pixels a module with a `QR_MARGIN` border: the
 * picture the qrcode library draws, written directly (its encoder spends several times as long choosing filters).
 */
export function qrPng(symbol: QrSymbol): Buffer {
  const side = (symbol.size + 2 * QR_MARGIN) * QR_PNG_SCALE;
  const line = side + 1;
  // Each scanline: filter type 0 (none), then a byte a pixel; white until a dark module says otherwise.
  const pixels = Buffer.alloc(line * side, 0xff);
  for (let y = 0; y < side; y++) {
    pixels[y * line] = 0;
    const row = Math.floor(y / QR_PNG_SCALE) - QR_MARGIN;
    if (row < 0 || row >= symbol.size) continue;
    for (let col = 0; col < symbol.size; col++) {
      const start = y * line + 1 + (col + QR_MARGIN) * QR_PNG_SCALE;
      if (symbol.dark(row, col)) pixels.fill(0, start, start + QR_PNG_SCALE);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per pixel, colour type 0 (greyscale), then compression, filter and interlace methods 0
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A fresh set of QR codes, for one email (codes are not kept beyond it). */
export function qrCodes(): QrCodes {
  const made = new Map<string, QrCode>();
  return (code) => {
    let qr = made.get(code);
    if (!qr) {
      const symbol = qrSymbol(code);
      let png: Buffer | undefined;
      qr = { symbol, png: () => (png ??= qrPng(symbol)) };
      made.set(code, qr);
    }
    return qr;
  };
}
