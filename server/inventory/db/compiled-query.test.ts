// Statements compiled once: each call's own values, on the database and in transactions, on
// either engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/harness';
import { columnsOf, compiled, engineOf, inList, listValue } from './compiled-query';
import { migrateToLatest } from './migrate';
import { inTransaction } from './transaction';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  await migrateToLatest(test.database);
});

afterAll(() => test.drop());

const insert = compiled<{ id: string; slug: string; name: string }>()((db, p) =>
  db.insertInto('categories').values(columnsOf(p, ['id', 'slug', 'name'])),
);
const rename = compiled<{ id: string; name: string; unless: string }>()((db, p) =>
  db
    .updateTable('categories')
    .set({ name: p.name })
    .where('id', '=', p.id)
    .where('name', '<>', p.unless),
);
const named = compiled<{ ids: unknown; prefix: string }>()((db, p, engine) =>
  db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where(inList('id', p.ids, engine))
    .where('slug', 'like', p.prefix)
    .orderBy('id'),
);

describe('compiled statements', () => {
  it('run with each call’s values, on the database and in a transaction', async () => {
    const { database } = test;
    await insert.run(database.db, { id: 'a', slug: 's-a', name: 'A' });
    await inTransaction(database, async (tx) => {
      await insert.run(tx, { id: 'b', slug: 's-b', name: 'B' });
      await insert.run(tx, { id: 'c', slug: 'x-c', name: 'C' });
    });
    expect(await rename.changed(database.db, { id: 'a', name: 'A2', unless: 'A2' })).toBe(1);
    // The condition's value is a parameter too: the same statement now matches nothing.
    expect(await rename.changed(database.db, { id: 'a', name: 'A3', unless: 'A2' })).toBe(0);
    const rows = await named.rows(database.db, {
      ids: listValue(database.db, ['a', 'b', 'c', 'zz']),
      prefix: 's-%',
    });
    expect(rows).toEqual([
      { id: 'a', name: 'A2' },
      { id: 'b', name: 'B' },
    ]);
    expect(
      await named.first(database.db, { ids: listValue(database.db, ['c']), prefix: 'x-%' }),
    ).toEqual({ id: 'c', name: 'C' });
  });

  it('know the engine of a handle and of its transactions', async () => {
    const { database } = test;
    expect(engineOf(database.db)).toBe(database.engine);
    await inTransaction(database, async (tx) => {
      expect(engineOf(tx)).toBe(database.engine);
    });
  });
});
