// The header on every page: the merchant's logo and name (the home link), main navigation (with "Find my tickets"), and the Staging badge
// when selling on test funds. Its links fetch their pages ahead on the customer's intent, not on sight (intent-link.tsx).
import 'server-only';
import { connection } from 'next/server';
import { BasketLink } from './basket-link';
import { IntentLink } from './intent-link';
import { SELLABLE_KINDS } from '@/lib/sellables/kinds';
import { KIND_PAGES } from '@/lib/sellables/pages';
import { storefrontEnv } from '@/server/env';
import { merchant } from '@/server/merchant';
import { StagingBadge } from './staging-badge';

/** Each kind's listing, in the order of the kinds. */
const NAVIGATION = SELLABLE_KINDS.map((kind) => KIND_PAGES[kind]);

/** The shop's own mark (app/icon.svg) when the merchant sets no logo. */
const BUILT_IN_MARK = '/icon.svg';

export async function SiteHeader() {
  // The environment is read per request, not baked in at build time.
  await connection();
  const staging = storefrontEnv().TICKETING_ENV === 'staging';
  const { name, logoUrl } = merchant();
  return (
    <header className="no-print border-b border-black/10 bg-surface">
      {/* Wraps on a narrow phone rather than scrolling the page sideways: at 320 px the name, the links and the
          badge each take a line of their own if they must. */}
      <div className="mx-auto flex min-h-14 max-w-page flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <IntentLink
          href="/"
          className="flex min-w-0 items-center gap-2 text-lg font-bold text-brand-700"
        >
          {/* The name beside it says what the logo shows: the picture itself is decoration to a screen reader. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a merchant's logo may be on any https host */}
          <img
            src={logoUrl ?? BUILT_IN_MARK}
            alt=""
            width={32}
            height={32}
            className="h-8 w-8 shrink-0 object-contain"
          />
          <span className="min-w-0 break-words">{name}</span>
        </IntentLink>
        <nav aria-label="Main" className="flex min-w-0 flex-wrap gap-x-3 gap-y-1 text-sm">
          {NAVIGATION.map(({ href, navLabel }) => (
            <IntentLink
              key={href}
              href={href}
              className="whitespace-nowrap text-ink-muted hover:text-ink"
            >
              {navLabel}
            </IntentLink>
          ))}
          {/* For the customer who lost the confirmation email: links to their orders, sent again. */}
          <IntentLink
            href="/orders/find"
            className="whitespace-nowrap text-ink-muted hover:text-ink"
          >
            Find my tickets
          </IntentLink>
          {/* Several kinds in one order: a show, the coach there and back, a room for the night. */}
          <BasketLink />
        </nav>
        {staging && <StagingBadge />}
      </div>
    </header>
  );
}
