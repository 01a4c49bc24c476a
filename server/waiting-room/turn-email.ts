// The "it's your turn" email a waiting visitor asked for: plain words, a link back to the waiting page.
import 'server-only';
import type { MailMessage } from '@/server/email/send';
import { waitingRoomPath } from './paths';
import type { Room } from './settings';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function turnEmail(
  to: string,
  room: Room,
  origin: string,
  merchantName: string,
): MailMessage {
  const minutes = Math.round(room.turnSeconds / 60);
  const url = `${origin}${waitingRoomPath(room.id)}`;
  const lines = [
    'It’s your turn.',
    `You have ${minutes} minutes to reserve your tickets. Go back to the waiting page in the browser where you joined the queue:`,
    url,
    `If your turn passes, you can join the queue again. — ${merchantName}`,
  ];
  return {
    to,
    subject: `It’s your turn — ${merchantName}`,
    text: lines.join('\n\n'),
    html: `<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>${escapeHtml(lines[3]!)}</p>`,
    attachments: [],
  };
}
