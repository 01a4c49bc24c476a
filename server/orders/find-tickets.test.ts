// Tests of "Find my tickets" and "Resend": the same answer for a contact with orders and one without, the search
// and sending only after answering, each address told of its own orders only, box-office sales with an email,
// the last 12 months, and the limits per contact and per client address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { createOrderEmailLimiter } from './email-limit';
import { FIND_SENT, findTickets, resendConfirmation, type FindDeps } from './find-tickets';
import { FIND_WINDOW_MS, parseFindContact, type FoundOrder } from './find-orders';

const NOW = Date.UTC(2026, 10, 26, 9);
let db: StoreDatabase;

async function payment(
  reference: string,
  email: string,
  phone: string,
  status: 'bought' | 'paid' = 'bought',
  createdAt = NOW - 1000,
) {
  const checkout = JSON.stringify({
    title: `Show ${reference.slice(-3)}`,
    subtitle: 'Sat, 28 Nov',
    contact: { name: 'Ada Obi', email, phone },
  });
  await db
    .insertInto('payments')
    .values({
      reference,
      order_key: reference,
      provider: 'test',
      status,
      amount_kobo: 100,
      currency: 'NGN',
      email,
      checkout,
      origin: 'https://shop.test',
      authorization_url: null,
      failure: null,
      created_at: createdAt,
      updated_at: createdAt,
      paid_at: null,
      settled_at: null,
    })
    .execute();
}

async function sale(reference: string, customer: Record<string, string> | null) {
  await db
    .insertInto('sales')
    .values({
      reference,
      staff_id: 'staff',
      kind: 'event',
      title: 'Jazz Night',
      subtitle: null,
      lines: '[]',
      checkout: '{}',
      amount_kobo: 100,
      currency: 'NGN',
      tender: 'cash',
      cash_received_kobo: 100,
      change_kobo: 0,
      tender_reference: null,
      status: 'settled',
      failure: null,
      customer: customer && JSON.stringify(customer),
      created_at: NOW - 1000,
      updated_at: NOW,
      tendered_at: NOW,
      settled_at: NOW,
    })
    .execute();
}

function deps(limits = { perContact: 3, perAddress: 10, windowSeconds: 3600 }) {
  const tasks: Array<() => Promise<void>> = [];
  const sent: Array<{ to: string; orders: FoundOrder[] }> = [];
  const d: FindDeps = {
    db: async () => db,
    limiter: createOrderEmailLimiter(limits, { kind: 'memory' }),
    now: () => NOW,
    later: (task) => void tasks.push(task),
    sendFound: async (to, orders) => void sent.push({ to, orders }),
    failed: (error) => {
      throw error;
    },
  };
  const runLater = async () => {
    for (const task of tasks.splice(0)) await task();
  };
  return { d, sent, runLater };
}

beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => db.destroy());

