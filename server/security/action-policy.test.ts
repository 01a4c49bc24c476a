// Tests of the one guard every server action and state-changing route runs through: its steps in order, the body
// run only when all pass, and the storefront's database away answered as a refusal (actions) or 503 (routes).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guardedAction, guardedRoute, policyOf, refuse } from './action-policy';

const origin = { same: true };
vi.mock('./same-origin', () => ({ requestIsSameOrigin: async () => origin.same }));

const diskFull = () =>
  Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
const steps: string[] = [];

function action(body: () => Promise<string>, unavailable?: () => string) {
  return guardedAction<[previous: string, form: FormData], string, number, string>(
    {
      who: 'a visitor',
      needs: 'nothing',
      checks: 'a number',
      crossSite: () => 'cross-site',
      caller: () => (steps.push('caller'), 'caller'),
      input: (form) => (
        steps.push('input'),
        Number.isInteger(Number(form.get('n'))) ? Number(form.get('n')) : refuse('bad input')
      ),
      state: (_caller, n) => (steps.push('state'), n > 0 ? undefined : refuse('wrong state')),
      ...(unavailable && { unavailable }),
    },
    async () => (steps.push('body'), body()),
  );
}

const form = (n: string) => {
  const data = new FormData();
  data.set('n', n);
  return data;
};

beforeEach(() => {
  origin.same = true;
  steps.length = 0;
});

describe('guardedAction', () => {
  it('checks the origin, caller, input and state in turn, and runs the body only when all pass', async () => {
    const guarded = action(async () => 'done');
    await expect(guarded('', form('2'))).resolves.toBe('done');
    expect(steps).toEqual(['caller', 'input', 'state', 'body']);
    expect(policyOf(guarded)).toEqual({ who: 'a visitor', needs: 'nothing', checks: 'a number' });
  });

  it('stops at the first refusal', async () => {
    const guarded = action(async () => 'done');
    await expect(guarded('', form('0'))).resolves.toBe('wrong state');
    await expect(guarded('', form('x'))).resolves.toBe('bad input');
    origin.same = false;
    steps.length = 0;
    await expect(guarded('', form('2'))).resolves.toBe('cross-site');
    expect(steps).toEqual([]);
  });

  it('tells the caller when the database is away, and lets any other error through', async () => {
    await expect(
      action(
        () => Promise.reject(diskFull()),
        () => 'try again',
      )('', form('1')),
    ).resolves.toBe('try again');
    await expect(action(() => Promise.reject(diskFull()))('', form('1'))).rejects.toThrow(
      'disk is full',
    );
    await expect(
      action(
        () => Promise.reject(new Error('bug')),
        () => 'try again',
      )('', form('1')),
    ).rejects.toThrow('bug');
  });
});

describe('guardedRoute', () => {
  const route = (handler: () => Promise<Response>) =>
    guardedRoute<string>(
      {
        who: 'a provider',
        needs: 'nothing',
        checks: 'a header',
        caller: (request) => request.headers.get('x-key') ?? new Response('No', { status: 401 }),
      },
      handler,
    );

  it('answers the caller’s refusal without running the handler', async () => {
    const handler = vi.fn(async () => new Response('ok'));
    expect((await route(handler)(new Request('https://shop.example/hook'))).status).toBe(401);
    expect(handler).not.toHaveBeenCalled();
    expect(
      (
        await route(handler)(
          new Request('https://shop.example/hook', { headers: { 'x-key': 'k' } }),
        )
      ).status,
    ).toBe(200);
  });

  it('answers 503 in the envelope, with Retry-After, while the database is away', async () => {
    const response = await route(() => Promise.reject(diskFull()))(
      new Request('https://shop.example/hook', { headers: { 'x-key': 'k' } }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toMatchObject({ success: false, status: 503 });
  });
});
