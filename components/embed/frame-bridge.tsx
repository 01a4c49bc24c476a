// Inside an embed's frame: tells the host page (and only the origin it was opened for) how tall the content is,
// whenever that changes, and where each new step begins (a page after the first, an error) so that the host brings
// it into view: on a phone the frame shrinks after Reserve while the host page keeps its scroll.
'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { EMBED_MESSAGE } from '@/lib/embed/messages';

/** The page a host loads first: the customer is reading the host page there, nothing to bring into view. */
const isFirstEmbedPage = (pathname: string) => pathname.startsWith('/embed/');

/** Where an element starts, below the top of the frame's document. */
const offsetOf = (element: Element) =>
  Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY));

export function FrameBridge({ parentOrigin }: { parentOrigin: string }) {
  const pathname = usePathname();
  const loaded = useRef(false);

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

  // Each page after the first (reserve, payment's return, the order, back to the tickets) starts at the frame's top.
  useEffect(() => {
    if (window.parent === window) return;
    const first = !loaded.current;
    loaded.current = true;
    if (first && isFirstEmbedPage(pathname)) return;
    // Posted at once: a frame scrolled out of the host's view gets no animation frames (browsers throttle it), and
    // the frame's top is where it is whatever its height.
    window.parent.postMessage({ type: EMBED_MESSAGE.show, offset: 0 }, parentOrigin);
  }, [pathname, parentOrigin]);

  // A problem that appears (an alert) is shown where it is; one already there when the page came is the page's.
  useEffect(() => {
    if (window.parent === window) return;
    const seen = new WeakMap<Element, string>();
    const alerts = () =>
      [...document.querySelectorAll('[role="alert"]')].map((element) => ({
        element,
        text: element.textContent?.trim() ?? '',
      }));
    for (const { element, text } of alerts()) seen.set(element, text);
    const observer = new MutationObserver(() => {
      const fresh = alerts().find(({ element, text }) => text !== '' && seen.get(element) !== text);
      for (const { element, text } of alerts()) seen.set(element, text);
      if (fresh)
        window.parent.postMessage(
          { type: EMBED_MESSAGE.show, offset: offsetOf(fresh.element) },
          parentOrigin,
        );
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname, parentOrigin]);
  return null;
}
