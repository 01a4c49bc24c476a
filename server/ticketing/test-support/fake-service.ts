// A scripted stand-in for fetch in unit tests: answers per method and path, and records every call.
import { vi } from 'vitest';

export type FakeReply = { status: number; body: unknown } | { throws: Error };

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  init: RequestInit;
}

export function reply(status: number, body: unknown): FakeReply {
  return { status, body };
}

export const timeout = (): FakeReply => ({
  throws: new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
});
export const dropped = (): FakeReply => ({ throws: new TypeError('fetch failed') });

/** Each route is `METHOD /path`; replies are used in order and the last one repeats. */
export function installFakeService(routes: Record<string, FakeReply[]>) {
  const calls: RecordedCall[] = [];
  const used: Record<string, number> = {};
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    calls.push({
      method,
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      init,
    });
    const replies = routes[key];
    if (!replies || replies.length === 0)
      throw new Error(`fake service: no reply scripted for ${key}`);
    const index = Math.min(used[key] ?? 0, replies.length - 1);
    used[key] = index + 1;
    const next = replies[index]!;
    if ('throws' in next) throw next.throws;
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url.pathname}` === key),
  };
}

export const TEST_ENV = {
  TICKETING_BASE_URL: 'http://127.0.0.1:4999',
  TICKETING_ENV: 'staging' as const,
  TICKETING_API_KEY: 'test-key-123456',
  TICKETING_TIMEOUT_MS: 500,
  TICKETING_READ_TIMEOUT_MS: 500,
  SESSION_SECRET: 'x'.repeat(32),
  MAX_TICKETS_PER_ORDER: 10,
  TRUST_PROXY: 0,
  RESERVE_LIMIT_PER_ADDRESS: 1000,
  RESERVE_LIMIT_PER_SESSION: 1000,
  RESERVE_LIMIT_WINDOW_SECONDS: 60,
  STOREFRONT_DB_PATH: ':memory:',
  EMBED_ALLOWED_ORIGINS: ['https://blog.example'],
  PAYMENT_PROVIDER: 'test' as const,
  // The merchant and the terms of a trip or a stay, at their defaults.
  MERCHANT_NAME: 'Eko Tickets',
  MERCHANT_ADDRESS: '12 Marina, Lagos Island, Lagos',
  MERCHANT_SUPPORT_EMAIL: 'support@tickets.example',
  MERCHANT_SUPPORT_PHONE: '+2348000000000',
  BUS_REPORTING_MINUTES: 30,
  BUS_LUGGAGE_ALLOWANCE:
    'One bag of up to 20 kg in the hold and one small bag on board, per passenger',
  HOTEL_CHECKIN_FROM: '14:00',
  HOTEL_CHECKOUT_BY: '12:00',
  HOTEL_TAX_NOTE:
    'Prices include VAT and all taxes; nothing more is charged for the room at the hotel.',
  HOTEL_FREE_CANCELLATION_HOURS: 48,
  // Order links and order emails ("Find my tickets", "Resend"), at their defaults.
  ORDER_LINK_TTL_DAYS: 7,
  ORDER_EMAIL_LIMIT_PER_CONTACT: 3,
  ORDER_EMAIL_LIMIT_PER_ADDRESS: 10,
  ORDER_EMAIL_LIMIT_WINDOW_SECONDS: 3600,
};
