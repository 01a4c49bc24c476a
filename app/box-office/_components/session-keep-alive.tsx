// Keeps the staff session open while someone uses the box office, and goes to sign-in once the session has ended.
'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { signInPath } from '@/lib/box-office/next-path';

// Often enough that a session is never left with less than most of its idle time, rare enough to cost nothing.
const RENEW_EVERY_MS = 2 * 60 * 1000;

export function SessionKeepAlive() {
  const pathname = usePathname();
  useEffect(() => {
    let last = Date.now();
    const renew = () => {
      if (Date.now() - last < RENEW_EVERY_MS) return;
      last = Date.now();
      void fetch('/box-office/session', { method: 'POST', cache: 'no-store' })
        .then((reply) => {
          if (reply.status === 401)
            window.location.assign(
              signInPath(`${window.location.pathname}${window.location.search}`),
            );
        })
        // Offline for a moment: the next activity tries again.
        .catch(() => undefined);
    };
    const events = ['keydown', 'pointerdown'] as const;
    events.forEach((name) => window.addEventListener(name, renew, { passive: true }));
    return () => events.forEach((name) => window.removeEventListener(name, renew));
  }, [pathname]);
  return null;
}
