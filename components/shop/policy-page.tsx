// A policy page: its title, the merchant's text for it, and where to ask.
import 'server-only';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import type { PolicyPage as PolicyPageName } from '@/lib/shop/default-policies';
import { merchant } from '@/server/merchant';
import { policyBlocks } from '@/server/shop/policies';
import { EmailLink } from './contact-links';
import { PolicyBody } from './policy-body';

export async function PolicyPage({
  page,
  title,
  lead,
  children,
}: {
  page: PolicyPageName;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  // The merchant's settings and files are read per request, not baked in at build time.
  await connection();
  const blocks = await policyBlocks(page);
  return (
    // Long addresses and emails wrap rather than widen a narrow phone's page.
    <article className="space-y-6 [overflow-wrap:anywhere]">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        {lead}
      </header>
      {children}
      <PolicyBody blocks={blocks} />
      <p className="max-w-prose text-sm text-ink-muted">
        Questions? Write to <EmailLink email={merchant().supportEmail} />.
      </p>
    </article>
  );
}
