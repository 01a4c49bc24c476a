// WAL checkpoints beside the service (always SQLite, whatever engine the suite runs on): what the service
// writes reaches the database file without any commit of the service's checkpointing it.
import { randomBytes } from 'node:crypto';
import { rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connect';
import { startCheckpointer, type CheckpointResult } from './sqlite-checkpointer';

const paths: string[] = [];
const opened: Database[] = [];

function newPath() {
  const path = join(tmpdir(), `checkpointer-${randomBytes(4).toString('hex')}.sqlite`);
  paths.push(path);
  return path;
}

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const path of paths.splice(0))
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
});

/** About 250 pages of rows, in the WAL once committed: fewer than the service's own checkpoints wait for. */
async function writeRows(database: Database) {
  await sql`create table rows (body text not null)`.execute(database.db);
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000)
    insert into rows (body) select hex(randomblob(500)) from n`.execute(database.db);
}

const fileSize = (path: string) => statSync(path).size;

describe('the WAL checkpointer', () => {
  it('copies what the service wrote into the database file, from its own thread', async () => {
    const path = newPath();
    const database = openDatabase({ sqlitePath: path });
    opened.push(database);
    const before = fileSize(path);
    await writeRows(database);
    // The rows are in the WAL; only a checkpoint makes the file itself grow.
    await expect
      .poll(() => fileSize(path), { timeout: 5_000, interval: 50 })
      .toBeGreaterThan(before + 500_000);
  });

  it('leaves the file as it is without a checkpointer: the service connection does not checkpoint so small a WAL', async () => {
    const path = newPath();
    const database = openDatabase({ sqlitePath: path, checkpoints: false });
    opened.push(database);
    const before = fileSize(path);
    await writeRows(database);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(fileSize(path)).toBe(before);
  });

  it('reports each checkpoint: the pages of the WAL and those copied', async () => {
    const path = newPath();
    const database = openDatabase({ sqlitePath: path, checkpoints: false });
    opened.push(database);
    await writeRows(database);
    const results: (CheckpointResult | { error: string })[] = [];
    const checkpointer = startCheckpointer(path, {
      intervalMs: 20,
      onCheckpoint: (result) => results.push(result),
    });
    try {
      await expect.poll(() => results.length, { timeout: 5_000 }).toBeGreaterThan(0);
      const [first] = results as CheckpointResult[];
      expect(first).toEqual({ busy: 0, log: expect.any(Number), checkpointed: first!.log });
      expect(first!.log).toBeGreaterThan(100);
    } finally {
      await checkpointer.stop();
    }
  });
});
