// Counts down to a hold's expiry on the browser's clock, corrected by its offset from the service's.
'use client';

import { useEffect, useState } from 'react';
import { announcementBetween, clockOffsetMs, remainingMs } from '@/lib/checkout/countdown';

const TICK_MS = 250;

/** `initialMs` is what the server computed at render time; the browser's clock may disagree with both. */
export function useCountdown(expiresAt: string, initialMs: number, task?: string) {
  const [left, setLeft] = useState(initialMs);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const offset = clockOffsetMs(expiresAt, initialMs, Date.now());
    let previousSeconds = Math.ceil(initialMs / 1000);
    const tick = () => {
      const ms = remainingMs(expiresAt, offset, Date.now());
      const seconds = Math.ceil(ms / 1000);
      const due = announcementBetween(previousSeconds, seconds, task);
      previousSeconds = seconds;
      setLeft(ms);
      if (due) setAnnouncement(due);
      if (ms <= 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [expiresAt, initialMs, task]);

  return { left, expired: left <= 0, announcement };
}
