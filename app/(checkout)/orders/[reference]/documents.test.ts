// Tests of an order's document routes in-process: the PDF, the .ics and the Apple Wallet pass of a customer
// reference with their types and file names; 404 for a box-office reference, an unknown order, an unconfigured
// wallet or a ticket the order lacks; 503 while the service is down.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeService, reply, timeout } from '@/server/ticketing/test-support/fake-service';
import { makeTestCertificates } from '@/server/documents/testing/certificates';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { ROUTES } from '@/server/ticketing/test-support/routes';
import { GET as calendar } from './calendar.ics/route';
import { GET as pdf } from './tickets.pdf/route';
import { GET as wallet } from './wallet/[ticket]/route';

const env = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => ({ ...TEST_ENV, ...env.current }) };
});

const REF = 'web-EEEEEEEEEEEEEEEEEEEEEE';
const ask = (route: typeof pdf, reference = REF) =>
  route(new Request(`http://shop.test/orders/${reference}`), {
    params: Promise.resolve({ reference }),
  });
const notFound = () => reply(404, { success: false, status: 404, message: 'Not found' });

beforeEach(() => {
  env.current = {};
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('order documents', () => {
  it('sends the PDF and the .ics of a customer order as downloads', async () => {
    installFakeService({
      [ROUTES.lookup]: [
        reply(200, recorded.transaction(REF)),
        reply(200, recorded.transaction(REF)),
      ],
    });
    const file = await ask(pdf);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.headers.get('Content-Disposition')).toBe(
      `attachment; filename="tickets-${REF}.pdf"`,
    );
    expect(file.headers.get('Cache-Control')).toBe('private, no-store');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const ics = await ask(calendar);
    expect(ics.headers.get('Content-Type')).toMatch(/^text\/calendar; charset=utf-8/);
    expect(ics.headers.get('Content-Disposition')).toBe(`attachment; filename="order-${REF}.ics"`);
    const text = await ics.text();
    // 7 pm to 11:30 pm in Lagos.
    expect(text).toContain('DTSTART:20261121T180000Z');
    expect(text).toContain('DTEND:20261121T223000Z');
  }, 20_000);

  it('answers 404 for a box-office reference (without asking the service) and for an unknown order', async () => {
    const fake = installFakeService({ [ROUTES.lookup]: [notFound(), notFound()] });
    expect((await ask(pdf, 'box-EEEEEEEEEEEEEEEEEEEEEE')).status).toBe(404);
    expect((await ask(calendar, '..%2Fetc')).status).toBe(404);
    expect(fake.callsTo(ROUTES.lookup)).toHaveLength(0);
    expect((await ask(pdf)).status).toBe(404);
    expect((await ask(calendar)).status).toBe(404);
  });

  it('answers 503 while the service is down', async () => {
    installFakeService({ [ROUTES.lookup]: [timeout()] });
    const answer = await ask(pdf);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toMatch(/try again/);
  });

  it('has no Apple Wallet pass while the merchant has not configured one', async () => {
    const fake = installFakeService({ [ROUTES.lookup]: [reply(200, recorded.transaction(REF))] });
    const answer = await wallet(new Request('http://shop.test/'), {
      params: Promise.resolve({ reference: REF, ticket: '1' }),
    });
    expect(answer.status).toBe(404);
    expect(fake.callsTo(ROUTES.lookup)).toHaveLength(0);
  });

  it('sends a configured Apple Wallet pass per ticket of the order, and 404 for a ticket it lacks', async () => {
    const certs = makeTestCertificates();
    env.current = {
      APPLE_WALLET_PASS_TYPE_ID: 'pass.example.tickets',
      APPLE_WALLET_TEAM_ID: 'ABCDE12345',
      APPLE_WALLET_CERT: certs.certificate,
      APPLE_WALLET_KEY: certs.key,
      APPLE_WALLET_KEY_PASSPHRASE: certs.passphrase,
      APPLE_WALLET_WWDR: certs.wwdr,
    };
    installFakeService({
      [ROUTES.lookup]: [
        reply(200, recorded.transaction(REF)),
        reply(200, recorded.transaction(REF)),
      ],
    });
    const ticket = (position: string) =>
      wallet(new Request('http://shop.test/'), {
        params: Promise.resolve({ reference: REF, ticket: position }),
      });
    const pass = await ticket('2');
    expect(pass.status).toBe(200);
    expect(pass.headers.get('Content-Type')).toBe('application/vnd.apple.pkpass');
    expect(pass.headers.get('Content-Disposition')).toBe(`attachment; filename="${REF}-2.pkpass"`);
    // A zip archive.
    expect(
      Buffer.from(await pass.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect((await ticket('3')).status).toBe(404);
    expect((await ticket('0')).status).toBe(404);
  }, 30_000);
});
