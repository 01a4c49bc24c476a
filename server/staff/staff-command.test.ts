// Tests of the staff command: accounts added, listed, disabled, enabled and given new passwords, with clear refusals.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { listAudit } from './audit-log';
import { verifyPassword } from './password';
import { findStaffByEmail } from './staff-accounts';
import { CommandError, runStaffCommand, UsageError } from './staff-command';

const PASSWORD = 'counter-password-1';
let db: StoreDatabase;
let printed: string[];
let asked: boolean[];

const run = (password: string, ...argv: string[]) =>
  runStaffCommand(db, argv, {
    readPassword: async (fromStdin) => {
      asked.push(fromStdin);
      return password;
    },
    print: (line) => printed.push(line),
    cost: { N: 1024, r: 8, p: 1 },
  });

beforeEach(async () => {
  db = await testStoreDatabase();
  printed = [];
  asked = [];
});
afterEach(() => db.destroy());

describe('npm run staff', () => {
  it('adds an account with its email lower-cased and the password hashed', async () => {
    await run(
      PASSWORD,
      'add',
      ' Ana@Example.COM ',
      '--role',
      'supervisor',
      '--name',
      'Ana Bello',
      '--password-stdin',
    );
    const account = await findStaffByEmail(db, 'ana@example.com');
    expect(account).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana Bello',
      role: 'supervisor',
      disabled_at: null,
    });
    expect(account!.password_hash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, account!.password_hash)).toBe(true);
    expect(asked).toEqual([true]);
    expect(printed).toEqual(['Added supervisor Ana Bello <ana@example.com>.']);
    expect(printed.join('\n')).not.toContain(PASSWORD);
    const [entry] = await listAudit(db);
    expect(entry).toMatchObject({
      action: 'staff-added',
      subject: 'ana@example.com',
      staffId: null,
      detail: { via: 'command line', role: 'supervisor' },
    });
  });

  it('names an account after its email when no name is given, and asks on the terminal without --password-stdin', async () => {
    await run(PASSWORD, 'add', 'tunde@example.com', '--role', 'seller');
    expect((await findStaffByEmail(db, 'tunde@example.com'))?.name).toBe('tunde');
    expect(asked).toEqual([false]);
  });

  it('adds a door account, which checks tickets in and does not sell', async () => {
    await run(
      PASSWORD,
      'add',
      'gate@example.com',
      '--role',
      'door',
      '--name',
      'Gate One',
      '--password-stdin',
    );
    expect(await findStaffByEmail(db, 'gate@example.com')).toMatchObject({
      role: 'door',
      name: 'Gate One',
    });
    expect(printed).toEqual(['Added door staff Gate One <gate@example.com>.']);
  });

  it('refuses a second account for one email, whatever its case', async () => {
    await run(PASSWORD, 'add', 'ana@example.com', '--role', 'seller');
    await expect(run(PASSWORD, 'add', 'ANA@example.com', '--role', 'seller')).rejects.toThrow(
      new CommandError('A staff account for ana@example.com already exists.'),
    );
  });

  it.each([
    [['add', 'ana@example.com'], '--role door|seller|supervisor is required.'],
    [['add', 'ana@example.com', '--role', 'admin'], /^--role /],
    [['add', 'not-an-email', '--role', 'seller'], 'The email must be an email address.'],
    [['add', 'ana@example.com', '--role', 'seller', '--colour', 'red'], /colour/],
    [['frobnicate'], 'Unknown command: frobnicate'],
    [[], 'Which command?'],
    [['disable', 'a@example.com', 'b@example.com'], 'Unexpected argument: b@example.com'],
  ])('explains the mistake in %j', async (argv, message) => {
    const error = await run(PASSWORD, ...argv).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(message);
  });

  it('refuses a short password and keeps no account', async () => {
    await expect(run('short', 'add', 'ana@example.com', '--role', 'seller')).rejects.toThrow(
      'The password must be at least 10 characters.',
    );
    expect(await findStaffByEmail(db, 'ana@example.com')).toBeUndefined();
  });

  it('lists accounts, as text and as JSON, without password hashes', async () => {
    await run(PASSWORD, 'add', 'ana@example.com', '--role', 'supervisor', '--name', 'Ana Bello');
    await run(PASSWORD, 'add', 'tunde@example.com', '--role', 'seller', '--name', 'Tunde Ade');
    await run(PASSWORD, 'disable', 'tunde@example.com');
    printed = [];
    await run(PASSWORD, 'list', '--json');
    expect(JSON.parse(printed[0]!)).toEqual([
      { email: 'ana@example.com', name: 'Ana Bello', role: 'supervisor', disabled: false },
      { email: 'tunde@example.com', name: 'Tunde Ade', role: 'seller', disabled: true },
    ]);
    printed = [];
    await run(PASSWORD, 'list');
    expect(printed).toHaveLength(2);
    expect(printed[0]).toMatch(/^ana@example\.com +supervisor +active +Ana Bello$/);
    expect(printed[1]).toMatch(
      /^tunde@example\.com +seller +disabled \d{4}-\d\d-\d\d \d\d:\d\d +Tunde Ade$/,
    );
    expect(printed.join('\n')).not.toContain('scrypt');
  });

  it('disables and enables an account, once each, and audits the changes', async () => {
    await run(PASSWORD, 'add', 'ana@example.com', '--role', 'seller');
    await run(PASSWORD, 'disable', 'ANA@example.com');
    expect((await findStaffByEmail(db, 'ana@example.com'))?.disabled_at).toEqual(
      expect.any(Number),
    );
    await run(PASSWORD, 'disable', 'ana@example.com');
    expect(printed.at(-1)).toBe('ana@example.com is already disabled.');
    await run(PASSWORD, 'enable', 'ana@example.com');
    expect((await findStaffByEmail(db, 'ana@example.com'))?.disabled_at).toBeNull();
    expect((await listAudit(db)).map((entry) => entry.action)).toEqual([
      'staff-enabled',
      'staff-disabled',
      'staff-added',
    ]);
  });

  it('sets a new password, the old one no longer verifying', async () => {
    await run(PASSWORD, 'add', 'ana@example.com', '--role', 'seller');
    await run('another-password-2', 'reset-password', 'ana@example.com', '--password-stdin');
    const account = await findStaffByEmail(db, 'ana@example.com');
    expect(await verifyPassword('another-password-2', account!.password_hash)).toBe(true);
    expect(await verifyPassword(PASSWORD, account!.password_hash)).toBe(false);
    expect(account!.updated_at).toBeGreaterThanOrEqual(account!.created_at);
  });

  it('says so when there is no such account', async () => {
    await expect(run(PASSWORD, 'reset-password', 'nobody@example.com')).rejects.toThrow(
      new CommandError('No staff account for nobody@example.com.'),
    );
    await expect(run(PASSWORD, 'disable', 'nobody@example.com')).rejects.toBeInstanceOf(
      CommandError,
    );
  });
});
