// A ticket code as a QR code, drawn on the server as SVG so it prints sharp and needs no JavaScript.
import QRCode from 'qrcode';

type Level = 'L' | 'M';

/** How many drawn codes this process keeps: a page opened again (at the door, reloaded, shared) is not drawn again. */
export const QR_SVGS_KEPT = 256;
const drawn = new Map<string, Promise<string>>();

/** The SVG of `text` at error correction `level`, from the kept ones (the least recently shown goes first). */
function qrSvg(text: string, level: Level): Promise<string> {
  const key = `${level}:${text}`;
  let svg = drawn.get(key);
  if (svg) drawn.delete(key);
  else {
    svg = QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: level });
    // A failed drawing is not kept.
    svg.catch(() => drawn.get(key) === svg && drawn.delete(key));
  }
  drawn.set(key, svg);
  if (drawn.size > QR_SVGS_KEPT) drawn.delete(drawn.keys().next().value!);
  return svg;
}

/**
 * `qr` is what the code shows (a ticket's signed code; the service's `code` when there is none), `code` what is read
 * out and printed under it; `item` names what the code admits to: a ticket, a seat, a room.
 */
export async function TicketQr({
  code,
  qr = code,
  item = 'ticket',
}: {
  code: string;
  qr?: string | undefined;
  item?: string;
}) {
  // A signed code is long: drawn larger, with the lowest error correction (its signature already refuses a misread),
  // its squares stay big enough for a phone's camera at arm's length.
  const signed = qr !== code;
  const svg = await qrSvg(qr, signed ? 'L' : 'M');
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
