// How long calls wait: reads less than writes, and reads only probe for a while after a call went unanswered.
import { describe, expect, it } from 'vitest';
import { DOWN_MS, PROBE_MS, ServiceWatch } from './patience';

const settings = { fullMs: 8_000, readMs: 2_500 };

describe('ServiceWatch', () => {
  it('gives a read the read timeout and a call that matters the full one', () => {
    const watch = new ServiceWatch();
    expect(watch.timeoutFor('read', settings, 0)).toBe(2_500);
    expect(watch.timeoutFor('full', settings, 0)).toBe(8_000);
  });

  it('never lets a read wait longer than a call that matters', () => {
    expect(new ServiceWatch().timeoutFor('read', { fullMs: 1_000, readMs: 2_500 }, 0)).toBe(1_000);
  });

  it('after an unanswered call, reads only probe until the down time has passed; full calls still wait in full', () => {
    const watch = new ServiceWatch();
    watch.unanswered(1_000);
    expect(watch.isDown(1_000)).toBe(true);
    expect(watch.timeoutFor('read', settings, 1_000)).toBe(PROBE_MS);
    expect(watch.timeoutFor('read', settings, 1_000 + DOWN_MS - 1)).toBe(PROBE_MS);
    expect(watch.timeoutFor('full', settings, 1_000)).toBe(8_000);
    expect(watch.timeoutFor('read', settings, 1_000 + DOWN_MS)).toBe(2_500);
    expect(watch.isDown(1_000 + DOWN_MS)).toBe(false);
  });

  it('an answer ends the down time at once, and a probe that times out again prolongs it', () => {
    const watch = new ServiceWatch();
    watch.unanswered(0);
    watch.answered();
    expect(watch.timeoutFor('read', settings, 1)).toBe(2_500);
    watch.unanswered(0);
    watch.unanswered(DOWN_MS - 1);
    expect(watch.isDown(DOWN_MS + 1)).toBe(true);
  });

  it('probes no longer than the read timeout itself', () => {
    const watch = new ServiceWatch();
    watch.unanswered(0);
    expect(watch.timeoutFor('read', { fullMs: 8_000, readMs: 200 }, 1)).toBe(200);
  });
});
