'use client';
// A link of the site's header: it fetches its page ahead when the customer shows they may follow it (the pointer
// on it, a finger down on it, keyboard focus), not as soon as it is on the screen. The header is on every page with
// seven links; prefetched on sight, every page view asked the storefront for fourteen renders of pages the customer
// mostly does not open next (two requests a link), on the phone's data and its main thread while the page starts,
// and on the server's CPU on an on-sale day. A page's own links (its cards, its results) keep Next's prefetch on sight.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

export function IntentLink({
  href,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: IntentLinkProps) {
  const router = useRouter();
  // The caller's own handler, then the prefetch: the router keeps what it fetched and asks once per page however often.
  const thenPrefetch =
    <E,>(own?: (event: E) => void) =>
    (event: E) => {
      own?.(event);
      router.prefetch(href);
    };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={thenPrefetch(onMouseEnter)}
      onTouchStart={thenPrefetch(onTouchStart)}
      onFocus={thenPrefetch(onFocus)}
    />
  );
}
