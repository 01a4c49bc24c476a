// Customers buying in a loop against a service over HTTP (hold, then buy), every call recorded with
// when it was sent and answered, for the tests that take the database away under load. A buy
// answered 503 is sent again as it was (same hold, same merchant_reference) until it is decided:
// 201, or 409 naming the transaction an earlier attempt made, as a careful client would do.
import type { Fixtures } from '../fixtures';
import { httpRequest } from '../harness';
import { experienceItem, newCustomer, oneVipBody } from '../requests';

export interface Call {
  what: 'hold' | 'buy';
  sentAt: number;
  endedAt: number;
  /** the status, or `dropped` when no reply came (the connection failed) */
  status: number | 'dropped';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are read as plain JSON
  body: any;
  retryAfter: string | null;
}

export interface BuyersRun {
  calls: Call[];
  /** merchant_reference → the transaction reference the buyer was told */
  told: Map<string, string>;
  /** stops the loops and waits for every buy under way to be decided */
  stop(): Promise<void>;
}

const PAUSE_AFTER_503_MS = 50;
/** Once the run stops, how long a buy under way may still take to be decided */
const DECIDE_WITHIN_MS = 10_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` buyers of one VIP ticket each time of `f`'s regular event on the service at `url`. */
export function startBuyers(url: string, f: Fixtures, count: number, prefix: string): BuyersRun {
  const calls: Call[] = [];
  const told = new Map<string, string>();
  let stoppedAt: number | undefined;

  const call = async (
    what: Call['what'],
    method: string,
    path: string,
    body: unknown,
  ): Promise<Call> => {
    const sentAt = Date.now();
    const record = await httpRequest(url, method, path, { body }).then(
      (res) => ({
        status: res.status,
        body: res.body as unknown,
        retryAfter: res.headers.get('retry-after'),
      }),
      () => ({ status: 'dropped' as const, body: undefined, retryAfter: null }),
    );
    const made: Call = { what, sentAt, endedAt: Date.now(), ...record };
    calls.push(made);
    return made;
  };

  const buyUntilDecided = async (body: ReturnType<typeof oneVipBody>, reference: string) => {
    // A service that never answers again leaves the buy undecided: the books then show it.
    while (stoppedAt === undefined || Date.now() - stoppedAt < DECIDE_WITHIN_MS) {
      const res = await call('buy', 'POST', '/api/v1/svc/experience/buy/tickets', body);
      if (res.status === 201 || (res.status === 409 && res.body?.data?.reference)) {
        told.set(reference, res.body.data.reference as string);
        return;
      }
      if (res.status !== 503 && res.status !== 'dropped') return;
      await pause(PAUSE_AFTER_503_MS);
    }
  };

  const buyer = async (index: number) => {
    const customer = newCustomer(`${prefix}${index}`);
    for (let round = 0; stoppedAt === undefined; round += 1) {
      const hold = await call('hold', 'POST', '/api/v1/svc/validate', {
        tickets: [experienceItem(f.regular.vip.id, 1)],
        customer_info: customer,
      });
      if (hold.status !== 201) {
        await pause(PAUSE_AFTER_503_MS);
        continue;
      }
      const reservationId = hold.body.data.reservations[0].reservation_id as string;
      const reference = `${prefix}-${index}-${round}`;
      await buyUntilDecided(oneVipBody(f, [reservationId], customer, reference), reference);
    }
  };

  const loops = Promise.all(Array.from({ length: count }, (_, i) => buyer(i)));
  return {
    calls,
    told,
    stop: async () => {
      stoppedAt = Date.now();
      await loops;
    },
  };
}
