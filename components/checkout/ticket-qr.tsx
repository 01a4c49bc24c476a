// A ticket code as a QR code, drawn on the server as SVG so it prints sharp and needs no JavaScript.
import QRCode from 'qrcode';

/**
 * `qr` is what the code shows (a ticket's signed code; the service's `code` when there is none), `code` what is read
 * out and printed under it; `item` names what the code admits to: a ticket, a seat, a room.
 */
export async function TicketQr({ code, qr = code, item = 'ticket' }: { code: string; qr?: string | undefined; item?: string }) {
  // A signed code is long: drawn larger, with the lowest error correction (its signature already refuses a misread),
  // its squares stay big enough for a phone's camera at arm's length.
  const signed = qr !== code;
  const svg = await QRCode.toString(qr, { type: 'svg', margin: 1, errorCorrectionLevel: signed ? 'L' : 'M' });
  return (
    <div
      role="img"
      aria-label={`QR code of ${item} ${code}`}
      className={`${signed ? 'size-40' : 'size-32'} shrink-0 bg-white [&>svg]:size-full`}
      // The markup comes from the qrcode library, which draws paths only; the code itself is not embedded as text.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
