// Two real storefront processes (server/storefront/main.ts, as `npm start` runs it) on one PostgreSQL
// (STOREFRONT_DATABASE_URL, as npm run test:pg sets it): wrong passwords typed at either count toward one
// lock, and the lock made on one refuses the account on the other. Needs the storefront's build
// (`node scripts/build-if-needed.mjs`); skipped without it or without PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const url = process.env.STOREFRONT_DATABASE_URL;
const built = existsSync('.next/BUILD_ID');
const BASE_PORT = Number(process.env.E2E_STORE_PORT ?? 3100) + 3;
const LOCKED = /Too many attempts\. Try again in 15 minutes\./;
const WRONG = /That email and password do not match an active staff account\./;

interface Storefront {
  origin: string;
  process: ChildProcess;
  output: string[];
}

/** Starts one storefront on `port`, resolved once it answers. */
async function startStorefront(port: number): Promise<Storefront> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    'node_modules/.bin/tsx',
    ['--conditions=react-server', 'server/storefront/main.ts', '-p', String(port)],
    {
      env: {
        ...process.env,
        // Nothing here reaches the inventory service: the sign-in page and its action read the storefront's database only.
        TICKETING_BASE_URL: 'http://127.0.0.1:1',
        TICKETING_ENV: 'staging',
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        STOREFRONT_DATABASE_URL: url,
        STOREFRONT_PUBLIC_URL: origin,
        PAGE_CACHE_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`storefront on ${port} ended: ${output.join('')}`);
    if (output.join('').includes('Ready')) return { origin, process: child, output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`storefront on ${port} not ready: ${output.join('')}`);
}

/** The hidden fields of the sign-in form, as a browser without script would send them. */
function hiddenFields(html: string): [string, string][] {
  const form = /<form[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
  const decode = (value: string) =>
    value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
  return [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map(([input]) => [
    decode(/name="([^"]*)"/.exec(input)?.[1] ?? ''),
    decode(/value="([^"]*)"/.exec(input)?.[1] ?? ''),
  ]);
}

/** Submits the sign-in form of `storefront` as a browser without script does; the page it answers with. */
async function signIn(storefront: Storefront, email: string, password: string): Promise<string> {
  const page = await fetch(`${storefront.origin}/box-office/sign-in`);
  expect(page.status).toBe(200);
  const form = new FormData();
  for (const [name, value] of hiddenFields(await page.text())) form.append(name, value);
  form.append('email', email);
  form.append('password', password);
  const answer = await fetch(`${storefront.origin}/box-office/sign-in`, {
    method: 'POST',
    body: form,
    headers: { origin: storefront.origin },
  });
  return answer.text();
}

describe.runIf(url && built)('sign-in locks across two storefront processes', () => {
  let one: Storefront;
  let other: Storefront;
  beforeAll(async () => {
    [one, other] = await Promise.all([startStorefront(BASE_PORT), startStorefront(BASE_PORT + 1)]);
  }, 90_000);
  afterAll(() => {
    for (const storefront of [one, other]) storefront?.process.kill('SIGTERM');
  });

  it('counts wrong passwords typed at either and refuses the locked account at both', async () => {
    const email = `guessed-${randomBytes(4).toString('hex')}@box-office.test`;
    for (const [i, storefront] of [one, other, one, other].entries())
      expect(await signIn(storefront, email, `wrong-${i}`)).toMatch(WRONG);
    expect(await signIn(one, email, 'wrong-4')).toMatch(LOCKED);
    expect(await signIn(other, email, 'wrong-5')).toMatch(LOCKED);
    // Another account from the same address is not locked: the lock is the account's.
    expect(await signIn(other, `other-${email}`, 'wrong')).toMatch(WRONG);
  }, 60_000);
});
