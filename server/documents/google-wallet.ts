// A "Save to Google Wallet" link per order: a JWT (RS256, signed with the issuer's service account key) holding a
// pass class for the order and an object per ticket: event tickets for events and screenings, transit tickets for
// coach seats, generic passes for a stay. Each barcode holds the ticket's QR text. None without its settings.
import { importPKCS8, SignJWT } from 'jose';
import type { Order } from '@/lib/checkout/types';
import type { DocumentContext } from './context';
import {
  documentTickets,
  itemWord,
  occasionOf,
  type DocumentTicket,
  type Occasion,
} from './occasion';

export interface GoogleWalletSettings {
  issuerId: string;
  serviceAccount: { clientEmail: string; privateKey: string };
}

export function googleWalletSettings(env: {
  GOOGLE_WALLET_ISSUER_ID?: string | undefined;
  GOOGLE_WALLET_SERVICE_ACCOUNT?: GoogleWalletSettings['serviceAccount'] | undefined;
}): GoogleWalletSettings | null {
  if (!env.GOOGLE_WALLET_ISSUER_ID || !env.GOOGLE_WALLET_SERVICE_ACCOUNT) return null;
  return {
    issuerId: env.GOOGLE_WALLET_ISSUER_ID,
    serviceAccount: env.GOOGLE_WALLET_SERVICE_ACCOUNT,
  };
}

const text = (value: string) => ({ defaultValue: { language: 'en', value } });

/** Ids Google accepts: the issuer's number, a dot, then letters, digits, `.`, `_` or `-`. */
const idOf = (settings: GoogleWalletSettings, suffix: string) =>
  `${settings.issuerId}.${suffix.replace(/[^A-Za-z0-9._-]/g, '_')}`;

/** The class and objects of one kind, under the names the save link's payload gives them. */
function passesOf(
  order: Order,
  tickets: DocumentTicket[],
  occasion: Occasion | null,
  settings: GoogleWalletSettings,
  context: DocumentContext,
) {
  const reference = order.merchantReference ?? order.reference;
  const classId = idOf(settings, `order-${reference}`);
  const logo = {
    sourceUri: { uri: `${context.origin}/icons/icon-512.png` },
    contentDescription: text(context.merchant.name),
  };
  const base = (ticket: DocumentTicket) => ({
    id: idOf(settings, `${reference}-${ticket.position}`),
    classId,
    state: 'ACTIVE',
    barcode: { type: 'QR_CODE', value: ticket.qr, alternateText: ticket.code },
    ...(context.orderUrl
      ? { linksModuleData: { uris: [{ uri: context.orderUrl, description: 'Your order' }] } }
      : {}),
  });
  const details = order.details;
  switch (details.kind) {
    case 'event':
    case 'cinema': {
      const eventTicketClass = {
        id: classId,
        issuerName: context.merchant.name,
        reviewStatus: 'UNDER_REVIEW',
        eventName: text(details.title),
        logo,
        ...(occasion?.location
          ? { venue: { name: text(occasion.location), address: text(occasion.location) } }
          : {}),
        ...(occasion
          ? {
              dateTime: {
                start: occasion.start.toISOString(),
                ...(occasion.end ? { end: occasion.end.toISOString() } : {}),
              },
            }
          : {}),
      };
      const objects = tickets.map((ticket) => ({
        ...base(ticket),
        ticketHolderName: ticket.holder,
        ticketType: text(ticket.title),
        ticketNumber: ticket.code,
      }));
      return { eventTicketClasses: [eventTicketClass], eventTicketObjects: objects };
    }
    case 'bus': {
      const transitClass = {
        id: classId,
        issuerName: context.merchant.name,
        reviewStatus: 'UNDER_REVIEW',
        transitType: 'BUS',
        logo,
        ...(details.operator ? { transitOperatorName: text(details.operator) } : {}),
      };
      const objects = tickets.map((ticket) => ({
        ...base(ticket),
        passengerType: 'SINGLE_PASSENGER',
        passengerNames: ticket.holder,
        tripType: 'ONE_WAY',
        ticketLeg: {
          originName: text(
            [details.from?.terminal, details.from?.city].filter(Boolean).join(', ') || 'Departure',
          ),
          destinationName: text(
            [details.to?.terminal, details.to?.city].filter(Boolean).join(', ') || 'Arrival',
          ),
          ...(occasion ? { departureDateTime: occasion.start.toISOString() } : {}),
          ...(ticket.detail
            ? { ticketSeat: { seatAssignment: text(ticket.detail.replace(/^Seat /, '')) } }
            : {}),
        },
      }));
      return { transitClasses: [transitClass], transitObjects: objects };
    }
    case 'hotel': {
      const objects = tickets.map((ticket) => ({
        ...base(ticket),
        cardTitle: text(context.merchant.name),
        header: text(details.title),
        subheader: text(itemWord(order)),
        logo,
        textModulesData: [
          ...(occasion ? [{ id: 'stay', header: 'Stay', body: occasion.note }] : []),
          { id: 'room', header: 'Room', body: ticket.detail ?? ticket.title },
          { id: 'guest', header: 'Guest', body: ticket.holder },
        ],
        ...(occasion
          ? {
              validTimeInterval: {
                start: { date: occasion.start.toISOString() },
                ...(occasion.end ? { end: { date: occasion.end.toISOString() } } : {}),
              },
            }
          : {}),
      }));
      return { genericClasses: [{ id: classId }], genericObjects: objects };
    }
  }
}

/** The order's "Save to Google Wallet" link; null when the order has nothing to save. */
export async function googleWalletLink(
  order: Order,
  settings: GoogleWalletSettings,
  context: DocumentContext,
): Promise<string | null> {
  const tickets = documentTickets(order);
  if (tickets.length === 0) return null;
  const occasion = occasionOf(order, context.trip, context.stay);
  const key = await importPKCS8(settings.serviceAccount.privateKey, 'RS256');
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [context.origin],
    payload: passesOf(order, tickets, occasion, settings, context),
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(settings.serviceAccount.clientEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(key);
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
