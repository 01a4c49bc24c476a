// Request bodies and calls the tests repeat: a fresh customer, an experience hold item, an
// experience buy body, and holding tickets in-process.
import type { Fixtures } from './fixtures';
import { TEST_KEYS, type TestService } from './harness';

/** A distinct customer per call, for tests that must not collapse into one idempotent hold. */
let customerCounter = 0;
export function newCustomer(prefix = 'buyer'): { email: string; phone_number: string } {
  customerCounter += 1;
  const n = String(customerCounter).padStart(9, '0');
  return { email: `${prefix}.${n}@example.com`, phone_number: `08${n}` };
}

/** One `tickets[]` item of an experience hold (`ticket_type` `entertainment` on the wire). */
export function experienceItem(
  categoryId: string,
  quantity = 1,
  metadata?: Record<string, unknown>,
) {
  return {
    ticket_type: 'entertainment',
    resource_id: categoryId,
    quantity,
    ...(metadata ? { metadata } : {}),
  };
}

/** A buy body for `POST /api/v1/svc/experience/buy/tickets`. */
export function buyBody(options: {
  experienceId: string;
  reservationIds: string[];
  tickets: { id: string; count: number }[];
  customer: { email: string; phone_number: string };
  merchantReference?: string | null;
  extra?: Record<string, unknown>;
}) {
  return {
    reservation_ids: options.reservationIds,
    tickets: options.tickets,
    experience_id: options.experienceId,
    customer_info: { name: 'Ada Obi', ...options.customer },
    ...(options.merchantReference !== undefined
      ? { merchant_reference: options.merchantReference }
      : {}),
    ...options.extra,
  };
}

/** A buy body for one VIP ticket of `f`'s regular event. */
export const oneVipBody = (
  f: Fixtures,
  reservationIds: string[],
  customer: { email: string; phone_number: string },
  merchantReference?: string,
) =>
  buyBody({
    experienceId: f.regular.experienceId,
    reservationIds,
    tickets: [{ id: f.regular.vip.id, count: 1 }],
    customer,
    merchantReference,
  });

/** Holds `items` for `customer` in-process; returns the reservation ids (fails the test on a non-201). */
export async function holdTickets<
  C extends { email?: string; phone_number?: string } = { email: string; phone_number: string },
>(
  service: Pick<TestService, 'request'>,
  items: unknown[],
  customer: C = newCustomer() as unknown as C,
  key: string = TEST_KEYS.staging,
) {
  const res = await service.request('POST', '/api/v1/svc/validate', {
    body: { tickets: items, customer_info: customer },
    key,
  });
  if (res.status !== 201) throw new Error(`hold failed: ${res.status} ${JSON.stringify(res.body)}`);
  const ids = (res.body.data.reservations as { reservation_id: string }[]).map(
    (r) => r.reservation_id,
  );
  return { ids, customer };
}

/** The experience buy and holding tickets, on one service. */
export function experienceCalls(service: Pick<TestService, 'request'>) {
  return {
    buy: (body: unknown, key: string = TEST_KEYS.staging, medium = 'Web') =>
      service.request('POST', '/api/v1/svc/experience/buy/tickets', { body, key, medium }),
    /** Holds the items for a new customer (or the one given): the reservation ids and the customer. */
    holdFor: (items: unknown[], customer = newCustomer(), key: string = TEST_KEYS.staging) =>
      holdTickets(service, items, customer, key),
  };
}
