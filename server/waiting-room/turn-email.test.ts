// The "it's your turn" email: how long the turn lasts and the link back to the waiting page, in text and HTML.
import { describe, expect, it } from 'vitest';
import { roomSettingsOf } from './test-support';
import { turnEmail } from './turn-email';

describe('the turn email', () => {
  it('says how long the turn lasts and links to the waiting page, the merchant’s name escaped in HTML', () => {
    const room = {
      ...roomSettingsOf({ turnSeconds: 900 }),
      admitted: 1,
      lastAdmitAt: null,
      soldOutAt: null,
      updatedAt: 0,
      updatedBy: 'x',
    };
    const mail = turnEmail('ada@example.com', room, 'https://shop.example', 'Eko <Tickets> & Co');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('It’s your turn — Eko <Tickets> & Co');
    expect(mail.text).toContain('You have 15 minutes to reserve');
    expect(mail.text).toContain(`https://shop.example/waiting-room/${room.id}`);
    expect(mail.html).toContain(`<a href="https://shop.example/waiting-room/${room.id}">`);
    expect(mail.html).toContain('Eko &#60;Tickets&#62; &#38; Co');
    expect(mail.html).not.toContain('<Tickets>');
  });
});
