// The proxy in front of the real storefront: plain 413/411/403 answers for oversized, unsized and cross-site posts, forged forwarded headers ignored, and the settings for running behind a proxy.
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { eventIdByTitle } from './support/inventory';

const STORE_URL = `http://127.0.0.1:${process.env.E2E_STORE_PORT ?? 3100}`;
const INVENTORY_URL = `http://127.0.0.1:${process.env.E2E_INVENTORY_PORT ?? 4100}`;
const TWO_MB = 2 * 1024 * 1024;
const TOO_LARGE = 'This request is too large for the shop to accept. Please go back and try again.';
const CROSS_SITE = 'This request did not come from this shop, so it was refused.';
const FIELD_ERRORS = 'Please check the highlighted details.';

const decodeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields of an event page's reserve form: what a browser without JavaScript posts back. */
async function noJsReserveForm(
  request: APIRequestContext,
  storeUrl: string,
  eventId: string,
): Promise<Record<string, string>> {
  const html = await (await request.get(`${storeUrl}/events/${eventId}`)).text();
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  const fields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(
    /<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g,
  )) {
    fields[decodeHtml(name!)] = decodeHtml(value ?? '');
  }
  expect(Object.keys(fields)).toContain('$ACTION_KEY');
  return fields;
}

/** Posts the reserve form without JavaScript; an empty contact makes the action answer with field errors. */
function postReserveForm(
  request: APIRequestContext,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
) {
  return request.post(url, {
    multipart: { ...fields, name: '', email: '', phone: '' },
    headers,
    maxRedirects: 0,
  });
}

let eventId: string;
test.beforeAll(async () => {
  eventId = await eventIdByTitle('Detty December Warm-Up');
});

test.describe('the e2e storefront, with no public origin and no trusted proxy', () => {
  const origin = { origin: STORE_URL };

  test('a same-site no-JS post reaches the reserve action', async ({ request }) => {
    const fields = await noJsReserveForm(request, STORE_URL, eventId);
    const response = await postReserveForm(
      request,
      `${STORE_URL}/events/${eventId}`,
      fields,
      origin,
    );
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(FIELD_ERRORS);
  });

  test('oversized posts are a plain 413: a 2 MB no-JS form, a 2 MB field name, a 20 MB body', async ({
    request,
  }) => {
    const url = `${STORE_URL}/events/${eventId}`;
    const fields = await noJsReserveForm(request, STORE_URL, eventId);
    const answers = [
      await request.post(url, {
        multipart: { ...fields, name: 'x'.repeat(TWO_MB) },
        headers: origin,
      }),
      await request.post(url, {
        multipart: { [`$ACTION_ID_${'a'.repeat(TWO_MB)}`]: '' },
        headers: { ...origin, 'next-action': 'a'.repeat(42) },
      }),
      await request.post(url, {
        data: Buffer.alloc(20 * 1024 * 1024, 'a'),
        headers: { ...origin, 'content-type': 'text/plain' },
      }),
    ];
    for (const response of answers) {
      expect(response.status()).toBe(413);
      expect(response.headers()['content-type']).toBe('text/plain');
      expect(await response.text()).toBe(TOO_LARGE);
    }
  });

  test('a chunked post without a length is a 411', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const outgoing = httpRequest(
          `${STORE_URL}/events/${eventId}`,
          { method: 'POST', headers: { ...origin, 'content-type': 'text/plain' } },
          (incoming) => {
            let body = '';
            incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
            incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
          },
        );
        outgoing.on('error', reject);
        outgoing.write('a'.repeat(1024));
        outgoing.end('b'.repeat(1024));
      },
    );
    expect(status).toBe(411);
    expect(body).toBe('This shop accepts a request body only with a Content-Length.');
  });

  test('cross-site posts are a plain 403, also with a forged X-Forwarded-Host that matches the Origin', async ({
    request,
  }) => {
    const fields = await noJsReserveForm(request, STORE_URL, eventId);
    const url = `${STORE_URL}/events/${eventId}`;
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'next-action': 'a'.repeat(42),
      },
      {},
    ];
    for (const headers of attempts) {
      const response = await postReserveForm(request, url, fields, headers);
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toBe(CROSS_SITE);
    }
  });

  test('pages and files are served as before', async ({ request }) => {
    expect(
      (
        await request.get(`${STORE_URL}/events`, {
          headers: { 'x-forwarded-host': 'evil.example' },
        })
      ).status(),
    ).toBe(200);
    expect((await request.head(`${STORE_URL}/favicon.ico`)).status()).toBe(200);
  });
});

