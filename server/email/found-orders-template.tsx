// The email "Find my tickets" sends: a link to each order bought with this address, signed and time-limited;
// a box-office sale's tickets come in an email of their own (it has no order page).
import { Button, Heading, Section, Text } from '@react-email/components';
import { formatLagosDateTime } from '@/lib/format/calendar-date';
import { button, EmailLayout, footerText, muted, text, type EmailContext } from './layout';

export interface FoundOrderLink {
  title: string;
  subtitle: string | null;
  /** When it was bought, epoch ms. */
  boughtAt: number;
  /** The signed link; null for a box-office sale, whose tickets are sent on their own. */
  url: string | null;
}

export interface FoundOrdersProps {
  orders: FoundOrderLink[];
  /** When the links stop working, epoch ms. */
  expiresAt: number;
  context: EmailContext;
}

export const FOUND_ORDERS_SUBJECT = 'Your orders';

const when = (ms: number) => formatLagosDateTime(new Date(ms).toISOString());

const intro = (merchantName: string) =>
  `You asked for your orders with ${merchantName}. Here they are, newest first.`;
const IGNORE = 'If you did not ask for this email, you can ignore it: nothing has changed.';
const SEPARATE = 'Bought at the box office: its tickets are in a separate email.';

function OrderEntry({ order, expiresAt }: { order: FoundOrderLink; expiresAt: number }) {
  return (
    <Section
      style={{
        border: '1px solid #d7dae0',
        borderRadius: '8px',
        padding: '12px',
        margin: '0 0 12px',
      }}
    >
      <Text style={{ ...text, fontWeight: 700 }}>{order.title}</Text>
      {order.subtitle && <Text style={text}>{order.subtitle}</Text>}
      <Text style={muted}>Bought {when(order.boughtAt)}</Text>
      {order.url ? (
        <>
          <Button href={order.url} style={button}>
            Open this order
          </Button>
          <Text style={muted}>The link works until {when(expiresAt)}.</Text>
        </>
      ) : (
        <Text style={muted}>{SEPARATE}</Text>
      )}
    </Section>
  );
}

export function FoundOrdersEmail({ orders, expiresAt, context }: FoundOrdersProps) {
  return (
    <EmailLayout preview={intro(context.merchant.name)} context={context}>
      <Heading
        as="h1"
        style={{ color: '#14171f', fontSize: '24px', lineHeight: '32px', margin: '0 0 8px' }}
      >
        {FOUND_ORDERS_SUBJECT}
      </Heading>
      <Text style={text}>{intro(context.merchant.name)}</Text>
      {orders.map((order) => (
        <OrderEntry key={`${order.title}-${order.boughtAt}`} order={order} expiresAt={expiresAt} />
      ))}
      <Text style={muted}>{IGNORE}</Text>
    </EmailLayout>
  );
}

export function foundOrdersText({ orders, expiresAt, context }: FoundOrdersProps): string {
  const lines = [
    intro(context.merchant.name),
    ...orders.flatMap((order) => [
      '',
      order.title,
      ...(order.subtitle ? [order.subtitle] : []),
      `Bought ${when(order.boughtAt)}`,
      order.url ? `Open this order (until ${when(expiresAt)}): ${order.url}` : SEPARATE,
    ]),
    '',
    IGNORE,
    ...footerText(context),
  ];
  return lines.join('\n');
}
