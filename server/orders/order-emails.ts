// "Find my tickets" and "Resend" wired to this process: its database, settings, limits and mail.
import 'server-only';
import { createElement } from 'react';
import { storefrontEnv } from '@/server/env';
import { emailContext } from '@/server/email/context';
import {
  FOUND_ORDERS_SUBJECT,
  FoundOrdersEmail,
  foundOrdersText,
  type FoundOrdersProps,
} from '@/server/email/found-orders-template';
import { sendMail } from '@/server/email/send';
import { emailDocument } from '@/server/email/static-markup';
import { log } from '@/server/log';
import { sendConfirmation } from '@/server/payments/confirmation-email';
import { sendOrderConfirmation } from '@/server/payments/service';
import { siteOrigin } from '@/server/sharing/site-origin';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { findOrder } from '@/server/ticketing/orders';
import { orderTicketsSafely, withTicketCodes } from '@/server/tickets/ledger';
import { createOrderEmailLimiter, type OrderEmailLimiter } from './email-limit';
import type { FoundOrder } from './find-orders';
import type { FindDeps, ResendDeps } from './find-tickets';
import { orderLinkUrl, sealOrderLink } from './order-link';

let limiter: OrderEmailLimiter | undefined;

/** This process's limiter of order emails, with the limits of the settings; shared by find and resend. */
function orderEmailLimiter(): OrderEmailLimiter {
  if (!limiter) {
    const env = storefrontEnv();
    limiter = createOrderEmailLimiter({
      perContact: env.ORDER_EMAIL_LIMIT_PER_CONTACT,
      perAddress: env.ORDER_EMAIL_LIMIT_PER_ADDRESS,
      windowSeconds: env.ORDER_EMAIL_LIMIT_WINDOW_SECONDS,
    });
  }
  return limiter;
}

const mailSettings = () => {
  const env = storefrontEnv();
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR };
};

/** One email with a signed link to each shop order; then each box-office sale's tickets in an email of its own. */
async function sendFound(to: string, orders: FoundOrder[]): Promise<void> {
  const env = storefrontEnv();
  const now = Date.now();
  const ttlSeconds = env.ORDER_LINK_TTL_DAYS * 86_400;
  const links = await Promise.all(
    orders.map(async (order) => ({
      title: order.title,
      subtitle: order.subtitle,
      boughtAt: order.createdAt,
      url:
        order.channel === 'shop'
          ? orderLinkUrl(
              siteOrigin(),
              await sealOrderLink(order.reference, env.SESSION_SECRET, ttlSeconds, now),
            )
          : null,
    })),
  );
  const props: FoundOrdersProps = {
    orders: links,
    expiresAt: now + ttlSeconds * 1000,
    context: await emailContext(null),
  };
  const message = {
    to,
    subject: FOUND_ORDERS_SUBJECT,
    text: foundOrdersText(props),
    html: emailDocument(createElement(FoundOrdersEmail, props)),
    attachments: [],
  };
  await sendMail(mailSettings(), message, `orders-${now}`);
  for (const sale of orders.filter((order) => order.channel === 'box-office')) {
    const [order, tickets] = await Promise.all([
      findOrder(sale.reference),
      orderTicketsSafely(storefrontDatabase, sale.reference),
    ]);
    if (order) await sendConfirmation(mailSettings(), to, withTicketCodes(order, tickets), null);
  }
}

export function findDeps(later: FindDeps['later']): FindDeps {
  return {
    db: storefrontDatabase,
    limiter: orderEmailLimiter(),
    now: Date.now,
    later,
    sendFound,
    failed: (error) =>
      log.error(
        { error: error instanceof Error ? error.message : String(error) },
        'find-my-tickets email not sent',
      ),
  };
}

export function resendDeps(): ResendDeps {
  return {
    db: storefrontDatabase,
    limiter: orderEmailLimiter(),
    sendConfirmation: async (reference, to) =>
      sendOrderConfirmation(await storefrontDatabase(), reference, to),
  };
}
