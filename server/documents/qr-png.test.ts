// Tests of a code's QR code: its PNG is the picture the qrcode library draws (black on white, five pixels a module,
// a module's border), decodes to the code, stays small, and each code is made once per email.
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QR_PNG_SCALE, qrCodes, qrPng, qrSymbol } from './qr-png';

afterEach(() => vi.restoreAllMocks());

const SIGNED = `v1.${'eyJ0IjoiZXZlbnQiLCJjIjoiVEtULUFBQUExMTExIn0'.repeat(3)}.${'s'.repeat(86)}`;

/** A PNG this module writes (8-bit greyscale, no filters, no interlace), as RGBA; anything else fails the test. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks = new Map<string, Buffer[]>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    chunks.set(type, [...(chunks.get(type) ?? []), png.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  const header = chunks.get('IHDR')![0]!;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  expect([...header.subarray(8)]).toEqual([8, 0, 0, 0, 0]);
  const lines = inflateSync(Buffer.concat(chunks.get('IDAT')!));
  const grey = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    expect(lines[y * (width + 1)]).toBe(0);
    grey.set(lines.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  const rgba = new Uint8ClampedArray(width * height * 4).map((_, i) =>
    i % 4 === 3 ? 255 : grey[Math.floor(i / 4)]!,
  );
  return { width, height, grey, rgba };
}

describe('qrPng', () => {
  it('draws the symbol black on white, five pixels a module, inside a one-module border, and decodes to the code', () => {
    const symbol = qrSymbol(SIGNED);
    const image = readPng(qrPng(symbol));
    expect(image.width).toBe((symbol.size + 2) * QR_PNG_SCALE);
    expect(image.height).toBe(image.width);
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const [row, col] = [Math.floor(y / QR_PNG_SCALE) - 1, Math.floor(x / QR_PNG_SCALE) - 1];
        const inside = row >= 0 && col >= 0 && row < symbol.size && col < symbol.size;
        if (image.grey[y * image.width + x] !== (inside && symbol.dark(row, col) ? 0 : 255))
          throw new Error(`pixel ${x},${y}`);
      }
    }
    expect(jsQR(image.rgba, image.width, image.height)?.data).toBe(SIGNED);
  });

  it('draws the modules the qrcode library draws, at medium error correction', () => {
    const symbol = qrSymbol(SIGNED);
    const { modules } = QRCode.create(SIGNED, { errorCorrectionLevel: 'M' });
    expect(symbol.size).toBe(modules.size);
    for (let row = 0; row < symbol.size; row++)
      for (let col = 0; col < symbol.size; col++)
        expect(symbol.dark(row, col)).toBe(modules.get(row, col) === 1);
  });

  it('keeps a signed code’s picture modest: under 400 pixels a side and a few kilobytes', () => {
    const png = qrPng(qrSymbol(SIGNED));
    expect(png.readUInt32BE(16)).toBeLessThanOrEqual(400);
    expect(png.length).toBeLessThan(4000);
  });
});

describe('qrCodes', () => {
  it('makes each code’s symbol once and its PNG once, on first use', () => {
    const make = vi.spyOn(QRCode, 'create');
    const codes = qrCodes();
    const first = codes('TKT-AAAA1111');
    expect(codes('TKT-AAAA1111')).toBe(first);
    expect(first.png()).toBe(first.png());
    codes('TKT-BBBB2222');
    expect(make.mock.calls.map(([code]) => code)).toEqual(['TKT-AAAA1111', 'TKT-BBBB2222']);
  });
});
