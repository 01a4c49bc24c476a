// "Save your tickets": the order's PDF, its calendar entry (.ics and Google Calendar) and, where the merchant set
// them up, its wallet passes (a .pkpass per ticket for Apple Wallet, one "save" link for Google Wallet).
import { TitledSection } from '@/components/ui/titled-section';
import { BUTTON, TEXT_LINK } from '@/components/ui/styles';
import type { Order } from '@/lib/checkout/types';
import type { SellableKind } from '@/lib/sellables/kinds';
import { googleCalendarLink } from '@/server/documents/calendar';
import { documentContext } from '@/server/documents/context';
import { googleWalletLink } from '@/server/documents/google-wallet';
import { documentTickets, itemWord } from '@/server/documents/occasion';
import { documentOrder, walletSettings } from '../document-order';

const ACTION = `inline-flex items-center px-4 py-2 ${BUTTON.secondary}`;

/** The section's heading and what it keeps, in the kind's words. */
const KEEP: Record<SellableKind, { heading: string; them: string }> = {
  event: { heading: 'Save your tickets', them: 'them' },
  cinema: { heading: 'Save your tickets', them: 'them' },
  bus: { heading: 'Save your boarding passes', them: 'them' },
  hotel: { heading: 'Save your booking', them: 'it' },
};

/** A button-like link to Google's pages, in a new tab. */
function ElsewhereLink({ href, children }: { href: string; children: string }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={ACTION}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>
  );
}

export async function TicketDocuments({ order, reference }: { order: Order; reference: string }) {
  const context = documentContext(reference);
  const calendar = googleCalendarLink(order, context);
  const wallets = walletSettings();
  // The passes carry each ticket's signed code: read only when a wallet is offered.
  const coded = wallets.apple || wallets.google ? await documentOrder(order, reference) : null;
  const tickets = coded ? documentTickets(coded) : [];
  const google =
    coded && wallets.google ? await googleWalletLink(coded, wallets.google, context) : null;
  const base = `/orders/${reference}`;
  const word = itemWord(order);
  const keep = KEEP[order.kind];
  return (
    <TitledSection id="documents" title={keep.heading} className="no-print">
      <p className="text-ink-muted">
        Save {keep.them} on this phone or computer, to have {keep.them} even without the email or
        this page.
      </p>
      <ul className="flex flex-wrap gap-3">
        <li>
          <a href={`${base}/tickets.pdf`} download className={ACTION}>
            Download PDF
          </a>
        </li>
        {calendar && (
          <li>
            <a href={`${base}/calendar.ics`} download className={ACTION}>
              Add to calendar (.ics)
            </a>
          </li>
        )}
        {calendar && <ElsewhereLink href={calendar}>Add to Google Calendar</ElsewhereLink>}
        {google && <ElsewhereLink href={google}>Save to Google Wallet</ElsewhereLink>}
      </ul>
      {wallets.apple && tickets.length > 0 && (
        <ul aria-label="Apple Wallet passes" className="flex flex-wrap gap-x-4 gap-y-1">
          {tickets.map((ticket) => (
            <li key={ticket.position}>
              <a href={`${base}/wallet/${ticket.position}`} className={TEXT_LINK}>
                {tickets.length === 1
                  ? 'Add to Apple Wallet'
                  : `${word} ${ticket.position}${ticket.detail ? ` (${ticket.detail})` : ''}: add to Apple Wallet`}
              </a>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
