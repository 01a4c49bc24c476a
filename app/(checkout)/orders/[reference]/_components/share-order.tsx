// The order by email and by WhatsApp: the confirmation email again, the page's link passed on, where to find
// orders later; then the refund terms of the order's kind and the merchant's contact.
import Link from 'next/link';
import { ResendForm } from '@/components/orders/resend-form';
import { PhoneLink } from '@/components/shop/contact-links';
import { BUTTON, TEXT_LINK } from '@/components/ui/styles';
import { TitledSection } from '@/components/ui/titled-section';
import type { Merchant } from '@/server/merchant';

/** A link that opens WhatsApp (app or web) with the message typed in, for the customer to choose whom to send it. */
export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

export function ShareOrder({
  reference,
  title,
  orderUrl,
  itemsWord,
}: {
  reference: string;
  title: string;
  orderUrl: string;
  itemsWord: string;
}) {
  return (
    <TitledSection id="share" title="Email or share this order" className="no-print">
      <p>Your confirmation email has this page’s link. Didn’t get it, or deleted it?</p>
      <ResendForm reference={reference} />
      <div className="flex flex-wrap items-center gap-4 pt-2">
        <a
          href={whatsAppShareUrl(`${title}: ${orderUrl}`)}
          target="_blank"
          rel="noopener noreferrer"
          className={`inline-block px-4 py-3 ${BUTTON.secondary}`}
        >
          Share on WhatsApp
        </a>
        <Link href="/orders/find" className={TEXT_LINK}>
          Find your orders later
        </Link>
      </div>
      <p className="text-sm text-ink-muted">
        Whoever has this page’s link can open your {itemsWord}: share it only with the people going.
      </p>
    </TitledSection>
  );
}

export function OrderHelp({
  refundLines,
  merchant,
}: {
  refundLines: string[];
  merchant: Pick<Merchant, 'supportEmail' | 'supportPhone'>;
}) {
  return (
    <TitledSection id="help" title="Refunds and help" className="max-w-prose">
      {refundLines.length > 0 && (
        <ul className="list-disc space-y-1 pl-6">
          {refundLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/refunds" className={TEXT_LINK}>
          All refund terms
        </Link>
      </p>
      <p>
        {/* The address is the link's target, not its words: a merchant's domain may say "tickets" on a booking's page. */}
        Questions?{' '}
        <a href={`mailto:${merchant.supportEmail}`} className={TEXT_LINK}>
          Email us
        </a>{' '}
        or call <PhoneLink phone={merchant.supportPhone} />.
      </p>
    </TitledSection>
  );
}
