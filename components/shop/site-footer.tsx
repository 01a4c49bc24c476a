// The footer of every customer page: who sells (name, address), how to reach support, and the shop's policies.
// Not inside an embed's frame (the host page is the customer's page there), nor in the box office.
import 'server-only';
import Link from 'next/link';
import { connection } from 'next/server';
import { EmailLink, PhoneLink } from '@/components/shop/contact-links';
import { embedParent } from '@/server/embed/embed-parent';
import { merchant } from '@/server/merchant';

const POLICY_LINKS = [
  { href: '/contact', label: 'Contact & support' },
  { href: '/refunds', label: 'Refunds & cancellations' },
  { href: '/terms', label: 'Terms' },
  { href: '/privacy', label: 'Privacy' },
] as const;

const FOOTER_LINK =
  'underline decoration-black/30 underline-offset-2 hover:text-ink hover:decoration-current';

export async function SiteFooter() {
  await connection();
  if (await embedParent()) return null;
  const { name, address, supportEmail, supportPhone } = merchant();
  return (
    <footer className="no-print render-when-near-64 mt-8 border-t border-black/10 bg-surface text-sm text-ink-muted">
      <div className="mx-auto grid max-w-page gap-4 px-4 py-6 sm:grid-cols-2">
        <div className="space-y-1">
          <p className="font-semibold text-ink">{name}</p>
          <address className="not-italic">{address}</address>
          <p>
            <EmailLink email={supportEmail} className={FOOTER_LINK} />
          </p>
          <p>
            <PhoneLink phone={supportPhone} className={FOOTER_LINK} />
          </p>
        </div>
        <nav aria-label="Shop information">
          <ul className="space-y-1 sm:text-right">
            {POLICY_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className={FOOTER_LINK}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
