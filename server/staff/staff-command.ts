// The staff command's work: add, list, disable, enable and reset-password, on a database it is given.
import { parseArgs } from 'node:util';
import type { z } from 'zod/mini';
import { ROLE_LABELS, STAFF_ROLES } from '@/lib/box-office/roles';
import {
  newPasswordSchema,
  staffEmailSchema,
  staffNameSchema,
  staffRoleSchema,
} from '@/lib/box-office/staff-schema';
import type { StoreDatabase } from '@/server/store-db/connect';
import { insertAudit } from './audit-log';
import { hashPassword, type ScryptCost } from './password';
import {
  findStaffByEmail,
  insertStaff,
  listStaff,
  setStaffDisabled,
  setStaffPassword,
  StaffExistsError,
} from './staff-accounts';

export const STAFF_USAGE = `Usage: npm run staff -- <command>

  add <email> --role ${STAFF_ROLES.join('|')} [--name "Full Name"] [--password-stdin]
  list [--json]
  disable <email>
  enable <email>
  reset-password <email> [--password-stdin]

The password is asked for on the terminal (not shown), or read from standard input with --password-stdin.`;

/** A mistake in how the command was called: the usage is shown with it. */
export class UsageError extends Error {}
/** The command was understood but cannot be done (no such account, one already exists). */
export class CommandError extends Error {}

export interface StaffCommandIO {
  /** The new password, from the terminal or standard input as the options say. */
  readPassword(fromStdin: boolean): Promise<string>;
  print(line: string): void;
  now?: () => number;
  /** Tests hash with a lower cost. */
  cost?: ScryptCost;
}

const OPTIONS = {
  role: { type: 'string' },
  name: { type: 'string' },
  'password-stdin': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
} as const;

// The command line acts for nobody signed in: entries name no staff member, only the account changed.
const viaCommandLine = { via: 'command line' };

function parsed<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new UsageError(`${what} ${result.error.issues[0]?.message ?? 'is not valid'}.`);
  return result.data;
}

async function newPassword(io: StaffCommandIO, fromStdin: boolean): Promise<string> {
  const password = parsed(newPasswordSchema, await io.readPassword(fromStdin), 'The password');
  return hashPassword(password, io.cost);
}

async function existing(db: StoreDatabase, email: string | undefined) {
  const address = parsed(staffEmailSchema, email ?? '', 'The email');
  const account = await findStaffByEmail(db, address);
  if (!account) throw new CommandError(`No staff account for ${address}.`);
  return account;
}

const date = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

export async function runStaffCommand(
  db: StoreDatabase,
  argv: string[],
  io: StaffCommandIO,
): Promise<void> {
  let args;
  try {
    args = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = args;
  const [command, email, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra[0]}`);
  const now = io.now ?? Date.now;
  const fromStdin = values['password-stdin'];

  switch (command) {
    case 'add': {
      const address = parsed(staffEmailSchema, email ?? '', 'The email');
      if (values.role === undefined)
        throw new UsageError(`--role ${STAFF_ROLES.join('|')} is required.`);
      const role = parsed(staffRoleSchema, values.role, '--role');
      const name = parsed(staffNameSchema, values.name ?? address.split('@')[0], 'The name');
      if (await findStaffByEmail(db, address))
        throw new CommandError(new StaffExistsError(address).message);
      const passwordHash = await newPassword(io, fromStdin);
      await insertStaff(db, { email: address, name, role, passwordHash }, now());
      await insertAudit(
        db,
        {
          staffId: null,
          action: 'staff-added',
          subject: address,
          detail: { ...viaCommandLine, role },
        },
        now(),
      );
      io.print(`Added ${ROLE_LABELS[role].toLowerCase()} ${name} <${address}>.`);
      return;
    }
    case 'list': {
      const accounts = await listStaff(db);
      if (values.json) {
        io.print(
          JSON.stringify(
            accounts.map(({ email: e, name, role, disabled_at }) => ({
              email: e,
              name,
              role,
              disabled: disabled_at !== null,
            })),
          ),
        );
        return;
      }
      if (accounts.length === 0) {
        io.print(
          'No staff accounts yet. Add one with: npm run staff -- add <email> --role supervisor',
        );
        return;
      }
      for (const account of accounts) {
        const status =
          account.disabled_at === null ? 'active' : `disabled ${date(account.disabled_at)}`;
        io.print(
          [account.email.padEnd(32), account.role.padEnd(10), status.padEnd(26), account.name].join(
            ' ',
          ),
        );
      }
      return;
    }
    case 'disable':
    case 'enable': {
      const account = await existing(db, email);
      const disable = command === 'disable';
      if ((account.disabled_at !== null) === disable) {
        io.print(`${account.email} is already ${disable ? 'disabled' : 'active'}.`);
        return;
      }
      await setStaffDisabled(db, account.id, disable, now());
      await insertAudit(
        db,
        {
          staffId: null,
          action: disable ? 'staff-disabled' : 'staff-enabled',
          subject: account.email,
          detail: viaCommandLine,
        },
        now(),
      );
      io.print(
        disable
          ? `Disabled ${account.email}; any open session ends at once.`
          : `Enabled ${account.email}.`,
      );
      return;
    }
    case 'reset-password': {
      const account = await existing(db, email);
      await setStaffPassword(db, account.id, await newPassword(io, fromStdin), now());
      await insertAudit(
        db,
        { staffId: null, action: 'password-reset', subject: account.email, detail: viaCommandLine },
        now(),
      );
      io.print(`New password set for ${account.email}; any open session ends at once.`);
      return;
    }
    case undefined:
      throw new UsageError('Which command?');
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
}
