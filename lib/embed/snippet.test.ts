// Tests of the embed snippet: the script, the div, and the plain link inside it for readers without scripts.
import { describe, expect, it } from 'vitest';
import { snippetOf } from './snippet';

const SHOP = 'https://shop.example';
const ID = '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10';

describe('snippetOf', () => {
  it('holds a link to the event on the shop inside the div embed.js replaces', () => {
    expect(snippetOf(SHOP, 'event', ID, 'Eko Tickets')).toBe(
      `<script src="${SHOP}/embed.js" async></script>\n<div data-tickets-event="${ID}"><a href="${SHOP}/events/${ID}">Buy on Eko Tickets</a></div>`,
    );
  });

  it('links an organiser’s embed to the shop’s events', () => {
    expect(snippetOf(SHOP, 'organiser', 'b1', 'Eko Tickets')).toBe(
      `<script src="${SHOP}/embed.js" async></script>\n<div data-tickets-organiser="b1"><a href="${SHOP}/events">Buy on Eko Tickets</a></div>`,
    );
  });

  it('writes a merchant name with markup in it as text', () => {
    expect(snippetOf(SHOP, 'event', ID, 'Tunde & Co <Live>')).toContain(
      '>Buy on Tunde &amp; Co &lt;Live&gt;</a>',
    );
  });
});
