// Where a link from "Find my tickets" lands: a valid link opens its order page; an expired or altered one says so
// and offers to send a new one. The link carries the order sealed (server/orders/order-link.ts).
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { FindForm } from '@/components/orders/find-form';
import { storefrontEnv } from '@/server/env';
import { readOrderLink, type OrderLinkReading } from '@/server/orders/order-link';

export const metadata: Metadata = { title: 'Your order', robots: { index: false } };

const ANSWERS = {
  expired: {
    title: 'This link has expired',
    text: 'Links to orders work for a limited time, to keep your tickets safe. Enter the email address or phone number you bought with, and we will email you a new link.',
  },
  invalid: {
    title: 'This link does not work',
    text: 'It may have been cut short or changed. Open it again from your email, copying all of it, or ask for a new link: enter the email address or phone number you bought with.',
  },
} as const;

/** What the link's token opens now. */
async function reading(token: string | string[] | undefined): Promise<OrderLinkReading> {
  return typeof token === 'string'
    ? readOrderLink(token, storefrontEnv().SESSION_SECRET, Date.now())
    : { state: 'invalid' };
}

export default async function OpenOrderLink({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { t } = await searchParams;
  const link = await reading(t);
  if (link.state === 'valid') redirect(`/orders/${link.reference}`);
  const answer = ANSWERS[link.state];
  return (
    <section aria-labelledby="link-heading" className="max-w-xl space-y-4">
      <h1 id="link-heading" className="text-3xl font-bold">
        {answer.title}
      </h1>
      <p>{answer.text}</p>
      <FindForm />
    </section>
  );
}
