// "Find my tickets": the customer who lost the confirmation email asks for links to their orders, by email or phone.
import type { Metadata } from 'next';
import { FindForm } from '@/components/orders/find-form';
import { EmailLink, PhoneLink } from '@/components/shop/contact-links';
import { merchant } from '@/server/merchant';

export const metadata: Metadata = {
  title: 'Find my tickets',
  description: 'Lost your confirmation email? Get links to your orders again by email.',
};

export default function FindTicketsPage() {
  const { name, supportEmail, supportPhone } = merchant();
  return (
    <section aria-labelledby="find-heading" className="max-w-xl space-y-4">
      <h1 id="find-heading" className="text-3xl font-bold">
        Find my tickets
      </h1>
      <p>
        Lost your confirmation email, or closed the page? Enter the email address or phone number
        you bought with. We will email links to your orders of the last 12 months to the address
        used to buy. Each link opens your order, with its QR codes, for 7 days.
      </p>
      <FindForm />
      <p className="text-sm text-ink-muted">
        Nothing arrived? Look in your spam folder, or contact {name}:{' '}
        <EmailLink email={supportEmail} /> or <PhoneLink phone={supportPhone} />.
      </p>
    </section>
  );
}
