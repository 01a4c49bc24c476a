// A stay's terms where a guest chooses, pays and reads their booking: hours, taxes and free cancellation, from
// the merchant's settings (the service gives none), the same words as the /refunds page.
import 'server-only';
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';
import { hotelCancellationText, hourText } from '@/lib/shop/terms';
import { stayTerms } from '@/server/merchant';
import { TermsSection } from './terms-section';

export function StayTerms({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const terms = stayTerms();
  const cancellation = (
    <>
      {hotelCancellationText(terms)}{' '}
      <Link href="/refunds" className={`no-print ${TEXT_LINK}`}>
        Refunds & cancellations
      </Link>
    </>
  );
  return (
    <TermsSection
      id="stay-terms"
      title="Good to know"
      headingLevel={headingLevel}
      rows={[
        ['Check-in', `From ${hourText(terms.checkinFrom)}`],
        ['Check-out', `By ${hourText(terms.checkoutBy)}`],
        ['Taxes', terms.taxNote],
        ['Cancellation', cancellation],
      ]}
    />
  );
}
