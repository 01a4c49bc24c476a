// The merchant's Ed25519 key that signs ticket codes: from TICKET_SIGNING_KEY, or in staging, generated once into the
// storefront's data folder (mode 0600) and reused by every process and restart. Live never signs without the setting.
// The key itself is never logged nor put in an error message.
import 'server-only';
import {
  randomBytes,
  createPrivateKey,
  generateKeyPairSync,
  sign,
  type KeyObject,
} from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { signedTicketCode, unsignedTicketCode, type TicketClaims } from '@/lib/tickets/signed-code';
import { storefrontEnv } from '@/server/env';

/** The file a staging storefront keeps its generated key in, inside its data folder. */
export const GENERATED_KEY_FILE = 'ticket-signing-key.pem';

/** What a signing key is read from: the setting, the environment, and the folder a generated key lives in. */
export interface SigningKeySource {
  setting: string | undefined;
  environment: 'staging' | 'live';
  folder: string;
}

/** The private key a PKCS#8 PEM text holds, or an error saying what is wrong with it (never what it holds). */
export function parseSigningKey(pem: string, origin: string): KeyObject {
  let key: KeyObject;
  try {
    // A PEM set in one line of an .env file carries its line breaks as `\n`.
    key = createPrivateKey({ key: pem.replace(/\\n/g, '\n'), format: 'pem' });
  } catch {
    throw new Error(`${origin} is not a PKCS#8 PEM private key (-----BEGIN PRIVATE KEY-----)`);
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error(`${origin} is a ${key.asymmetricKeyType ?? 'unknown'} key, not an Ed25519 key`);
  return key;
}

/**
 * The generated key, created when there is none yet. Written to a file of its own, then linked into place: a link
 * never replaces a file, so of two processes starting at once, one key wins and both read it.
 */
async function generatedKey(folder: string): Promise<KeyObject> {
  const path = join(folder, GENERATED_KEY_FILE);
  const existing = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing !== null) return parseSigningKey(existing, path);
  await mkdir(folder, { recursive: true });
  const pem = generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, pem, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
  return parseSigningKey(await readFile(path, 'utf8'), path);
}

/** Reads (or in staging, makes) the signing key from a source; see the file's header. */
export async function loadSigningKey(source: SigningKeySource): Promise<KeyObject> {
  if (source.setting) return parseSigningKey(source.setting, 'TICKET_SIGNING_KEY');
  if (source.environment === 'live')
    throw new Error(
      'TICKET_SIGNING_KEY is required when TICKETING_ENV is live: tickets are not signed without it',
    );
  return generatedKey(source.folder);
}

/** The storefront's data folder: where its SQLite database is (`.data` for an in-memory one). */
export function dataFolder(databasePath: string): string {
  return databasePath === ':memory:' ? '.data' : dirname(databasePath);
}

// One key per process; a failed read is not kept, so fixing the setting or the folder needs no restart.
let loading: Promise<KeyObject> | undefined;

/** The process's signing key, read on first use. */
export function ticketSigningKey(): Promise<KeyObject> {
  if (loading) return loading;
  const env = storefrontEnv();
  const attempt = loadSigningKey({
    setting: env.TICKET_SIGNING_KEY,
    environment: env.TICKETING_ENV,
    folder: dataFolder(env.STOREFRONT_DB_PATH),
  });
  loading = attempt;
  attempt.catch(() => {
    if (loading === attempt) loading = undefined;
  });
  return attempt;
}

/** The 32 raw bytes of a private key's public half, as scanners take it. */
export function publicKeyBytes(key: KeyObject): Uint8Array {
  // The JWK of an Ed25519 key names its public half `x`, the raw 32 bytes in base64url.
  const { x } = key.export({ format: 'jwk' });
  if (!x) throw new Error('the ticket signing key has no public half');
  return new Uint8Array(Buffer.from(x, 'base64url'));
}

/** The merchant's public key, 32 raw bytes: all a scanner needs to check a code. */
export async function ticketPublicKey(): Promise<Uint8Array> {
  return publicKeyBytes(await ticketSigningKey());
}

/** A ticket's code signed with a given key. */
export function signTicketWith(key: KeyObject, claims: TicketClaims): string {
  const unsigned = unsignedTicketCode(claims);
  return signedTicketCode(unsigned, new Uint8Array(sign(null, Buffer.from(unsigned, 'utf8'), key)));
}

/** A ticket's code, signed with the merchant's key. */
export async function signTicket(claims: TicketClaims): Promise<string> {
  return signTicketWith(await ticketSigningKey(), claims);
}
