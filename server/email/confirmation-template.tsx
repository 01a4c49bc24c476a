// The confirmation email's HTML: what was bought, where and when, the reference to quote, each code with its QR
// code (inline images, by content id), the order page's link, then the frame's refund terms and contact.
import { Button, Heading, Img, Section, Text } from '@react-email/components';
import { amountPaid, type Order, type OrderItem } from '@/lib/checkout/types';
import { formatNaira } from '@/lib/format/money';
import { KIND_WORDS } from '@/lib/sellables/wording';
import { button, EmailLayout, muted, sectionHeading, text, type EmailContext } from './layout';
import { PRINTED, whereAndWhen } from './order-words';

export interface ConfirmationProps {
  order: Order;
  /** Null for an order with no public page (a box-office sale: its tickets were printed). */
  orderUrl: string | null;
  /** The content id of each item's QR code image, in the order of the items. */
  qrIds: string[];
  context: EmailContext;
}

const box = {
  border: '1px solid #d7dae0',
  borderRadius: '8px',
  padding: '12px',
  margin: '0 0 12px',
};
const code = {
  ...text,
  fontFamily: 'Menlo, Consolas, monospace',
  fontSize: '14px',
  wordBreak: 'break-all' as const,
};

/** Each code's QR code above its words, large enough to scan from a phone's screen (a signed code is dense). */
export function ItemRow({
  item,
  qrId,
  itemWord,
}: {
  item: OrderItem;
  qrId: string | undefined;
  itemWord: string;
}) {
  return (
    <Section style={box}>
      {qrId && (
        <Img
          src={`cid:${qrId}`}
          width="200"
          height="200"
          alt={`QR code of ${itemWord} ${item.code}`}
          style={{ margin: '0 0 8px' }}
        />
      )}
      <Text style={{ ...text, fontWeight: 700 }}>{item.title}</Text>
      {item.detail && <Text style={text}>{item.detail}</Text>}
      {item.passenger && <Text style={text}>Passenger: {item.passenger}</Text>}
      <Text style={code}>{item.code}</Text>
    </Section>
  );
}

export function ConfirmationEmail({ order, orderUrl, qrIds, context }: ConfirmationProps) {
  const words = KIND_WORDS[order.kind];
  const details = order.details;
  return (
    <EmailLayout preview={`${words.emailSubject}: ${details.title}`} context={context}>
      <Text style={muted}>Thank you for your order.</Text>
      <Heading
        as="h1"
        style={{ color: '#14171f', fontSize: '24px', lineHeight: '32px', margin: '0 0 8px' }}
      >
        {details.title}
      </Heading>
      {whereAndWhen(details).map((line) => (
        <Text key={line} style={text}>
          {line}
        </Text>
      ))}
      <Section style={{ ...box, backgroundColor: '#eef5ff', margin: '16px 0' }}>
        {details.kind === 'hotel' && details.bookingNumber && (
          <Text style={{ ...text, fontSize: '18px' }}>
            Booking number (show it at check-in): <strong>{details.bookingNumber}</strong>
          </Text>
        )}
        <Text style={text}>
          Booking reference: <strong>{order.reference}</strong>
        </Text>
        {order.discount && (
          <Text style={text}>
            Promo code {order.discount.code}: −{formatNaira(order.discount.amount)}
          </Text>
        )}
        {amountPaid(order) !== null && (
          <Text style={text}>Amount paid: {formatNaira(amountPaid(order) ?? 0)}</Text>
        )}
      </Section>
      {orderUrl && (
        <Section style={{ margin: '8px 0 16px' }}>
          <Button href={orderUrl} style={button}>
            Open your order
          </Button>
          <Text style={muted}>
            Your order, with a QR code per {words.item}: {orderUrl}
          </Text>
        </Section>
      )}
      <Heading as="h2" style={sectionHeading}>
        {words.itemsLabel}
      </Heading>
      {order.items.map((item, index) => (
        <ItemRow key={item.code} item={item} qrId={qrIds[index]} itemWord={words.item} />
      ))}
      {!orderUrl && <Text style={text}>{PRINTED[order.kind]}</Text>}
    </EmailLayout>
  );
}
