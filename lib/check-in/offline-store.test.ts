// Tests of what signing out leaves of the door's offline copy on a shared device: no list, no problem (both carry
// holders' names) and no cached page (it carries the staff member's name), but the check-ins still to be sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDoorCopy } from './offline-store';

const cleared: string[] = [];
vi.mock('idb', () => ({
  openDB: async () => ({ clear: async (store: string) => void cleared.push(store) }),
}));

const deleted: string[] = [];
beforeEach(() => {
  cleared.length = 0;
  deleted.length = 0;
  vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
});
afterEach(() => vi.unstubAllGlobals());

describe('forgetDoorCopy', () => {
  it('clears the lists, the sync problems and the cached page, and keeps the queued check-ins', async () => {
    await forgetDoorCopy();
    expect(cleared.sort()).toEqual(['bundles', 'problems']);
    expect(deleted).toEqual(['check-in-v1']);
  });

  it('does nothing where the browser keeps no such copy', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(forgetDoorCopy()).resolves.toBeUndefined();
  });
});
