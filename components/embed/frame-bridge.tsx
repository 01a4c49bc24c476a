// Inside an embed's frame: tells the host page (and only the origin it was opened for) how tall the content is, whenever that changes.
'use client';

import { useEffect } from 'react';
import { EMBED_MESSAGE } from '@/lib/embed/messages';

export function FrameBridge({ parentOrigin }: { parentOrigin: string }) {
  useEffect(() => {
    if (window.parent === window) return;
    // Lets the page size to its content (globals.css): the frame's height is what the host makes of our messages.
    document.documentElement.dataset.embedded = '';
    let last = -1;
    const post = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: EMBED_MESSAGE.height, height }, parentOrigin);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== parentOrigin || event.source !== window.parent) return;
      if ((event.data as { type?: unknown } | null)?.type === EMBED_MESSAGE.measure) {
        last = -1;
        post();
      }
    };
    const observer = new ResizeObserver(post);
    observer.observe(document.documentElement);
    window.addEventListener('message', onMessage);
    post();
    return () => {
      observer.disconnect();
      window.removeEventListener('message', onMessage);
    };
  }, [parentOrigin]);
  return null;
}
