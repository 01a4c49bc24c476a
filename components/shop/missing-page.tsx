// What a 404 says, for each kind of address: what may have happened, and where to go instead.
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatPhone } from '@/lib/format/phone';
import type { MissingPageKind } from '@/lib/shop/missing-page';
import { merchant } from '@/server/merchant';

const WORDS: Record<
  Exclude<MissingPageKind, 'order'>,
  { heading: string; hint: string; href: string; link: string }
> = {
  event: {
    heading: 'We couldn’t find that event',
    hint: 'It may have ended, or the link may be wrong.',
    href: '/events',
    link: 'Browse all events',
  },
  film: {
    heading: 'We couldn’t find that film',
    hint: 'It may have finished its run, or the link may be wrong.',
    href: '/cinema',
    link: 'See what’s showing',
  },
  trip: {
    heading: 'We couldn’t find that trip',
    hint: 'It may have left or been withdrawn, or the link may be wrong.',
    href: '/bus',
    link: 'Search for a trip',
  },
  hotel: {
    heading: 'We couldn’t find that hotel',
    hint: 'It may no longer take bookings here, or the link may be wrong.',
    href: '/hotels',
    link: 'See all hotels',
  },
  page: {
    heading: 'We couldn’t find that page',
    hint: 'The event may have ended or the link may be wrong.',
    href: '/events',
    link: 'Browse all events',
  },
};

/** An order link that names no order: how to find the order, and whom to ask. */
function OrderMissing() {
  const { name, supportEmail, supportPhone } = merchant();
  return (
    <section className="max-w-xl space-y-3 py-10">
      <h1 className="text-3xl font-bold">We can’t find this order</h1>
      <p>
        The link may be incomplete. Open the link in your confirmation email again, or copy all of
        it into the address bar.
      </p>
      <p>
        Still nothing? Contact {name} with your booking reference from the email:{' '}
        <a href={`mailto:${supportEmail}`} className={TEXT_LINK}>
          {supportEmail}
        </a>{' '}
        or{' '}
        <a
          href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}
          className={`whitespace-nowrap ${TEXT_LINK}`}
        >
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

export function MissingPage({ kind }: { kind: MissingPageKind }) {
  if (kind === 'order') return <OrderMissing />;
  const words = WORDS[kind];
  return (
    <section className="space-y-3 py-10">
      <h1 className="text-3xl font-bold">{words.heading}</h1>
      <p className="text-ink-muted">{words.hint}</p>
      <Link href={words.href} className={`inline-block ${TEXT_LINK}`}>
        {words.link}
      </Link>
    </section>
  );
}
