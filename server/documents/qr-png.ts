// A ticket code's QR code as a PNG, made once per email: its inline image and its PDF page share the one picture.
import QRCode from 'qrcode';

/**
 * Pixels per module: a signed code's symbol (about 55 modules) comes out near 280 px, sharp at the email's 200 px
 * and the PDF's 180 pt, where larger pictures only cost the storefront time to draw and compress.
 */
export const QR_PNG_SCALE = 5;

/** The PNG of a code's QR code; the same code asked twice is drawn once. */
export type QrPngs = (code: string) => Promise<Buffer>;

/** A fresh set of QR pictures, for one email (codes are not kept beyond it). */
export function qrPngs(): QrPngs {
  const made = new Map<string, Promise<Buffer>>();
  return (code) => {
    let png = made.get(code);
    if (!png) {
      png = QRCode.toBuffer(code, { type: 'png', margin: 1, scale: QR_PNG_SCALE, errorCorrectionLevel: 'M' });
      made.set(code, png);
    }
    return png;
  };
}
