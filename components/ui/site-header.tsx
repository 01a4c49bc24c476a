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
      <div className="mx-auto flex h-14 max-w-page items-center gap-4 px-4">
        <Link href="/" className="text-lg font-bold text-brand-700">
          Tickets
        </Link>
        <nav aria-label="Main" className="flex gap-4 text-sm">
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
