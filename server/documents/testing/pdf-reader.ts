// A reader of the few things the tests need from a PDF pdfkit wrote: its pages, the text shown on each, the images
// drawn and the drawings made of squares (a QR code's), both as RGBA pixels. Not a PDF parser: it knows pdfkit's own
// output only.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\n<<([\s\S]*?)\n>>\n(stream\n|endobj)/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const dict = match[2]!;
    let stream: Buffer | null = null;
    if (match[0].endsWith('stream\n')) {
      const start = match.index + match[0].length;
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const raw = pdf.subarray(start, start + length);
      stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

// Windows-1252's signs at 0x80–0x9f (Latin-1 elsewhere); Node's TextDecoder reads that label as Latin-1.
const CP1252_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';
const windows1252 = {
  decode: (bytes: Buffer) =>
    [...bytes]
      .map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b)))
      .join(''),
};

/** The text of a content stream: pdfkit writes strings as hex in TJ arrays, a line each. */
function textOf(content: string): string {
  const lines: string[] = [];
  for (const array of content.matchAll(/\[([^\]]*)\] TJ/g)) {
    const hex = [...array[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join('');
    lines.push(windows1252.decode(Buffer.from(hex, 'hex')));
  }
  return lines.join('\n');
}

interface Pixels {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** A filled drawing of whole-unit rectangles, scaled: where its square (border included) lies on the page, in points. */
export interface SquaresDrawing extends Pixels {
  left: number;
  top: number;
  side: number;
}

export interface PdfPage {
  text: string;
  images: Pixels[];
  drawings: SquaresDrawing[];
}

export function readPdf(pdf: Buffer): PdfPage[] {
  const objects = objectsOf(pdf);
  const pages = [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  return pages.map((page) => {
    const content = objects.get(ref(page.dict, 'Contents'))!.stream!.toString('latin1');
    const resources = objects.get(ref(page.dict, 'Resources'))!.dict;
    const images = [...resources.matchAll(/\/I\d+ (\d+) 0 R/g)].map((m) =>
      imageOf(objects.get(Number(m[1]))!),
    );
    return { text: textOf(content), images, drawings: drawingsOf(content) };
  });
}

const PIXELS_PER_UNIT = 4;

/**
 * Each saved state that scales (`u 0 0 u x y cm`) then fills rectangles of whole units, drawn black on white a few
 * pixels a unit; its square runs from the origin to the rectangles' far edge plus the border they left at the origin.
 */
function drawingsOf(content: string): SquaresDrawing[] {
  const blocks = content.matchAll(
    /\nq\n([\d.]+) 0 0 \1 ([\d.]+) ([\d.]+) cm\n((?:\d+ \d+ \d+ \d+ re\n)+)f\nQ/g,
  );
  return [...blocks].map(([, unit, left, top, ops]) => {
    const rects = [...ops!.matchAll(/(\d+) (\d+) (\d+) (\d+) re/g)].map(
      (m) => m.slice(1, 5).map(Number) as [number, number, number, number],
    );
    const border = Math.min(...rects.flatMap(([x, y]) => [x, y]));
    const units = Math.max(...rects.flatMap(([x, y, w, h]) => [x + w, y + h])) + border;
    const size = units * PIXELS_PER_UNIT;
    const rgba = new Uint8ClampedArray(size * size * 4).fill(255);
    for (const [x, y, w, h] of rects) {
      for (let py = y * PIXELS_PER_UNIT; py < (y + h) * PIXELS_PER_UNIT; py++) {
        for (let px = x * PIXELS_PER_UNIT; px < (x + w) * PIXELS_PER_UNIT; px++)
          rgba.fill(0, (py * size + px) * 4, (py * size + px) * 4 + 3);
      }
    }
    return {
      left: Number(left),
      top: Number(top),
      side: Number(unit) * units,
      width: size,
      height: size,
      rgba,
    };
  });
}

/** An 8-bit RGB or grey image without predictors (pdfkit's re-encoding of a PNG), as RGBA. */
function imageOf(image: PdfObject): Pixels {
  const width = Number(/\/Width (\d+)/.exec(image.dict)?.[1]);
  const height = Number(/\/Height (\d+)/.exec(image.dict)?.[1]);
  const pixels = image.stream!;
  const channels = pixels.length / (width * height);
  if (!Number.isInteger(channels) || /\/Predictor/.test(image.dict))
    throw new Error('an image pdfkit did not re-encode');
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * channels + (channels === 1 ? 0 : c)]!;
    rgba[i * 4 + 3] = 255;
  }
  return { width, height, rgba };
}
