// Tests of what the booking forms check in the browser before reserving, and in which order.
import { describe, expect, it, vi } from 'vitest';
import { withInternationalHotelPhone } from './international-phone';
import { CHECKOUT_MESSAGES } from './messages';
import { checkBeforeReserve, type ReserveChecks } from './reserve-checks';

const EVENT = '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10';
const VIP = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const valid = {
  kind: 'event',
  'selection.eventId': EVENT,
  [`quantity.${VIP}`]: '2',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '08031234567',
};

/** Runs the checks and records, in order, what the form was told along the way. */
async function run(fields: Record<string, string>, checks: Partial<ReserveChecks>) {
  const steps: string[] = [];
  const stillFits = vi.fn(async () => {
    steps.push('fresh look');
    return null;
  });
  const outcome = await checkBeforeReserve(
    form(fields),
    { maxPerOrder: 10, stillFits, ...checks },
    {
      checking: (on) => steps.push(on ? 'checking' : 'done'),
      passed: () => steps.push('passed'),
    },
  );
  return { outcome, steps, stillFits };
}

describe('checkBeforeReserve', () => {
  it('sends a valid choice that still fits, after one fresh look with the parsed input', async () => {
    const { outcome, steps, stillFits } = await run(valid, {});
    expect(outcome).toBeNull();
    expect(steps).toEqual(['passed', 'checking', 'fresh look', 'done']);
    expect(stillFits).toHaveBeenCalledWith(
      expect.objectContaining({ quantities: { [VIP]: 2 }, name: 'Ada Obi', phone: '08031234567' }),
    );
  });

  it('says why a choice no longer fits, without field errors', async () => {
    const { outcome, steps } = await run(valid, {
      stillFits: async () => 'Only 1 VIP ticket is left. Change your tickets and try again.',
    });
    expect(outcome).toEqual({
      ok: false,
      message: 'Only 1 VIP ticket is left. Change your tickets and try again.',
    });
    expect(steps).toEqual(['passed', 'checking', 'done']);
  });

  it('marks the fields the schema refuses and takes no fresh look', async () => {
    const { outcome, steps, stillFits } = await run(
      { ...valid, [`quantity.${VIP}`]: '0', email: 'ada@' },
      {},
    );
    expect(outcome).toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.checkDetails,
      fieldErrors: { quantities: 'Choose at least one ticket.', email: expect.any(String) },
    });
    expect(steps).toEqual([]);
    expect(stillFits).not.toHaveBeenCalled();
  });

  it('holds the order cap the merchant set', async () => {
    const { outcome } = await run({ ...valid, [`quantity.${VIP}`]: '3' }, { maxPerOrder: 2 });
    expect(outcome?.fieldErrors).toEqual({ quantities: 'One order can hold at most 2 tickets.' });
  });

  it('says first why the choice cannot be sent at all, before reading the fields', async () => {
    const { outcome, steps, stillFits } = await run(
      { ...valid, email: 'ada@' },
      { blocked: () => 'This coach has left.' },
    );
    expect(outcome).toEqual({ ok: false, message: 'This coach has left.' });
    expect(steps).toEqual([]);
    expect(stillFits).not.toHaveBeenCalled();
  });

  it('shows the form’s own problems beside the schema’s, its own first for a shared field', async () => {
    const fieldProblems = () => ({
      quantities: 'Choose a room type.',
      guests: 'Deluxe sleeps 2 a room.',
      phone: undefined,
    });
    const { outcome } = await run(
      { ...valid, [`quantity.${VIP}`]: '0', name: '' },
      { fieldProblems },
    );
    expect(outcome).toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.checkDetails,
      fieldErrors: {
        quantities: 'Choose a room type.',
        guests: 'Deluxe sleeps 2 a room.',
        name: expect.any(String),
      },
    });
  });

  it('keeps the schema’s message for a field the form finds nothing wrong with', async () => {
    const { outcome } = await run(
      { ...valid, [`quantity.${VIP}`]: '0' },
      { fieldProblems: () => ({ quantities: undefined, guests: undefined }) },
    );
    expect(outcome).toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.checkDetails,
      fieldErrors: { quantities: 'Choose at least one ticket.' },
    });
  });

  it('refuses on the form’s own problems alone', async () => {
    const { outcome, stillFits } = await run(valid, {
      fieldProblems: () => ({ guests: 'Deluxe sleeps 2 a room.' }),
    });
    expect(outcome).toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.checkDetails,
      fieldErrors: { guests: 'Deluxe sleeps 2 a room.' },
    });
    expect(stillFits).not.toHaveBeenCalled();
  });

  it('loads the kind’s own schema while the form shows it is checking', async () => {
    const hotel = {
      ...valid,
      kind: 'hotel',
      'selection.hotelId': '1',
      'selection.roomId': '2',
      'selection.checkin': '2026-11-24',
      'selection.checkout': '2026-11-25',
      'selection.guests': '2',
    };
    const refused = await run(
      { ...hotel, phone: '999123456789' },
      { schema: async (shared) => withInternationalHotelPhone(shared) },
    );
    expect(refused.outcome?.fieldErrors).toEqual({
      phone: expect.stringContaining('with its country code'),
    });
    expect(refused.steps).toEqual(['checking', 'done']);
    const sent = await run(hotel, {
      schema: async (shared) => withInternationalHotelPhone(shared),
    });
    expect(sent.outcome).toBeNull();
    expect(sent.steps).toEqual(['checking', 'passed', 'checking', 'fresh look', 'done']);
  });
});
