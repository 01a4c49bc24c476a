// The inventory:admin commands: listing merchants, topping up a wallet, setting a hold TTL, putting an event on sale.
import { describe, expect, it } from 'vitest';
import { SECOND_DEMO_MERCHANT } from '../seed/merchants';
import { TEST_BALANCE_KOBO, TEST_KEYS, TEST_MERCHANT_ID } from '../testing/harness';
import { runAdmin } from './cli';
import { addEvent, listMerchants, setHoldTtl, topUpWallet } from './commands';
import { setUpTestService } from '../testing/per-file';

const service = setUpTestService();

async function run(...args: string[]): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const code = await runAdmin(
    args,
    service.deps.database,
    (line) => lines.push(line),
    service.clock.now(),
  );
  return { code, text: lines.join('\n') };
}

describe('inventory:admin', () => {
  it('lists merchants with key hints and balances, never the keys', async () => {
    const merchants = await listMerchants(service.deps.database.db);
    const test = merchants.find((m) => m.id === TEST_MERCHANT_ID)!;
    expect(test.wallets).toEqual({
      staging: TEST_BALANCE_KOBO / 100,
      live: TEST_BALANCE_KOBO / 100,
    });
    expect(test.keyHints.staging).toEqual(['test…-key']);
    expect(merchants.map((m) => m.name)).toContain(SECOND_DEMO_MERCHANT.name);
    const { code, text } = await run('merchants');
    expect(code).toBe(0);
    expect(text).toContain('Test Merchant');
    expect(text).toContain('Second Demo Merchant');
    const json = await run('merchants', '--json');
    for (const output of [text, json.text]) {
      for (const key of [...Object.values(TEST_KEYS), ...Object.values(SECOND_DEMO_MERCHANT.keys)])
        expect(output).not.toContain(key);
    }
    expect(JSON.parse(json.text)).toHaveLength(merchants.length);
  });

  it('tops up one wallet of one environment and records the entry', async () => {
    const { balanceNaira } = await topUpWallet(service.deps.database, {
      merchantId: TEST_MERCHANT_ID,
      environment: 'staging',
      amountNaira: 2500.5,
      now: service.clock.now(),
    });
    expect(balanceNaira).toBe(TEST_BALANCE_KOBO / 100 + 2500.5);
    const cli = await run('topup', TEST_MERCHANT_ID, 'staging', '1000');
    expect(cli.code).toBe(0);
    const wallets = (await listMerchants(service.deps.database.db)).find(
      (m) => m.id === TEST_MERCHANT_ID,
    )!.wallets;
    expect(wallets).toEqual({
      staging: TEST_BALANCE_KOBO / 100 + 3500.5,
      live: TEST_BALANCE_KOBO / 100,
    });
    const entries = await service.deps.database.db
      .selectFrom('wallet_entries')
      .selectAll()
      .where('merchant_id', '=', TEST_MERCHANT_ID)
      .where('note', '=', 'operator top-up')
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.environment, e.amount_kobo, e.balance_after_kobo])).toEqual([
      ['staging', 250_050, TEST_BALANCE_KOBO + 250_050],
      ['staging', 100_000, TEST_BALANCE_KOBO + 350_050],
    ]);
  });

  it('refuses bad top-ups without changing anything', async () => {
    for (const args of [
      ['topup', TEST_MERCHANT_ID, 'staging', '-5'],
      ['topup', TEST_MERCHANT_ID, 'staging', '0'],
      ['topup', TEST_MERCHANT_ID, 'prod', '10'],
      ['topup', '00000000-0000-4000-8000-000000000000', 'live', '10'],
      ['topup', TEST_MERCHANT_ID, 'live', '1.234'],
    ]) {
      expect((await run(...args)).code, args.join(' ')).toBe(1);
    }
    const wallets = (await listMerchants(service.deps.database.db)).find(
      (m) => m.id === TEST_MERCHANT_ID,
    )!.wallets;
    expect(wallets.live).toBe(TEST_BALANCE_KOBO / 100);
  });

  it('sets and clears a merchant hold TTL', async () => {
    expect((await run('set-ttl', SECOND_DEMO_MERCHANT.id, '600')).code).toBe(0);
    expect(
      (await listMerchants(service.deps.database.db)).find((m) => m.id === SECOND_DEMO_MERCHANT.id)!
        .holdTtlSeconds,
    ).toBe(600);
    expect((await run('set-ttl', SECOND_DEMO_MERCHANT.id, 'default')).code).toBe(0);
    expect(
      (await listMerchants(service.deps.database.db)).find((m) => m.id === SECOND_DEMO_MERCHANT.id)!
        .holdTtlSeconds,
    ).toBeNull();
    await expect(setHoldTtl(service.deps.database.db, SECOND_DEMO_MERCHANT.id, 0)).rejects.toThrow(
      /1 to 86400/,
    );
    expect((await run('set-ttl', 'nobody', '60')).code).toBe(1);
    expect((await run('set-ttl', SECOND_DEMO_MERCHANT.id, 'soon')).code).toBe(1);
  });

  it('puts an event on sale with one category of the given number of tickets, sold through the API', async () => {
    const { code, text } = await run('add-event', 'Rehearsal Concert', '1000', '15000', '--json');
    expect(code).toBe(0);
    const ids = JSON.parse(text) as { experienceId: string; ticketCategoryId: string };
    const details = await service.request('GET', `/api/v1/svc/experience/v/${ids.experienceId}`);
    expect(details.status).toBe(200);
    expect(details.body.data.title).toBe('Rehearsal Concert');
    const tickets = await service.request(
      'GET',
      `/api/v1/svc/experience/tickets/${ids.experienceId}`,
      { key: TEST_KEYS.staging },
    );
    expect(tickets.body.data.tickets).toEqual([
      expect.objectContaining({ id: ids.ticketCategoryId, slots_remaining: 1000, price: 15000 }),
    ]);
  });

  it('refuses an event without tickets, a bad price or a past start', async () => {
    for (const args of [
      ['add-event', 'No Tickets', '0'],
      ['add-event', 'Bad Price', '10', 'free'],
      ['add-event', '', '10'],
      ['add-event', 'Too Many', '1000001'],
    ]) {
      expect((await run(...args)).code, args.join(' ')).toBe(1);
    }
    const input = {
      title: 'Yesterday',
      tickets: 5,
      priceNaira: 100,
      startAt: service.clock.now() - 1,
      now: service.clock.now(),
    };
    await expect(addEvent(service.deps.database, input)).rejects.toThrow(/future/);
  });

  it('prints usage for help and unknown commands', async () => {
    expect(await run()).toMatchObject({ code: 0, text: expect.stringContaining('Usage') });
    expect((await run('frobnicate')).code).toBe(2);
  });
});
