// Tests of the .ico packer, and that the committed favicon is the one it packs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packIco } from './ico.mjs';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function readIco(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return {
      width: ico.readUInt8(entry) || 256,
      height: ico.readUInt8(entry + 1) || 256,
      bits: ico.readUInt16LE(entry + 6),
      data: ico.subarray(offset, offset + length),
    };
  });
}

describe('packIco', () => {
  it('writes a directory entry per image pointing at its bytes', () => {
    const images = [
      { size: 16, png: Buffer.from('sixteen') },
      { size: 256, png: Buffer.from('two hundred fifty-six') },
    ];
    const entries = readIco(packIco(images));
    expect(
      entries.map(({ width, height, bits, data }) => [width, height, bits, data.toString()]),
    ).toEqual([
      [16, 16, 32, 'sixteen'],
      [256, 256, 32, 'two hundred fifty-six'],
    ]);
  });

  it('refuses a size an icon entry cannot hold', () => {
    expect(() => packIco([{ size: 300, png: Buffer.alloc(1) }])).toThrow(
      'icon size 300 is not 1 to 256',
    );
  });

  it('the committed favicon holds 16, 32 and 48 pixel PNGs', () => {
    const entries = readIco(readFileSync(new URL('../../app/favicon.ico', import.meta.url)));
    expect(entries.map((entry) => entry.width)).toEqual([16, 32, 48]);
    for (const entry of entries) {
      expect(entry.data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      // The PNG's own header (IHDR) agrees with the directory.
      expect(entry.data.readUInt32BE(16)).toBe(entry.width);
    }
  });
});
