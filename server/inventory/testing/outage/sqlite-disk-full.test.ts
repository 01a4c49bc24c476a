// SQLite on a full disk (the file may not grow: `max_page_count` at its size): a write is answered
// 503 in the envelope with Retry-After, not 500; reads go on being served; once there is room
// again, writes go through. SQLite only (PostgreSQL's restart has its own test beside this one).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { engineUnderTest } from '../harness';
import { setUpFixtureService } from '../per-file';
import { experienceItem, newCustomer } from '../requests';

describe.runIf(engineUnderTest === 'sqlite')('SQLite with its disk full', () => {
  const { service, fx } = setUpFixtureService();
  // Free metadata big enough to need new pages (overflow pages), which the full file cannot get.
  const holdWithNotes = (kb: number) =>
    service.request('POST', '/api/v1/svc/validate', {
      body: {
        tickets: [experienceItem(fx.regular.standard.id, 1, { notes: 'n'.repeat(kb * 1024) })],
        customer_info: newCustomer('full'),
      },
    });
  const pragma = async (statement: string) => {
    const { rows } = await sql
      .raw<Record<string, number>>(`pragma ${statement}`)
      .execute(service.deps.database.db);
    return Number(Object.values(rows[0] ?? {})[0]);
  };

  it('answers writes 503 in the envelope, keeps serving reads, and writes again once there is room', async () => {
    expect((await holdWithNotes(1)).status).toBe(201);
    // No free pages left inside the file, and the file may not grow.
    await sql`vacuum`.execute(service.deps.database.db);
    const pages = await pragma('page_count');
    expect(await pragma(`max_page_count = ${pages}`)).toBe(pages);

    const refused = await holdWithNotes(40);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toEqual({
      success: false,
      status: 503,
      message: 'The service cannot reach its database just now. Try again shortly.',
    });

    const read = await service.request(
      'GET',
      `/api/v1/svc/experience/tickets/${fx.regular.experienceId}`,
    );
    expect(read.status).toBe(200);
    const standard = read.body.data.tickets.find(
      (t: { id: string }) => t.id === fx.regular.standard.id,
    );
    expect(standard.slots_remaining).toBe(fx.regular.standard.capacity - 1);
    expect((await service.request('GET', '/api/v1/svc/business')).status).toBe(200);

    await pragma(`max_page_count = ${pages + 1_000}`);
    expect((await holdWithNotes(40)).status).toBe(201);
  });
});
