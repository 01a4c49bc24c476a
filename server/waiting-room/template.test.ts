// The waiting page's template: each stand-in found in the drawing is replaced by the visitor's figure, in the HTML
// and in the page's data alike, in one pass; a drawing that lacks a stand-in, or a status of another state, is not used.
import { describe, expect, it } from 'vitest';
import { formatClockTime } from '@/lib/box-office/format';
import { turnMinutesLeft, yourTurnHeading } from '@/lib/waiting-room/wording';
import type { PlaceStatus } from './status';
import {
  fillTemplate,
  STAND_IN,
  templateHeaderValue,
  templateOfHeader,
  templateStatus,
} from './template';

const ROOM = {
  roomId: 'event:7c9e6679-7425-40de-944b-e07fc1f90ae7',
  onSaleAt: 1_800_000_000_000,
  turnSeconds: 600,
};

/** A drawing as Next writes one: the figures in the HTML, and the status in the page's data (a string in a script). */
function drawing(status: PlaceStatus, readAt: number): string {
  const data = JSON.stringify(JSON.stringify({ initial: status, readAt }));
  return [
    `<dd>${status.position!.toLocaleString('en-GB')}</dd><dd>${status.ahead!.toLocaleString('en-GB')}</dd>`,
    `<p>${status.ahead!.toLocaleString('en-GB')} people are ahead of you. </p><dd>about 7635 hours 15 minutes</dd>`,
    `<script>self.__next_f.push([1,${data}])</script>`,
  ].join('');
}

/** A turn's drawing: its heading and end in the HTML, its status in the page's data. */
function drawingOfTurn(): string {
  const status = templateStatus('your-turn', ROOM);
  const data = JSON.stringify(JSON.stringify({ initial: status, readAt: STAND_IN.readAt }));
  return `<h2>${yourTurnHeading(turnMinutesLeft(status.turnEndsAt!, STAND_IN.readAt))}</h2><p>before ${formatClockTime(status.turnEndsAt!)}</p><script>self.__next_f.push([1,${data}])</script>`;
}

const waiting = (position: number, etaSeconds: number): PlaceStatus => ({
  ...templateStatus('waiting', ROOM),
  position,
  ahead: position - 1,
  etaSeconds,
});

describe('the waiting page template', () => {
  const template = drawing(templateStatus('waiting', ROOM), STAND_IN.readAt);

  it('puts the visitor’s figures in the HTML and in the page’s data', () => {
    const filled = fillTemplate(template, 'waiting', waiting(1_234, 600), 1_795_000_000_000)!;
    expect(filled).toContain('<dd>1,234</dd><dd>1,233</dd>');
    expect(filled).toContain('<p>1,233 people are ahead of you. </p><dd>about 10 minutes</dd>');
    const data = JSON.parse(JSON.parse(/push\(\[1,(".*")\]\)/.exec(filled)![1]!)) as {
      initial: PlaceStatus;
      readAt: number;
    };
    expect(data).toEqual({ initial: waiting(1_234, 600), readAt: 1_795_000_000_000 });
  });

  it('words one person ahead, and nobody, as the page would', () => {
    expect(fillTemplate(template, 'waiting', waiting(2, 30), 1)).toContain(
      '1 person is ahead of you. </p><dd>less than a minute',
    );
    expect(fillTemplate(template, 'waiting', waiting(1, 30), 1)).toContain(
      'Nobody is ahead of you. </p>',
    );
  });

  it('reads no figure it put in as a stand-in (one pass)', () => {
    // A moment whose digits hold the position's stand-in: replaced once, kept as it is.
    const readAt = Number(`1${STAND_IN.position}0`.slice(0, 13));
    const filled = fillTemplate(template, 'waiting', waiting(5, 60), readAt)!;
    expect(filled).toContain(`\\"readAt\\":${readAt}`);
  });

  it('is not used for another state, or a drawing without every stand-in', () => {
    expect(
      fillTemplate(template, 'waiting', { ...waiting(5, 60), state: 'your-turn' }, 1),
    ).toBeUndefined();
    expect(
      fillTemplate(
        template.replace('about 7635 hours 15 minutes', 'soon'),
        'waiting',
        waiting(5, 60),
        1,
      ),
    ).toBeUndefined();
    expect(
      fillTemplate(template, 'waiting', { ...waiting(5, 60), etaSeconds: null }, 1),
    ).toBeUndefined();
  });

  it('puts the minutes left of a turn and when it ends', () => {
    const turn = drawingOfTurn();
    const turnEndsAt = 1_795_000_000_000 + 9 * 60_000 + 30_000;
    const filled = fillTemplate(
      turn,
      'your-turn',
      { ...templateStatus('your-turn', ROOM), turnEndsAt },
      1_795_000_000_000,
    )!;
    expect(filled).toContain(
      `<h2>It’s your turn — you have 10 minutes</h2><p>before ${formatClockTime(turnEndsAt)}</p>`,
    );
    expect(filled).toContain(`\\"turnEndsAt\\":${turnEndsAt}`);
  });

  it('is asked for by a header that names a known state and reload period, nothing else', () => {
    expect(templateOfHeader(templateHeaderValue({ state: 'waiting', reload: 60 }))).toEqual({
      state: 'waiting',
      reload: 60,
    });
    expect(templateOfHeader(templateHeaderValue({ state: 'sold-out', reload: null }))).toEqual({
      state: 'sold-out',
      reload: null,
    });
    for (const junk of [
      null,
      '',
      'turn;60',
      'waiting',
      'waiting;60;1',
      'waiting;-1',
      'waiting;99999',
      'WAITING;20',
    ])
      expect(templateOfHeader(junk)).toBeUndefined();
  });
});
