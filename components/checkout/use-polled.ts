// Binds a Poller (lib/live/poller.ts) to a component: polls while the page is in view, reads again when it opens,
// comes back into view or online with stale data, and stops when the component goes. A new `key` (another screening,
// another departure) starts again from the options given with it.
'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { Poller, type PollerOptions } from '@/lib/live/poller';

export function usePolled<T>(key: string, options: PollerOptions<T>) {
  const [current, setCurrent] = useState(() => ({ key, poller: new Poller(options) }));
  let poller = current.poller;
  if (current.key !== key) {
    // Adjusting state while rendering, as React documents it for state that follows a prop.
    poller = new Poller(options);
    setCurrent({ key, poller });
  }
  const state = useSyncExternalStore(poller.subscribe, poller.getState, poller.getState);

  useEffect(() => {
    const visible = () => document.visibilityState === 'visible';
    const onVisibility = () => (visible() ? poller.wake() : poller.pause());
    const onBack = () => visible() && poller.wake();
    // As the page opens (or another key starts): what the server read may already be stale (a page from the
    // cache, a slow render), so it is read again at once, then polled.
    if (visible()) poller.wake();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onBack);
    window.addEventListener('online', onBack);
    return () => {
      poller.pause();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onBack);
      window.removeEventListener('online', onBack);
    };
  }, [poller]);

  return { data: state.data, failed: state.failed, refreshNow: () => poller.refreshNow() };
}