describe('findTickets', () => {
  it('answers a contact with orders and one without in the same words, and searches only after answering', async () => {
    await payment('web-AAAAAAAAAAAAAAAAAAAAAA', 'Ada@Example.com', '2348031234567');
    const { d, sent, runLater } = deps();
    const known = await findTickets(d, ' ada@example.com ', '203.0.113.7');
    const unknown = await findTickets(d, 'nobody@example.com', '203.0.113.8');
    expect(known).toEqual({ status: 'sent', message: FIND_SENT });
    expect(unknown).toEqual(known);
    expect(sent).toEqual([]);
    await runLater();
    expect(sent.map((s) => [s.to, s.orders.map((o) => o.reference)])).toEqual([
      ['ada@example.com', ['web-AAAAAAAAAAAAAAAAAAAAAA']],
    ]);
  });

  it('finds by phone, written either way, and tells each address of its own orders only', async () => {
    await payment('web-AAAAAAAAAAAAAAAAAAAAAA', 'ada@example.com', '2348031234567');
    await payment('emb-BBBBBBBBBBBBBBBBBBBBBB', 'ada.work@example.com', '08031234567');
    await payment('web-CCCCCCCCCCCCCCCCCCCCCC', 'bola@example.com', '2348090000000');
    const { d, sent, runLater } = deps();
    await findTickets(d, '0803 123 4567', undefined);
    await runLater();
    expect(sent.map((s) => [s.to, s.orders.map((o) => o.reference)]).sort()).toEqual([
      ['ada.work@example.com', ['emb-BBBBBBBBBBBBBBBBBBBBBB']],
      ['ada@example.com', ['web-AAAAAAAAAAAAAAAAAAAAAA']],
    ]);
  });

  it('finds only bought orders of the last 12 months, and box-office sales with the customer’s email', async () => {
    await payment('web-AAAAAAAAAAAAAAAAAAAAAA', 'ada@example.com', '2348031234567', 'paid');
    await payment(
      'web-OOOOOOOOOOOOOOOOOOOOOO',
      'ada@example.com',
      '2348031234567',
      'bought',
      NOW - FIND_WINDOW_MS - 1,
    );
    await payment(
      'web-NNNNNNNNNNNNNNNNNNNNNN',
      'ada@example.com',
      '2348031234567',
      'bought',
      NOW - FIND_WINDOW_MS + 1000,
    );
    await sale('pos-SSSSSSSSSSSSSSSSSSSSSS', {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '08031234567',
    });
    await sale('pos-TTTTTTTTTTTTTTTTTTTTTT', { name: 'Ada', phone: '08031234567' });
    await sale('pos-UUUUUUUUUUUUUUUUUUUUUU', null);
    const { d, sent, runLater } = deps();
    await findTickets(d, '+234 803 123 4567', undefined);
    await runLater();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.orders.map((o) => [o.reference, o.channel])).toEqual([
      ['pos-SSSSSSSSSSSSSSSSSSSSSS', 'box-office'],
      ['web-NNNNNNNNNNNNNNNNNNNNNN', 'shop'],
    ]);
  });

  it('refuses what is neither an email nor a phone, counting nothing', async () => {
    const { d, runLater } = deps({ perContact: 1, perAddress: 1, windowSeconds: 3600 });
    for (const typed of ['', 'ada', 'ada@', '12', 'x'.repeat(300)])
      expect((await findTickets(d, typed, '203.0.113.7')).status).toBe('invalid');
    expect((await findTickets(d, 'ada@example.com', '203.0.113.7')).status).toBe('sent');
    await runLater();
  });

  it('limits per contact, known or not, with how long to wait, and per client address', async () => {
    await payment('web-AAAAAAAAAAAAAAAAAAAAAA', 'ada@example.com', '2348031234567');
    const { d, sent, runLater } = deps({ perContact: 2, perAddress: 3, windowSeconds: 900 });
    for (const contact of ['ada@example.com', 'nobody@example.com']) {
      expect((await findTickets(d, contact, undefined)).status).toBe('sent');
      expect((await findTickets(d, contact.toUpperCase(), undefined)).status).toBe('sent');
      expect(await findTickets(d, contact, undefined)).toEqual({
        status: 'limited',
        message: 'Too many requests. Try again in 15 minutes.',
      });
    }
    for (const contact of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await findTickets(d, contact, '198.51.100.4')).status).toBe('sent');
    expect((await findTickets(d, 'd@example.com', '198.51.100.4')).status).toBe('limited');
    await runLater();
    expect(sent.filter((s) => s.to === 'ada@example.com')).toHaveLength(2);
  });
});

describe('parseFindContact', () => {
  it('reads an email lower-cased and a phone as the service stores it', () => {
    expect(parseFindContact(' Ada@Example.COM ')).toEqual({
      kind: 'email',
      value: 'ada@example.com',
    });
    expect(parseFindContact('0803-123-4567')).toEqual({ kind: 'phone', value: '2348031234567' });
    expect(parseFindContact('+44 7911 123456')).toEqual({ kind: 'phone', value: '447911123456' });
  });
});

describe('resendConfirmation', () => {
  const sentTo: string[] = [];
  const resendDeps = (perContact = 2) => ({
    db: async () => db,
    limiter: createOrderEmailLimiter(
      { perContact, perAddress: 10, windowSeconds: 600 },
      { kind: 'memory' },
    ),
    sendConfirmation: async (reference: string, to: string) =>
      void sentTo.push(`${reference} ${to}`),
  });

  it('sends the confirmation again to the order’s own address, limited per address of the order', async () => {
    sentTo.length = 0;
    await payment('web-AAAAAAAAAAAAAAAAAAAAAA', 'ada@example.com', '2348031234567');
    const d = resendDeps();
    expect(await resendConfirmation(d, 'web-AAAAAAAAAAAAAAAAAAAAAA', undefined)).toEqual({
      ok: true,
      message: expect.stringContaining('a•••@example.com'),
    });
    expect((await resendConfirmation(d, 'web-AAAAAAAAAAAAAAAAAAAAAA', undefined)).ok).toBe(true);
    expect(await resendConfirmation(d, 'web-AAAAAAAAAAAAAAAAAAAAAA', undefined)).toEqual({
      ok: false,
      message: 'Too many requests. Try again in 10 minutes.',
    });
    expect(sentTo).toEqual([
      'web-AAAAAAAAAAAAAAAAAAAAAA ada@example.com',
      'web-AAAAAAAAAAAAAAAAAAAAAA ada@example.com',
    ]);
  });

  it('refuses an unknown order, one not bought, and a box-office sale', async () => {
    sentTo.length = 0;
    await payment('web-PPPPPPPPPPPPPPPPPPPPPP', 'ada@example.com', '2348031234567', 'paid');
    await sale('pos-SSSSSSSSSSSSSSSSSSSSSS', { email: 'ada@example.com' });
    const d = resendDeps();
    for (const reference of [
      'web-ZZZZZZZZZZZZZZZZZZZZZZ',
      'web-PPPPPPPPPPPPPPPPPPPPPP',
      'pos-SSSSSSSSSSSSSSSSSSSSSS',
      '../etc',
    ]) {
      expect((await resendConfirmation(d, reference, undefined)).ok).toBe(false);
    }
    expect(sentTo).toEqual([]);
  });
});
