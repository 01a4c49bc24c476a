// The door's answer in words: what the verdict screen shows and says for each verdict, and the sound it makes.
import { formatLagosTime } from '@/lib/format/calendar-date';
import { lagosDateTimeFormat } from '@/lib/format/event-date';
import type { DoorTicket, Verdict } from './verdict';
import type { Tone } from './sound';

export interface Answer {
  tone: Tone;
  title: string;
  lines: string[];
  /** Decided on the device with no network; sent later. */
  offline: boolean;
}

/** An instant as the Lagos time of day (`7:30 pm`). */
export const timeOfDay = (at: number) => formatLagosTime(new Date(at).toISOString());

/** Seat, room or ticket type: what tells this ticket from the others on the order. */
export function placeOf(ticket: DoorTicket): string {
  if (ticket.seat) return `Seat ${ticket.seat}`;
  if (ticket.room)
    return ticket.nights
      ? `${ticket.room}, ${ticket.nights} night${ticket.nights === 1 ? '' : 's'}`
      : ticket.room;
  return ticket.ticketType;
}

const who = (ticket: DoorTicket) => `${ticket.holderName} · ${placeOf(ticket)}`;

function leftLine(left: number): string {
  if (left === 0) return 'No other tickets on this order to come.';
  return `${left} more ticket${left === 1 ? '' : 's'} on order ${left === 1 ? 'is' : 'are'} still to come.`;
}

function scheduled(at: number, now: number): string {
  return Math.abs(now - at) < 12 * 60 * 60 * 1000 ? timeOfDay(at) : lagosDateTimeFormat.format(at);
}

/** The answer to show for `verdict`, with `now` to say times of today briefly. */
export function answerOf(verdict: Verdict, now: number, offline = false): Answer {
  switch (verdict.status) {
    case 'valid':
      return verdict.direction === 'out'
        ? {
            tone: 'go',
            title: 'Checked out',
            lines: [who(verdict.ticket), 'They can come back in with the same ticket.'],
            offline,
          }
        : {
            tone: 'go',
            title: verdict.entry > 1 ? 'Welcome back' : 'Valid: let in',
            lines: [
              who(verdict.ticket),
              `Order ${verdict.ticket.reference}`,
              leftLine(verdict.leftOnOrder),
            ],
            offline,
          };
    case 'already':
      return {
        tone: 'warn',
        title: 'Already checked in',
        lines: [
          who(verdict.ticket),
          `At ${scheduled(verdict.at, now)}, ${verdict.gate}, by ${verdict.by}.`,
        ],
        offline,
      };
    case 'not-in':
      return {
        tone: 'warn',
        title: 'Not checked in',
        lines: [who(verdict.ticket), 'This ticket is not inside, so it cannot check out.'],
        offline,
      };
    case 'wrong-list':
      return {
        tone: 'stop',
        title: 'Wrong event, day or departure',
        lines: [who(verdict.ticket), `This ticket is for ${verdict.listTitle}.`],
        offline,
      };
    case 'early':
      return {
        tone: 'stop',
        title: 'Not valid yet',
        lines: [who(verdict.ticket), `Valid from ${scheduled(verdict.ticket.validFrom, now)}.`],
        offline,
      };
    case 'expired':
      return {
        tone: 'stop',
        title: 'No longer valid',
        lines: [
          who(verdict.ticket),
          `It was valid until ${scheduled(verdict.ticket.validUntil, now)}.`,
        ],
        offline,
      };
    case 'unknown':
      return {
        tone: 'stop',
        title: 'Unknown ticket',
        lines: [
          'No ticket or order has this code. Ask for the order confirmation or search by name.',
        ],
        offline,
      };
    case 'forged':
      return {
        tone: 'stop',
        title: 'Forged or changed code',
        lines: ['The code’s signature does not match. Do not let in; call a supervisor.'],
        offline,
      };
  }
}
