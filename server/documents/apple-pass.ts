// An Apple Wallet pass (.pkpass, made and signed with passkit-generator) per ticket, seat or room: a boarding pass
// for a coach seat, an event ticket for an event or a screening, a generic pass for a stay. Its barcode holds the
// ticket's QR text. Signed with the merchant's pass certificate (settings APPLE_WALLET_*); none without them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PKPass } from 'passkit-generator';
import type { Order } from '@/lib/checkout/types';
import type { DocumentContext } from './context';
import { documentTickets, itemWord, occasionOf, type DocumentTicket } from './occasion';

export interface AppleWalletSettings {
  passTypeId: string;
  teamId: string;
  /** PEM texts. */
  certificate: string;
  key: string;
  keyPassphrase?: string | undefined;
  wwdr: string;
}

/** The settings when all are set (the env refuses some without the others), else null: no Apple Wallet button. */
export function appleWalletSettings(env: {
  APPLE_WALLET_PASS_TYPE_ID?: string | undefined;
  APPLE_WALLET_TEAM_ID?: string | undefined;
  APPLE_WALLET_CERT?: string | undefined;
  APPLE_WALLET_KEY?: string | undefined;
  APPLE_WALLET_KEY_PASSPHRASE?: string | undefined;
  APPLE_WALLET_WWDR?: string | undefined;
}): AppleWalletSettings | null {
  const {
    APPLE_WALLET_PASS_TYPE_ID: passTypeId,
    APPLE_WALLET_TEAM_ID: teamId,
    APPLE_WALLET_CERT: certificate,
    APPLE_WALLET_KEY: key,
    APPLE_WALLET_WWDR: wwdr,
  } = env;
  if (!passTypeId || !teamId || !certificate || !key || !wwdr) return null;
  return {
    passTypeId,
    teamId,
    certificate,
    key,
    keyPassphrase: env.APPLE_WALLET_KEY_PASSPHRASE,
    wwdr,
  };
}

// The storefront's own icon: Wallet shows it on the lock screen and in notifications.
const ICON = join(process.cwd(), 'public', 'icons', 'icon-192.png');

type Fields = Pick<
  PKPass,
  'primaryFields' | 'secondaryFields' | 'auxiliaryFields' | 'backFields' | 'headerFields'
>;

function fillBus(
  pass: Fields,
  order: Extract<Order['details'], { kind: 'bus' }>,
  ticket: DocumentTicket,
) {
  pass.headerFields.push({
    key: 'seat',
    label: 'Seat',
    value: ticket.detail?.replace(/^Seat /, '') ?? '—',
  });
  pass.primaryFields.push(
    { key: 'from', label: order.from?.terminal || 'From', value: order.from?.city ?? '' },
    { key: 'to', label: order.to?.terminal || 'To', value: order.to?.city ?? '' },
  );
  if (order.operator)
    pass.auxiliaryFields.push({ key: 'operator', label: 'Operator', value: order.operator });
}

/** The pass of one ticket of an order; null when the order has no such ticket. */
export async function applePass(
  order: Order,
  position: number,
  settings: AppleWalletSettings,
  context: DocumentContext,
): Promise<Buffer | null> {
  const ticket = documentTickets(order).find((t) => t.position === position);
  if (!ticket) return null;
  const occasion = occasionOf(order, context.trip, context.stay);
  const details = order.details;
  const pass = new PKPass(
    { 'icon.png': await readFile(ICON) },
    {
      wwdr: settings.wwdr,
      signerCert: settings.certificate,
      signerKey: settings.key,
      ...(settings.keyPassphrase ? { signerKeyPassphrase: settings.keyPassphrase } : {}),
    },
    {
      formatVersion: 1,
      passTypeIdentifier: settings.passTypeId,
      teamIdentifier: settings.teamId,
      organizationName: context.merchant.name,
      description: `${details.title}: ${itemWord(order).toLowerCase()} ${position}`,
      // One pass per ticket of the order, the same every time it is downloaded: Wallet replaces rather than adds.
      serialNumber: `${order.merchantReference ?? order.reference}-${position}`,
      backgroundColor: 'rgb(255, 255, 255)',
      foregroundColor: 'rgb(17, 24, 39)',
      labelColor: 'rgb(75, 85, 99)',
    },
  );
  pass.type =
    details.kind === 'bus' ? 'boardingPass' : details.kind === 'hotel' ? 'generic' : 'eventTicket';
  if (details.kind === 'bus') {
    pass.transitType = 'PKTransitTypeBus';
    fillBus(pass, details, ticket);
  } else {
    pass.primaryFields.push({ key: 'title', label: itemWord(order), value: details.title });
    if (ticket.detail || ticket.title)
      pass.auxiliaryFields.push({
        key: 'item',
        label: details.kind === 'hotel' ? 'Room' : 'Ticket',
        value: ticket.detail ?? ticket.title,
      });
  }
  if (occasion) {
    pass.secondaryFields.push({
      key: 'when',
      label: details.kind === 'hotel' ? 'Check-in' : details.kind === 'bus' ? 'Departs' : 'Starts',
      value: occasion.start.toISOString(),
      dateStyle: 'PKDateStyleMedium',
      timeStyle: 'PKDateStyleShort',
    });
    pass.setRelevantDate(occasion.start);
  }
  if (ticket.holder)
    pass.secondaryFields.push({
      key: 'holder',
      label: details.kind === 'bus' ? 'Passenger' : 'Name',
      value: ticket.holder,
    });
  pass.backFields.push(
    ...(occasion?.location ? [{ key: 'where', label: 'Where', value: occasion.location }] : []),
    ...(occasion?.note ? [{ key: 'terms', label: 'Good to know', value: occasion.note }] : []),
    { key: 'reference', label: 'Booking reference', value: order.reference },
    { key: 'code', label: 'Code', value: ticket.code },
    ...(context.orderUrl ? [{ key: 'order', label: 'Your order', value: context.orderUrl }] : []),
    {
      key: 'merchant',
      label: context.merchant.name,
      value: `${context.merchant.supportEmail}\n${context.merchant.supportPhone}\n${context.merchant.address}`,
    },
  );
  pass.setBarcodes({
    message: ticket.qr,
    format: 'PKBarcodeFormatQR',
    messageEncoding: 'iso-8859-1',
    altText: ticket.code,
  });
  return pass.getAsBuffer();
}
