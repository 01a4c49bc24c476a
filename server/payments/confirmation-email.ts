// The order confirmation email: the order page's link and every ticket code, by SMTP or as .eml files.
import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Order } from '@/lib/checkout/types';
import { formatNaira } from '@/lib/format/money';

export interface MailSettings {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}

/** The message; `orderUrl` is null for an order with no public page (a box-office sale: its tickets were printed). */
export function confirmationMessage(order: Order, orderUrl: string | null) {
  const lines = [
    `Thank you for your order: ${order.details.title}.`,
    '',
    `Booking reference: ${order.reference}`,
    ...(order.details.kind === 'hotel' && order.details.bookingNumber ? [`Booking number (show it at check-in): ${order.details.bookingNumber}`] : []),
    ...(order.amount !== null ? [`Amount paid: ${formatNaira(order.amount)}`] : []),
    '',
    'Your tickets:',
    ...order.items.map((item) => `  ${item.code}  ${item.title}${item.detail ? `, ${item.detail}` : ''}${item.passenger ? `, passenger ${item.passenger}` : ''}`),
    '',
    orderUrl ? `Your order, with a QR code per ticket: ${orderUrl}` : 'Show these codes, or the tickets printed for you, at the entrance.',
  ];
  return { subject: `Your tickets: ${order.details.title}`, text: lines.join('\n') };
}

/** Sends through SMTP when configured; otherwise writes the message as an .eml file for a local run. */
export async function sendConfirmation(settings: MailSettings, to: string, order: Order, orderUrl: string | null): Promise<void> {
  const message = { from: settings.from, to, ...confirmationMessage(order, orderUrl) };
  if (settings.smtpUrl) {
    await nodemailer.createTransport(settings.smtpUrl).sendMail(message);
    return;
  }
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
  await mkdir(settings.outboxDir, { recursive: true });
  await writeFile(join(settings.outboxDir, `${order.merchantReference ?? order.reference}.eml`), info.message as Buffer);
}
