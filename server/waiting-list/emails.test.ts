// The waiting list's emails: the leave link, the turn link and its minutes, escaped in HTML.
import { describe, expect, it } from 'vitest';
import { joinedEmail, offerEmail } from './emails';

const mail = {
  to: 'ada@example.com',
  title: 'Jazz <Night> & Co',
  origin: 'https://shop.example',
  merchantName: 'Eko Tickets',
};

describe('the waiting list emails', () => {
  it('confirms the join with the count and the leave link', () => {
    const joined = joinedEmail(mail, { quantity: 2, leaveToken: 'LEAVE' });
    expect(joined.subject).toBe('You’re on the waiting list — Jazz <Night> & Co');
    expect(joined.text).toContain('(2 tickets)');
    expect(joined.text).toContain('https://shop.example/waiting-list/leave/LEAVE');
    expect(joined.html).toContain('<a href="https://shop.example/waiting-list/leave/LEAVE">');
    expect(joined.html).toContain('Jazz &#60;Night&#62; &#38; Co');
  });

  it('gives the turn link, how many and for how long, and the leave link', () => {
    const offer = offerEmail(mail, {
      quantity: 1,
      turnToken: 'TURN',
      leaveToken: 'LEAVE',
      minutes: 15,
    });
    expect(offer.text).toContain('One ticket is kept for you for 15 minutes');
    expect(offer.text).toContain('https://shop.example/waiting-list/turn/TURN');
    expect(offer.html).toContain('<a href="https://shop.example/waiting-list/leave/LEAVE">');
  });
});
