// A coach trip's terms where a passenger chooses, pays and reads their tickets: when to be at the terminal and
// the luggage allowance, from the merchant's settings.
import 'server-only';
import { reportingText } from '@/lib/shop/terms';
import { tripTerms } from '@/server/merchant';
import { TermsSection } from './terms-section';

/** `departureAt`: the timed departure's ISO time, or null for a flexible trip. */
export function TripTerms({
  departureAt,
  headingLevel = 3,
}: {
  departureAt: string | null;
  headingLevel?: 2 | 3;
}) {
  const { reportingMinutes, luggage } = tripTerms();
  return (
    <TermsSection
      id="trip-terms"
      title="Before you travel"
      headingLevel={headingLevel}
      rows={[
        ['Reporting time', reportingText(departureAt, reportingMinutes)],
        ['Luggage', luggage],
      ]}
    />
  );
}
