// The frame of every customer email: the merchant's name on top, the content, then how to find tickets again,
// the refund terms and the merchant's contact. Tables and inline styles (react-email), for every mail client.
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import { formatPhone } from '@/lib/format/phone';
import type { Merchant } from '@/server/merchant';

/** What every email says besides its content: who sells, where customers find their orders again, the refund terms. */
export interface EmailContext {
  merchant: Merchant;
  /** The storefront's public origin. */
  origin: string;
  /** What the refunds policy says of the order's kind; empty in an email about several orders. */
  refundLines: string[];
}

export const INK = '#14171f';
export const MUTED = '#4b5263';
export const BRAND = '#1b47a1';

export const text = { color: INK, fontSize: '16px', lineHeight: '24px', margin: '0 0 8px' };
export const muted = { ...text, color: MUTED, fontSize: '14px', lineHeight: '20px' };
export const sectionHeading = {
  color: INK,
  fontSize: '18px',
  lineHeight: '26px',
  margin: '24px 0 8px',
  fontWeight: 700,
};
export const button = {
  backgroundColor: BRAND,
  borderRadius: '6px',
  color: '#ffffff',
  fontSize: '16px',
  fontWeight: 700,
  padding: '12px 20px',
  textDecoration: 'none',
  display: 'inline-block',
};
const link = { color: BRAND, textDecoration: 'underline' };

export const findUrl = (origin: string) => `${origin}/orders/find`;

function Footer({ context }: { context: EmailContext }) {
  const { merchant, origin, refundLines } = context;
  return (
    <Section>
      <Hr style={{ borderColor: '#d7dae0', margin: '32px 0 16px' }} />
      <Text style={muted}>
        Lost this email, or need it again? Find your orders at{' '}
        <Link href={findUrl(origin)} style={link}>
          {findUrl(origin)}
        </Link>
        .
      </Text>
      {refundLines.length === 0 && (
        <Text style={muted}>
          Refunds and cancellations:{' '}
          <Link href={`${origin}/refunds`} style={link}>
            {`${origin}/refunds`}
          </Link>
        </Text>
      )}
      {refundLines.length > 0 && (
        <>
          <Heading as="h2" style={{ ...sectionHeading, fontSize: '16px' }}>
            Refunds and cancellations
          </Heading>
          {refundLines.map((line) => (
            <Text key={line} style={muted}>
              {line}
            </Text>
          ))}
          <Text style={muted}>
            <Link href={`${origin}/refunds`} style={link}>
              All refund terms
            </Link>
          </Text>
        </>
      )}
      <Heading as="h2" style={{ ...sectionHeading, fontSize: '16px' }}>
        Questions? Contact {merchant.name}
      </Heading>
      <Text style={muted}>
        <Link href={`mailto:${merchant.supportEmail}`} style={link}>
          {merchant.supportEmail}
        </Link>
        {' · '}
        <Link href={`tel:${merchant.supportPhone}`} style={link}>
          {formatPhone(merchant.supportPhone)}
        </Link>
      </Text>
      <Text style={muted}>{merchant.address}</Text>
    </Section>
  );
}

export function EmailLayout({
  preview,
  context,
  children,
}: {
  preview: string;
  context: EmailContext;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Body
        style={{
          backgroundColor: '#f5f6f8',
          fontFamily: 'Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '16px 0',
        }}
      >
        <Preview>{preview}</Preview>
        <Container
          style={{
            backgroundColor: '#ffffff',
            borderRadius: '8px',
            maxWidth: '600px',
            padding: '24px',
          }}
        >
          <Text style={{ ...text, color: BRAND, fontSize: '20px', fontWeight: 700 }}>
            {context.merchant.name}
          </Text>
          {children}
          <Footer context={context} />
        </Container>
      </Body>
    </Html>
  );
}

/** The footer's words in the plain-text part. */
export function footerText({ merchant, origin, refundLines }: EmailContext): string[] {
  return [
    '',
    `Lost this email, or need it again? Find your orders at ${findUrl(origin)}`,
    '',
    ...(refundLines.length > 0
      ? [
          'Refunds and cancellations:',
          ...refundLines.map((line) => `- ${line}`),
          `All refund terms: ${origin}/refunds`,
        ]
      : [`Refunds and cancellations: ${origin}/refunds`]),
    '',
    `Questions? Contact ${merchant.name}: ${merchant.supportEmail}, ${formatPhone(merchant.supportPhone)}`,
    merchant.address,
  ];
}
