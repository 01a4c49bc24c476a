// The waiting list's emails, in plain words: "you are on the list" (with the link to leave it) and "tickets came
// back" (the turn's link and how long it lasts). Each carries its own link only; the tokens are the entry's.
import 'server-only';
import type { MailMessage } from '@/server/email/send';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const leavePath = (token: string): string => `/waiting-list/leave/${token}`;
export const turnPath = (token: string): string => `/waiting-list/turn/${token}`;

const tickets = (count: number) => `${count} ticket${count === 1 ? '' : 's'}`;

/** Paragraphs as text and HTML; a paragraph that is a link becomes one. */
function message(to: string, subject: string, paragraphs: readonly string[]): MailMessage {
  const html = paragraphs.map((line) =>
    /^https?:\/\//.test(line)
      ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>`
      : `<p>${escapeHtml(line)}</p>`,
  );
  return { to, subject, text: paragraphs.join('\n\n'), html: html.join(''), attachments: [] };
}

export interface ListMail {
  to: string;
  title: string;
  origin: string;
  merchantName: string;
}

export function joinedEmail(
  { to, title, origin, merchantName }: ListMail,
  entry: { quantity: number; leaveToken: string },
): MailMessage {
  return message(to, `You’re on the waiting list — ${title}`, [
    `You’re on the waiting list for ${title} (${tickets(entry.quantity)}).`,
    'If tickets come back, we’ll email you in turn with a link to buy them.',
    'To leave the waiting list, open this link:',
    `${origin}${leavePath(entry.leaveToken)}`,
    `— ${merchantName}`,
  ]);
}

export function offerEmail(
  { to, title, origin, merchantName }: ListMail,
  offer: { quantity: number; turnToken: string; leaveToken: string; minutes: number },
): MailMessage {
  return message(to, `Tickets are back: your turn — ${title}`, [
    `Tickets for ${title} came back, and it’s your turn on the waiting list.`,
    `${offer.quantity === 1 ? 'One ticket is' : `Up to ${tickets(offer.quantity)} are`} kept for you for ${offer.minutes} minutes. Open this link to buy them:`,
    `${origin}${turnPath(offer.turnToken)}`,
    'If you don’t use your turn in time, it passes to the next person on the list. To leave the waiting list:',
    `${origin}${leavePath(offer.leaveToken)}`,
    `— ${merchantName}`,
  ]);
}
