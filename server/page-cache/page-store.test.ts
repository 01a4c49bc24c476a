// The page store: one render of a page at a time, fresh then stale copies, and what it never keeps.
import { describe, expect, it, vi } from 'vitest';
import { PageStore, type RenderedPage } from './page-store';

function page(body: string, overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    headers: [['content-type', 'text/html']],
    body,
    nonce: 'n0',
    private: false,
    ...overrides,
  };
}

function storeWithClock() {
  let now = 1_000_000;
  const store = new PageStore({
    freshMs: 10_000,
    staleMs: 60_000,
    maxSize: 1_000,
    maxEntries: 100,
    now: () => now,
  });
  return { store, advance: (ms: number) => void (now += ms) };
}

describe('PageStore', () => {
  it('renders a page once for every request that asks while it renders, then serves the copy', async () => {
    const { store } = storeWithClock();
    let finish!: (page: RenderedPage) => void;
    const render = vi.fn(() => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    const waiting = [store.page('/', render), store.page('/', render), store.page('/', render)];
    finish(page('home'));
    const answers = await Promise.all(waiting);
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers.map((answer) => answer?.state)).toEqual(['miss', 'miss', 'miss']);
    expect(await store.page('/', render)).toMatchObject({ state: 'hit', page: { body: 'home' } });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('serves the stale copy while the next render runs, then the new one', async () => {
    const { store, advance } = storeWithClock();
    await store.page('/', async () => page('first'));
    advance(10_001);
    let finish!: (page: RenderedPage) => void;
    const render = vi.fn(() => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    expect(await store.page('/', render)).toMatchObject({
      state: 'stale',
      page: { body: 'first' },
    });
    expect(await store.page('/', render)).toMatchObject({
      state: 'stale',
      page: { body: 'first' },
    });
    expect(render).toHaveBeenCalledTimes(1);
    finish(page('second'));
    await vi.waitFor(async () =>
      expect(await store.page('/', render)).toMatchObject({
        state: 'hit',
        page: { body: 'second' },
      }),
    );
  });

  it('keeps the stale copy when the next render fails', async () => {
    const { store, advance } = storeWithClock();
    await store.page('/', async () => page('first'));
    advance(10_001);
    const failing = vi.fn(async (): Promise<RenderedPage> => {
      throw new Error('down');
    });
    expect(await store.page('/', failing)).toMatchObject({
      state: 'stale',
      page: { body: 'first' },
    });
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    expect(await store.page('/', failing)).toMatchObject({
      state: 'stale',
      page: { body: 'first' },
    });
  });

  it('renders afresh, waiting, once the stale time is over too', async () => {
    const { store, advance } = storeWithClock();
    await store.page('/', async () => page('first'));
    advance(70_001);
    expect(await store.page('/', async () => page('second'))).toMatchObject({
      state: 'miss',
      page: { body: 'second' },
    });
  });

  it('never gives anybody else an answer for one request (a page that sets a cookie, say)', async () => {
    const { store } = storeWithClock();
    const render = vi.fn(async () => page('mine', { private: true }));
    expect(await store.page('/', render)).toBeNull();
    expect(await store.page('/', render)).toBeNull();
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps a page and a not-found answer, but leaves an error to be rendered again', async () => {
    const { store } = storeWithClock();
    const missing = vi.fn(async () => page('gone', { status: 404 }));
    await store.page('/events/a', missing);
    expect(await store.page('/events/a', missing)).toMatchObject({
      state: 'hit',
      page: { status: 404 },
    });
    const failing = vi.fn(async () => page('oops', { status: 500 }));
    expect(await store.page('/events/b', failing)).toBeNull();
    expect(await store.page('/events/b', failing)).toBeNull();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('leaves a redirect to Next: the caller renders its own answer', async () => {
    const { store } = storeWithClock();
    const moved = vi.fn(async () =>
      page('', { status: 307, headers: [['location', '/bus?from=Ibadan']] }),
    );
    expect(await store.page('/bus?from=ibadan', moved)).toBeNull();
  });

  it('gives every waiting request the rejection of a failed render, and keeps nothing', async () => {
    const { store } = storeWithClock();
    const failing = async (): Promise<RenderedPage> => {
      throw new Error('refused');
    };
    await expect(Promise.all([store.page('/', failing), store.page('/', failing)])).rejects.toThrow(
      'refused',
    );
    expect(await store.page('/', async () => page('back'))).toMatchObject({
      state: 'miss',
      page: { body: 'back' },
    });
  });

  it('holds at most its size, dropping the least recently used pages', async () => {
    const { store } = storeWithClock();
    await store.page('/a', async () => page('a'.repeat(600)));
    await store.page('/b', async () => page('b'.repeat(600)));
    const again = vi.fn(async () => page('a again'));
    expect(await store.page('/a', again)).toMatchObject({ state: 'miss' });
  });

  it('holds at most its number of answers, however small', async () => {
    const store = new PageStore({
      freshMs: 10_000,
      staleMs: 60_000,
      maxSize: 1_000,
      maxEntries: 2,
    });
    for (const key of ['/a', '/b', '/c']) await store.page(key, async () => page(key));
    expect(await store.page('/c', async () => page('c again'))).toMatchObject({ state: 'hit' });
    expect(await store.page('/a', async () => page('a again'))).toMatchObject({
      state: 'miss',
      page: { body: 'a again' },
    });
  });
});
