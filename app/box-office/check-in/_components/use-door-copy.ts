// The device's copy of the chosen list and its queue of offline check-ins: read from IndexedDB at once, the list
// fetched again whenever the network allows, and queued check-ins sent when the network returns (the browser's
// online event, and a retry every little while for networks that come back without one).
'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchBundle, sendSync, type GateCounts, type ListBundle } from '@/lib/check-in/door-api';
import { SYNC_BATCH } from '@/lib/check-in/requests';
import { settle, type QueuedScan, type SyncProblem } from '@/lib/check-in/offline-queue';
import {
  dismissProblem,
  enqueue,
  loadBundle,
  queuedScans,
  saveBundle,
  settleScans,
  syncProblems,
} from '@/lib/check-in/offline-store';

const RETRY_MS = 15_000;
const BUNDLE_REFRESH_MS = 60_000;

export interface DoorCopy {
  bundle: ListBundle | null;
  /** When the copy was fetched, or null while none is on the device. */
  savedAt: number | null;
  bundleFailed: boolean;
  queue: QueuedScan[];
  problems: SyncProblem[];
  online: boolean;
  queueScan: (scan: QueuedScan) => Promise<void>;
  /** Adds a check-in the server recorded to the device's copy, so an offline scan right after knows it. */
  noteRecorded: (checkIn: ListBundle['checkIns'][number]) => void;
  dismiss: (id: string) => Promise<void>;
}

function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export function useDoorCopy(
  listKey: string,
  deviceId: string,
  onCounts: (counts: GateCounts) => void,
): DoorCopy {
  const online = useOnline();
  const [stored, setStored] = useState<{ bundle: ListBundle; savedAt: number } | null>(null);
  const [bundleFailed, setBundleFailed] = useState(false);
  const [queue, setQueue] = useState<QueuedScan[]>([]);
  const [problems, setProblems] = useState<SyncProblem[]>([]);
  const syncing = useRef(false);

  const reloadQueue = useCallback(async () => {
    const [scans, found] = await Promise.all([queuedScans(), syncProblems()]);
    setQueue(scans);
    setProblems(found);
    return scans;
  }, []);

  // The stored copy first (it works offline), then a fresh one.
  useEffect(() => {
    if (!listKey) return;
    let current = true;
    const refresh = async () => {
      try {
        const bundle = await fetchBundle(listKey);
        const savedAt = Date.now();
        await saveBundle(bundle, savedAt);
        if (current) {
          setStored({ bundle, savedAt });
          setBundleFailed(false);
        }
      } catch {
        if (current) setBundleFailed(true);
      }
    };
    void loadBundle(listKey).then((copy) => {
      if (current) setStored(copy ?? null);
      return refresh();
    });
    const timer = setInterval(() => void (navigator.onLine && refresh()), BUNDLE_REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [listKey]);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      const scans = (await queuedScans()).slice(0, SYNC_BATCH);
      if (scans.length === 0 || !navigator.onLine) return;
      const reply = await sendSync(
        deviceId,
        scans.map(({ id, ticketId, listKey: key, gate, direction, scannedAt }) => ({
          id,
          ticketId,
          listKey: key,
          gate,
          direction,
          scannedAt,
        })),
      );
      const { sentIds, problems: found } = settle(scans, reply.results);
      await settleScans(sentIds, found);
      if (reply.counts) onCounts(reply.counts);
    } catch {
      // Still offline, or the server is away: the queue stays and the next retry sends it.
    } finally {
      syncing.current = false;
      await reloadQueue();
    }
  }, [deviceId, onCounts, reloadQueue]);

  useEffect(() => {
    // Sending (or finding nothing to send) reads the queue and its problems too.
    void sync();
    const timer = setInterval(() => void sync(), RETRY_MS);
    window.addEventListener('online', sync);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', sync);
    };
  }, [reloadQueue, sync]);

  const queueScan = useCallback(
    async (scan: QueuedScan) => {
      await enqueue(scan);
      await reloadQueue();
    },
    [reloadQueue],
  );

  const noteRecorded = useCallback(
    (checkIn: ListBundle['checkIns'][number]) => {
      if (!stored) return;
      const next = {
        ...stored,
        bundle: { ...stored.bundle, checkIns: [...stored.bundle.checkIns, checkIn] },
      };
      setStored(next);
      // Kept on the device too: the page reopened offline still knows who is in.
      void saveBundle(next.bundle, next.savedAt);
    },
    [stored],
  );

  const dismiss = useCallback(
    async (id: string) => {
      await dismissProblem(id);
      await reloadQueue();
    },
    [reloadQueue],
  );

  const bundle = stored && stored.bundle.list.key === listKey ? stored.bundle : null;
  return {
    bundle,
    savedAt: bundle ? (stored?.savedAt ?? null) : null,
    bundleFailed,
    queue,
    problems,
    online,
    queueScan,
    noteRecorded,
    dismiss,
  };
}
