// The door device's own copy, in IndexedDB: each chosen list's bundle (tickets, check-ins, public key), the
// check-ins made while offline waiting to be sent, and what the server answered about them (conflicts).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { PAGE_CACHE } from './offline-page';
import type { ListBundle, QueuedScan, SyncProblem } from './offline-queue';

interface CheckInDb extends DBSchema {
  bundles: { key: string; value: { savedAt: number; bundle: ListBundle } };
  queue: { key: string; value: QueuedScan; indexes: { byList: string } };
  problems: { key: string; value: SyncProblem };
}

let opening: Promise<IDBPDatabase<CheckInDb>> | null = null;

function database(): Promise<IDBPDatabase<CheckInDb>> {
  opening ??= openDB<CheckInDb>('box-office-check-in', 1, {
    upgrade(db) {
      db.createObjectStore('bundles');
      db.createObjectStore('queue', { keyPath: 'id' }).createIndex('byList', 'listKey');
      db.createObjectStore('problems', { keyPath: 'id' });
    },
  });
  return opening;
}

export async function saveBundle(bundle: ListBundle, savedAt = Date.now()): Promise<void> {
  await (await database()).put('bundles', { savedAt, bundle }, bundle.list.key);
}

export async function loadBundle(
  listKey: string,
): Promise<{ savedAt: number; bundle: ListBundle } | undefined> {
  return (await database()).get('bundles', listKey);
}

export async function enqueue(scan: QueuedScan): Promise<void> {
  await (await database()).put('queue', scan);
}

export async function queuedScans(): Promise<QueuedScan[]> {
  return (await database()).getAll('queue');
}

/** Takes sent scans off the queue and keeps what the server refused or found in conflict, in one transaction. */
export async function settleScans(
  sentIds: readonly string[],
  problems: readonly SyncProblem[],
): Promise<void> {
  const tx = (await database()).transaction(['queue', 'problems'], 'readwrite');
  await Promise.all([
    ...sentIds.map((id) => tx.objectStore('queue').delete(id)),
    ...problems.map((problem) => tx.objectStore('problems').put(problem)),
    tx.done,
  ]);
}

export async function syncProblems(): Promise<SyncProblem[]> {
  return (await database()).getAll('problems');
}

export async function dismissProblem(id: string): Promise<void> {
  await (await database()).delete('problems', id);
}

/**
 * At sign-out, what the next person at this device must not see: the lists and the sync problems (holders' names)
 * and the kept page (the staff member's name). The queued check-ins stay: they name tickets only, and are still to
 * be sent. Best effort: a browser without IndexedDB or the Cache API keeps nothing to forget.
 */
export async function forgetDoorCopy(): Promise<void> {
  const lists = async () => {
    const db = await database();
    await Promise.all([db.clear('bundles'), db.clear('problems')]);
  };
  await Promise.all([
    lists().catch(() => undefined),
    typeof caches === 'undefined' ? undefined : caches.delete(PAGE_CACHE).catch(() => undefined),
  ]);
}
