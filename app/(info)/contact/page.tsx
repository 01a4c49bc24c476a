// Contact and support: the merchant's email, phone and address, the opening hours, what to include, and the
// customer's last order.
import type { Metadata } from 'next';
import Link from 'next/link';
import { EmailLink, PhoneLink } from '@/components/shop/contact-links';
import { PolicyPage } from '@/components/shop/policy-page';
import { DefinitionRows } from '@/components/ui/definition-rows';
import { TEXT_LINK } from '@/components/ui/styles';
import { merchant } from '@/server/merchant';
import { getCheckoutSession } from '@/server/session/checkout-session';

export function generateMetadata(): Metadata {
  return {
    title: 'Contact & support',
    description: `Email, phone and address of ${merchant().name}, and how to get help with an order.`,
  };
}

export default async function ContactPage() {
  const { name, address, supportEmail, supportPhone } = merchant();
  const { lastOrder } = await getCheckoutSession();
  return (
    <PolicyPage
      page="contact"
      title="Contact & support"
      lead={
        <p className="max-w-prose text-ink-muted">
          Questions about an order, a refund or your tickets: {name} is here to help.
        </p>
      }
    >
      <DefinitionRows
        className="max-w-prose"
        rows={[
          ['Email', <EmailLink key="email" email={supportEmail} />],
          ['Phone', <PhoneLink key="phone" phone={supportPhone} />],
          [
            'Address',
            <address key="address" className="not-italic">
              {address}
            </address>,
          ],
        ]}
      />
      <p className="max-w-prose">
        {lastOrder ? (
          <Link href={`/orders/${lastOrder}`} className={TEXT_LINK}>
            See your last order
          </Link>
        ) : (
          <>Your order number is in your confirmation email, with the link to your order page.</>
        )}
      </p>
    </PolicyPage>
  );
}
