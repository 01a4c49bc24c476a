// A ticket code as a QR code, drawn on the server as SVG so it prints sharp and needs no JavaScript.
import QRCode from 'qrcode';

/** `item` names what the code admits to: a ticket, a seat, a room. */
export async function TicketQr({ code, item = 'ticket' }: { code: string; item?: string }) {
  const svg = await QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return (
    <div
      role="img"
      aria-label={`QR code of ${item} ${code}`}
      className="size-32 shrink-0 bg-white [&>svg]:size-full"
      // The markup comes from the qrcode library, which draws paths only; the code itself is not embedded as text.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
