// Joining from the form: the selection comes back from its hidden fields; the fields are checked; an item unknown or
// still on sale is refused; one entry per email; the join counted per address and per email.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { handOn } from './hand-on';
import {
  createJoinLimiter,
  JOIN_MESSAGES,
  joinSchema,
  joinWaitingList,
  readJoinForm,
  selectionFields,
} from './join';
import { CATEGORY, joinInOrder, KEY, ORIGIN, SUBJECT, T0, TURN_MS } from './test-support';

// The service's quote of the line, as the event kind reads it: its title and date, the category's name.
vi.mock('@/server/ticketing/kinds/registry', () => ({
  kindModule: () => ({
    quote: async (_selection: unknown, chosen: { id: string; quantity: number }[]) => ({
      title: 'Lagos Jazz Night',
      subtitle: 'Sat 6 Dec 2026, 19:00',
      lines: chosen
        .filter((line) => line.id === 'cat-vip')
        .map((line) => ({ id: line.id, title: 'VIP', quantity: line.quantity, unitPrice: 5000 })),
      shortfalls: [],
    }),
  }),
  hrefOf: () => '/events/7c9e6679-7425-40de-944b-e07fc1f90ae7',
}));

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => {
  await db.destroy();
});

function joinForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of [
    ...selectionFields(SUBJECT.selection),
    ...Object.entries({
      line: CATEGORY,
      email: ' Ada@Example.com ',
      phone: '',
      quantity: '2',
      ...fields,
    }),
  ])
    form.set(name, value);
  return form;
}

const parse = (fields: Record<string, string> = {}) =>
  joinSchema(10).safeParse(readJoinForm(joinForm(fields)));

describe('the join form', () => {
  it('reads the selection back from its hidden fields, and the contact and count', () => {
    const parsed = parse({ phone: '+234 803 123 4567' });
    expect(parsed.success && parsed.data).toEqual({
      selection: SUBJECT.selection,
      line: CATEGORY,
      email: 'Ada@Example.com',
      phone: '2348031234567',
      quantity: 2,
    });
    expect(parse().success && parse().data?.phone).toBeNull();
  });

  it('says what is wrong: the email, the count beyond the limit, the phone, an item of no form', () => {
    const message = (fields: Record<string, string>) => parse(fields).error?.issues[0]?.message;
    expect(message({ email: 'ada' })).toBe(JOIN_MESSAGES.email);
    expect(message({ quantity: '11' })).toBe(JOIN_MESSAGES.quantity(10));
    expect(message({ quantity: '0' })).toBe(JOIN_MESSAGES.quantity(10));
    expect(message({ phone: '12' })).toBe(JOIN_MESSAGES.phone);
    expect(message({ 's.eventId': 'not-an-id' })).toBe(JOIN_MESSAGES.gone);
  });
});

describe('joining', () => {
  const fields = {
    selection: SUBJECT.selection,
    line: CATEGORY,
    email: 'ada@example.com',
    phone: null,
    quantity: 1,
  };

  it('refuses an item the service does not know, a line it does not sell, and one with tickets left', async () => {
    expect(
      await joinWaitingList(db, fields, T0, { remaining: async () => null, origin: ORIGIN }),
    ).toEqual({ ok: false, message: JOIN_MESSAGES.gone });
    expect(
      await joinWaitingList(db, fields, T0, { remaining: async () => 1, origin: ORIGIN }),
    ).toEqual({ ok: false, message: JOIN_MESSAGES.onSale });
    expect(
      await joinWaitingList(db, { ...fields, line: 'cat-other' }, T0, {
        remaining: async () => 0,
        origin: ORIGIN,
      }),
    ).toEqual({ ok: false, message: JOIN_MESSAGES.gone });
    expect(await db.selectFrom('waiting_list_entries').selectAll().execute()).toEqual([]);
  });

  it('joins a sold-out line under the service’s names, and again with another count keeps the one entry', async () => {
    const joined = await joinWaitingList(db, fields, T0, {
      remaining: async () => 0,
      origin: ORIGIN,
    });
    expect(joined).toMatchObject({
      ok: true,
      title: 'Lagos Jazz Night, Sat 6 Dec 2026, 19:00 — VIP',
      rejoined: false,
      entry: { list_key: KEY, quantity: 1 },
    });
    const again = await joinWaitingList(db, { ...fields, quantity: 3 }, T0 + 1, {
      remaining: async () => 0,
      origin: ORIGIN,
    });
    expect(again).toMatchObject({ ok: true, rejoined: true, entry: { quantity: 3 } });
    expect(
      await db.selectFrom('waiting_lists').select(['title', 'href', 'line_id']).execute(),
    ).toEqual([
      {
        title: 'Lagos Jazz Night, Sat 6 Dec 2026, 19:00 — VIP',
        href: '/events/7c9e6679-7425-40de-944b-e07fc1f90ae7',
        line_id: CATEGORY,
      },
    ]);
  });

  it('is open while what is left is kept for turns already given', async () => {
    await joinInOrder(db, [1]);
    await handOn(db, KEY, 1, T0, TURN_MS);
    expect(
      await joinWaitingList(db, { ...fields, email: 'zed@example.com' }, T0 + 1, {
        remaining: async () => 1,
        origin: ORIGIN,
      }),
    ).toMatchObject({ ok: true });
  });
});

describe('the join limits', () => {
  it('counts per address, then per email', async () => {
    const limit = createJoinLimiter(
      { perAddress: 3, perEmail: 2, windowSeconds: 60 },
      { kind: 'memory' },
    );
    expect(await limit({ email: 'a@example.com', address: '10.0.0.1' })).toEqual({ ok: true });
    expect(await limit({ email: 'A@example.com', address: '10.0.0.2' })).toEqual({ ok: true });
    expect((await limit({ email: 'a@example.com', address: '10.0.0.3' })).ok).toBe(false);
    expect(await limit({ email: 'b@example.com', address: '10.0.0.1' })).toEqual({ ok: true });
    expect(await limit({ email: 'c@example.com', address: '10.0.0.1' })).toEqual({ ok: true });
    expect((await limit({ email: 'd@example.com', address: '10.0.0.1' })).ok).toBe(false);
  });
});
