// A fake camera for Chromium: a short .y4m video that shows one QR code, for
// `--use-file-for-fake-video-capture` (Chromium plays it in a loop as the device's camera).
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;

/** The luma plane: white, the QR's dark modules black, centred with a quiet zone. */
function lumaOf(text: string): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const cell = Math.floor((Math.min(WIDTH, HEIGHT) - 40) / size);
  const left = Math.floor((WIDTH - size * cell) / 2);
  const top = Math.floor((HEIGHT - size * cell) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 0; y < size * cell; y++)
    for (let x = 0; x < size * cell; x++)
      if (qr.modules.get(Math.floor(y / cell), Math.floor(x / cell)))
        luma[(top + y) * WIDTH + left + x] = 0;
  return luma;
}

/** Writes the video to `path` and returns it, for the browser's launch arguments. */
export function writeQrVideo(path: string, text: string): string {
  const luma = lumaOf(text);
  // 4:2:0: the two colour planes at a quarter of the size each, neutral grey (no colour).
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return path;
}

/** Chromium's switches for a camera that plays `videoPath`, granted without asking. */
export const fakeCameraArgs = (videoPath: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${videoPath}`,
];
