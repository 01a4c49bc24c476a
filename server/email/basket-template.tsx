// The confirmation email of a basket: one order of several parts (a show, the coach there and back, a room), each
// part with where and when, its booking reference and its codes with their QR codes; a part that could not be
// bought says so plainly, with what was refunded for it.
import { Button, Heading, Section, Text } from '@react-email/components';
import type { Order } from '@/lib/checkout/types';
import { formatNaira } from '@/lib/format/money';
import { KIND_WORDS } from '@/lib/sellables/wording';
import { ItemRow } from './confirmation-template';
import { button, EmailLayout, muted, sectionHeading, text, type EmailContext } from './layout';
import { whereAndWhen } from './order-words';

/** One part of the order: bought (its order, read from the service) or not (why, and the amount refunded). */
export type BasketEmailPart =
  | { title: string; order: Order; qrIds: string[] }
  | { title: string; order: null; failure: string; refundedKobo: number };

export interface BasketEmailProps {
  parts: BasketEmailPart[];
  orderUrl: string;
  /** The order's own reference, to quote for the whole trip. */
  reference: string;
  paidKobo: number;
  context: EmailContext;
}

const box = {
  border: '1px solid #d7dae0',
  borderRadius: '8px',
  padding: '12px',
  margin: '0 0 12px',
};

/** The email's subject: the parts' names, as the customer chose them. */
export const basketSubject = (parts: readonly { title: string }[]) =>
  `Your order: ${parts.map((part) => part.title).join(' + ')}`;

function BoughtPart({ part }: { part: Extract<BasketEmailPart, { order: Order }> }) {
  const { order } = part;
  const words = KIND_WORDS[order.kind];
  return (
    <Section>
      <Heading as="h2" style={sectionHeading}>
        {order.details.title}
      </Heading>
      {whereAndWhen(order.details).map((line) => (
        <Text key={line} style={text}>
          {line}
        </Text>
      ))}
      <Section style={{ ...box, backgroundColor: '#eef5ff' }}>
        {order.details.kind === 'hotel' && order.details.bookingNumber && (
          <Text style={text}>
            Booking number (show it at check-in): <strong>{order.details.bookingNumber}</strong>
          </Text>
        )}
        <Text style={text}>
          Booking reference: <strong>{order.reference}</strong>
        </Text>
      </Section>
      {order.items.map((item, index) => (
        <ItemRow key={item.code} item={item} qrId={part.qrIds[index]} itemWord={words.item} />
      ))}
    </Section>
  );
}

export function BasketConfirmationEmail({
  parts,
  orderUrl,
  reference,
  paidKobo,
  context,
}: BasketEmailProps) {
  const refunded = parts.reduce((sum, part) => sum + (part.order ? 0 : part.refundedKobo), 0);
  return (
    <EmailLayout preview={basketSubject(parts)} context={context}>
      <Text style={muted}>Thank you for your order.</Text>
      <Heading
        as="h1"
        style={{ color: '#14171f', fontSize: '24px', lineHeight: '32px', margin: '0 0 8px' }}
      >
        Your order in {parts.length} parts
      </Heading>
      <Section style={{ ...box, margin: '16px 0' }}>
        <Text style={text}>
          Order reference: <strong>{reference}</strong>
        </Text>
        <Text style={text}>Amount paid: {formatNaira(paidKobo / 100)}</Text>
        {refunded > 0 && (
          <Text style={text}>Refunded: {formatNaira(refunded / 100)} (see below)</Text>
        )}
      </Section>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={orderUrl} style={button}>
          Open your order
        </Button>
        <Text style={muted}>Your order, with every part and its QR codes: {orderUrl}</Text>
      </Section>
      {parts.map((part) =>
        part.order ? (
          <BoughtPart key={part.order.reference} part={part} />
        ) : (
          <Section key={part.title} style={{ ...box, borderColor: '#b42318' }}>
            <Text style={{ ...text, fontWeight: 700 }}>{part.title}</Text>
            <Text style={text}>{part.failure}</Text>
            {part.refundedKobo > 0 && (
              <Text style={text}>Refunded: {formatNaira(part.refundedKobo / 100)}</Text>
            )}
          </Section>
        ),
      )}
    </EmailLayout>
  );
}
