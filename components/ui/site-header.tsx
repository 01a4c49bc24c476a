// The header on every page: home link, main navigation, and the Staging badge when selling on test funds.
import 'server-only';
import Link from 'next/link';
import { connection } from 'next/server';
import { SELLABLE_KINDS } from '@/lib/sellables/kinds';
import { KIND_PAGES } from '@/lib/sellables/pages';
import { storefrontEnv } from '@/server/env';
import { StagingBadge } from './staging-badge';

/** Each kind's listing, in the order of the kinds. */
const NAVIGATION = SELLABLE_KINDS.map((kind) => KIND_PAGES[kind]);

export async function SiteHeader() {
  // The environment is read per request, not baked in at build time.
  await connection();
  const staging = storefrontEnv().TICKETING_ENV === 'staging';
  return (
    <header className="no-print border-b border-black/10 bg-surface">
      {/* Wraps on a narrow phone rather than scrolling the page sideways. */}
      <div className="mx-auto flex min-h-14 max-w-page flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <Link href="/" className="text-lg font-bold text-brand-700">
          Tickets
        </Link>
        <nav aria-label="Main" className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {NAVIGATION.map(({ href, navLabel }) => (
            <Link key={href} href={href} className="text-ink-muted hover:text-ink">
              {navLabel}
            </Link>
          ))}
        </nav>
        {staging && <StagingBadge />}
      </div>
    </header>
  );
}
