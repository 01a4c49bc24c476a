// The 404 page of an order link that names no order: how to find the order, and whom to ask.
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatPhone } from '@/lib/format/phone';
import { merchant } from '@/server/merchant';

export default function OrderNotFound() {
  const { name, supportEmail, supportPhone } = merchant();
  return (
    <section className="max-w-xl space-y-3 py-10">
      <h1 className="text-3xl font-bold">We can’t find this order</h1>
      <p>The link may be incomplete. Open the link in your confirmation email again, or copy all of it into the address bar.</p>
      <p>
        Still nothing? Contact {name} with your booking reference from the email:{' '}
        <a href={`mailto:${supportEmail}`} className={TEXT_LINK}>
          {supportEmail}
        </a>{' '}
        or{' '}
        <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`} className={`whitespace-nowrap ${TEXT_LINK}`}>
          {formatPhone(supportPhone)}
        </a>
        .
      </p>
      <Link href="/" className={`inline-block ${TEXT_LINK}`}>
        Back to the shop
      </Link>
    </section>
  );
}
