// Tests of how often the waiting page asks for its place's status, with scripts and without.
import { describe, expect, it } from 'vitest';
import { pollDelayMs, reloadSeconds, WAITING_POLL_MS } from './place-status';

describe('pollDelayMs and reloadSeconds', () => {
  it('asks often while waiting, at the start of the sale before it, and never once the wait has ended', () => {
    expect(pollDelayMs({ state: 'waiting', onSaleAt: 0, position: 1 }, 1000)).toBe(WAITING_POLL_MS);
    expect(pollDelayMs({ state: 'waiting', onSaleAt: 0, position: 100 }, 1000)).toBe(
      WAITING_POLL_MS,
    );
    expect(pollDelayMs({ state: 'waiting', onSaleAt: 0, position: 101 }, 1000)).toBe(15_000);
    expect(pollDelayMs({ state: 'waiting', onSaleAt: 0, position: 2_500 }, 1000)).toBe(30_000);
    expect(pollDelayMs({ state: 'waiting', onSaleAt: 0, position: null }, 1000)).toBe(
      WAITING_POLL_MS,
    );
    expect(pollDelayMs({ state: 'before-sale', onSaleAt: 10_000, position: null }, 5_000)).toBe(
      5_000,
    );
    expect(pollDelayMs({ state: 'before-sale', onSaleAt: 3_600_000, position: null }, 0)).toBe(
      15_000,
    );
    expect(pollDelayMs({ state: 'before-sale', onSaleAt: 1_000, position: null }, 5_000)).toBe(
      1_000,
    );
    for (const state of ['sold-out', 'closed', 'turn-over', 'not-joined'] as const) {
      expect(pollDelayMs({ state, onSaleAt: null, position: null }, 0)).toBe(false);
      expect(reloadSeconds({ state, position: null })).toBeNull();
    }
    expect(reloadSeconds({ state: 'waiting', position: 1 })).toBe(5);
    expect(reloadSeconds({ state: 'waiting', position: 11 })).toBe(10);
    expect(reloadSeconds({ state: 'waiting', position: 51 })).toBe(20);
    expect(reloadSeconds({ state: 'before-sale', position: null })).toBe(20);
    expect(reloadSeconds({ state: 'your-turn', position: null })).toBe(60);
  });

  it('reloads less often the further back a place stands, so a long queue does not redraw the page hundreds of times a second', () => {
    expect(reloadSeconds({ state: 'waiting', position: 100 })).toBe(20);
    expect(reloadSeconds({ state: 'waiting', position: 101 })).toBe(60);
    expect(reloadSeconds({ state: 'waiting', position: 1_000 })).toBe(60);
    expect(reloadSeconds({ state: 'waiting', position: 1_001 })).toBe(120);
    expect(reloadSeconds({ state: 'waiting', position: 50_000 })).toBe(120);
  });

  it('reloads every 5 or 10 seconds when the turn is expected within the minute, so a turn is not left unseen', () => {
    expect(reloadSeconds({ state: 'waiting', position: 3, etaSeconds: 20 })).toBe(5);
    expect(reloadSeconds({ state: 'waiting', position: 70, etaSeconds: 45 })).toBe(10);
    expect(reloadSeconds({ state: 'waiting', position: 70, etaSeconds: 61 })).toBe(20);
    expect(reloadSeconds({ state: 'waiting', position: 500, etaSeconds: 50 })).toBe(10);
    expect(reloadSeconds({ state: 'waiting', position: 60, etaSeconds: null })).toBe(20);
  });
});
