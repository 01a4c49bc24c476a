// Keeps the page's figures live: the server's page is drawn again every few seconds while the tab is in view (the
// fields a supervisor is typing in keep their text). Without scripts, the page's Refresh link does it.
'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

export function LiveRefresh({ everyMs }: { everyMs: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
