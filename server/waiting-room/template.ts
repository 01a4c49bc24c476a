// The waiting page as a template: drawn by Next once per room, state and reload period with stand-in figures no real
// queue has (position 7,919,533, …), then given to each visitor with their own figures put in the stand-ins' places,
// in the HTML and in the page's data alike. A rush of visitors reloading their places costs a few reads each, not a
// render each (server/waiting-room/front.ts). Every stand-in must be found in the drawing, or the template is not used.
import { formatClockTime } from '@/lib/box-office/format';
import {
  formatAhead,
  formatWait,
  turnMinutesLeft,
  yourTurnHeading,
} from '@/lib/waiting-room/wording';
import type { PlaceState } from '@/lib/waiting-room/place-status';
import type { PlaceStatus } from './status';

/** The request header, on the storefront's own renders only (proxy.ts drops it from any other), that asks for a template. */
export const TEMPLATE_HEADER = 'x-waiting-room-template';

/** The states drawn from a template: every state a place can be in. */
export const TEMPLATE_STATES = [
  'waiting',
  'before-sale',
  'your-turn',
  'turn-over',
  'sold-out',
  'closed',
  'not-joined',
] as const satisfies readonly PlaceState[];
export type TemplateState = (typeof TEMPLATE_STATES)[number];

/** The stand-ins: figures no queue reaches, each written nowhere else on the page. */
export const STAND_IN = {
  position: 7_919_533,
  ahead: 7_919_532,
  etaSeconds: 27_487_000,
  readAt: 4_102_444_800_123,
  /** 7,777 minutes after `readAt`: "you have 7777 minutes … before 10:37 am". */
  turnEndsAt: 4_102_444_800_123 + 7_777 * 60_000,
} as const;

export interface TemplateRequest {
  state: TemplateState;
  /** The page's reload period without scripts (seconds), or null for none. */
  reload: number | null;
}

export const templateHeaderValue = ({ state, reload }: TemplateRequest): string =>
  `${state};${reload ?? ''}`;

/** The template a header value asks for; undefined for anything else. */
export function templateOfHeader(value: string | null): TemplateRequest | undefined {
  const match = /^([a-z-]+);(\d{1,4})?$/.exec(value ?? '');
  const state = TEMPLATE_STATES.find((known) => known === match?.[1]);
  if (!match || !state) return undefined;
  return { state, reload: match[2] === undefined ? null : Number(match[2]) };
}

/** The status a template is drawn with: the room's own facts, the stand-ins for the visitor's. */
export function templateStatus(
  state: TemplateState,
  room: Pick<PlaceStatus, 'roomId' | 'onSaleAt' | 'turnSeconds'>,
): PlaceStatus {
  const waiting = state === 'waiting';
  return {
    state,
    roomId: room.roomId,
    onSaleAt: room.onSaleAt,
    turnSeconds: room.turnSeconds,
    turnEndsAt: state === 'your-turn' ? STAND_IN.turnEndsAt : null,
    position: waiting ? STAND_IN.position : null,
    ahead: waiting ? STAND_IN.ahead : null,
    etaSeconds: waiting || state === 'before-sale' ? STAND_IN.etaSeconds : null,
  };
}

const grouped = (n: number) => n.toLocaleString('en-GB');

/** Each stand-in as the page writes it, paired with the visitor's own; longest first (a sentence holds a figure). */
function replacements(
  state: TemplateState,
  status: PlaceStatus,
  readAt: number,
): [string, string][] | undefined {
  const pairs: [string, string][] = [[String(STAND_IN.readAt), String(readAt)]];
  if (state === 'waiting' || state === 'before-sale') {
    const wait = formatWait(status.etaSeconds);
    if (wait === null || status.etaSeconds === null) return undefined;
    pairs.unshift([formatWait(STAND_IN.etaSeconds)!, wait]);
    pairs.push([String(STAND_IN.etaSeconds), String(status.etaSeconds)]);
  }
  if (state === 'your-turn') {
    if (status.turnEndsAt === null) return undefined;
    const heading = (turnEndsAt: number, now: number) =>
      yourTurnHeading(turnMinutesLeft(turnEndsAt, now));
    pairs.unshift(
      [heading(STAND_IN.turnEndsAt, STAND_IN.readAt), heading(status.turnEndsAt, readAt)],
      [formatClockTime(STAND_IN.turnEndsAt), formatClockTime(status.turnEndsAt)],
    );
    pairs.push([String(STAND_IN.turnEndsAt), String(status.turnEndsAt)]);
  }
  if (state === 'waiting') {
    if (status.position === null || status.ahead === null) return undefined;
    pairs.unshift([formatAhead(STAND_IN.ahead), formatAhead(status.ahead)]);
    pairs.push(
      [grouped(STAND_IN.position), grouped(status.position)],
      [grouped(STAND_IN.ahead), grouped(status.ahead)],
      [String(STAND_IN.position), String(status.position)],
      [String(STAND_IN.ahead), String(status.ahead)],
    );
  }
  return pairs;
}

/** What is put in: digits, words, spaces, commas, colons, ’ and —, which mean the same in HTML, in JSON and in a script's string. */
const PLAIN = /^[\w ,:’—]*$/;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page drawn from the template for this status (whose state the template was drawn for) read at `readAt`;
 * undefined when the template lacks a stand-in, or a figure is not plain. One pass, so no figure put in is read
 * again as a stand-in.
 */
export function fillTemplate(
  html: string,
  state: TemplateState,
  status: PlaceStatus,
  readAt: number,
): string | undefined {
  if (status.state !== state) return undefined;
  const pairs = replacements(state, status, readAt);
  if (!pairs || !pairs.every(([, own]) => PLAIN.test(own))) return undefined;
  const own = new Map(pairs);
  const found = new Set<string>();
  const filled = html.replace(
    new RegExp([...own.keys()].map(escaped).join('|'), 'g'),
    (standIn) => {
      found.add(standIn);
      return own.get(standIn)!;
    },
  );
  return found.size === own.size ? filled : undefined;
}