/** Another storefront process on the same build with other settings, on a free port; its output is kept to read its log lines. */
async function startStorefront(settings: Record<string, string>) {
  const child: ChildProcess = spawn(
    'node_modules/.bin/tsx',
    ['--conditions=react-server', 'server/storefront/main.ts', '-p', '0'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        TICKETING_BASE_URL: INVENTORY_URL,
        SESSION_SECRET: process.env.E2E_SESSION_SECRET,
        ...settings,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = () => /Local:\s+http:\/\/localhost:(\d+)/.exec(output)?.[1];
  await expect.poll(port, { timeout: 30_000 }).toBeTruthy();
  const url = `http://127.0.0.1:${port()}`;
  await expect
    .poll(async () => (await fetch(`${url}/favicon.ico`).catch(() => undefined))?.status, {
      timeout: 30_000,
    })
    .toBe(200);
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) =>
        child.exitCode !== null
          ? resolve()
          : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
      ),
  };
}

type Storefront = Awaited<ReturnType<typeof startStorefront>>;

/** Runs such a storefront for the tests of the enclosing describe block. */
function storefrontWith(settings: Record<string, string>): () => Storefront {
  test.describe.configure({ mode: 'serial' });
  let store: Storefront | undefined;
  test.beforeAll(async () => {
    store = await startStorefront(settings);
  });
  test.afterAll(async () => store?.stop());
  return () => store!;
}

const refusalLines = (output: string) =>
  output.split('\n').filter((line) => line.includes('"msg":"request refused"'));

test.describe('a storefront with STOREFRONT_PUBLIC_URL', () => {
  const storefront = storefrontWith({ STOREFRONT_PUBLIC_URL: 'https://shop.example' });

  test('accepts a post from the public origin although Host is the internal address, and Next runs the action', async ({
    request,
  }) => {
    const store = storefront();
    const fields = await noJsReserveForm(request, store.url, eventId);
    const response = await postReserveForm(request, `${store.url}/events/${eventId}`, fields, {
      origin: 'https://shop.example',
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(FIELD_ERRORS);
  });

  test('refuses the internal origin and a forged one, with one refusal line each and no error logged', async ({
    request,
  }) => {
    const store = storefront();
    const fields = await noJsReserveForm(request, store.url, eventId);
    const before = refusalLines(store.output()).length;
    const attempts: Record<string, string>[] = [
      { origin: store.url },
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    ];
    for (const headers of attempts) {
      expect(
        (
          await postReserveForm(request, `${store.url}/events/${eventId}`, fields, headers)
        ).status(),
      ).toBe(403);
    }
    await expect.poll(() => refusalLines(store.output()).length).toBe(before + 2);
    const line = JSON.parse(refusalLines(store.output()).at(-1)!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'warn',
      reason: 'cross-site',
      status: 403,
      method: 'POST',
      path: `/events/${eventId}`,
      origin: 'https://evil.example',
    });
    expect(store.output()).not.toMatch(/Error|⨯/);
  });
});

test.describe('a storefront with TRUST_PROXY=true', () => {
  const storefront = storefrontWith({ TRUST_PROXY: 'true' });

  test("believes the proxy's X-Forwarded-Host", async ({ request }) => {
    const store = storefront();
    const fields = await noJsReserveForm(request, store.url, eventId);
    const url = `${store.url}/events/${eventId}`;
    const fromProxy = await postReserveForm(request, url, fields, {
      origin: 'https://shop.example',
      'x-forwarded-host': 'shop.example',
    });
    expect(fromProxy.status()).toBe(200);
    expect(await fromProxy.text()).toContain(FIELD_ERRORS);
    const otherSite = await postReserveForm(request, url, fields, {
      origin: 'https://evil.example',
      'x-forwarded-host': 'shop.example',
    });
    expect(otherSite.status()).toBe(403);
  });
});
