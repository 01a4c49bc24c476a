// Tests of public/embed.js: its size budget, the frame URLs it builds, that it listens to the shop's origin only, the
// link it shows a site the shop does not list, and how it brings a frame's step into view.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const SOURCE = readFileSync(new URL('../../public/embed.js', import.meta.url), 'utf8');
const SHOP = 'https://shop.example';

interface FakeFrame {
  src: string;
  title: string;
  loading: string;
  style: { cssText: string; height: string };
  /** The frame's top on the host page's screen. */
  top: number;
  getBoundingClientRect(): { top: number };
  contentWindow: { posted: unknown[]; postMessage(message: unknown, origin: string): void };
  listeners: Record<string, () => void>;
  addEventListener(type: string, listener: () => void): void;
}

interface FakeLink {
  href: string;
  textContent: string;
  style: { cssText: string };
}

interface Page {
  search?: string;
  /** What the shop answers to the framing question; undefined: the browser has no fetch. */
  framing?: () => Promise<{ ok: boolean; json(): Promise<unknown> }>;
  reducedMotion?: boolean;
}

/** Runs the script against a minimal page: two host divs, no IntersectionObserver (frames are made at once). */
async function runOnHostPage({ search = '', framing, reducedMotion = false }: Page = {}) {
  const frames: FakeFrame[] = [];
  const links: FakeLink[] = [];
  const asked: { url: string; init: unknown }[] = [];
  const scrolls: { top: number; behavior: string }[] = [];
  const dispatched: { host: string; type: string; detail: unknown; bubbles: boolean }[] = [];
  let onMessage: (event: { origin: string; source: unknown; data: unknown }) => void = () => {};
  const host = (name: string, dataset: Record<string, string>) => ({
    dataset,
    attributes: new Set<string>(),
    setAttribute(attribute: string) {
      this.attributes.add(attribute);
    },
    textContent: 'Buy tickets',
    appendChild(child: FakeFrame | FakeLink) {
      if ('contentWindow' in child) frames.push(child);
      else links.push(child);
    },
    dispatchEvent(event: { type: string; detail: unknown; bubbles: boolean }) {
      dispatched.push({
        host: name,
        type: event.type,
        detail: event.detail,
        bubbles: event.bubbles,
      });
    },
  });
  const hosts = {
    event: host('event', { ticketsEvent: 'e 1/2', ticketsTitle: 'Jazz night tickets' }),
    organiser: host('organiser', { ticketsOrganiser: 'b1' }),
  };
  const document = {
    currentScript: { src: `${SHOP}/embed.js` },
    readyState: 'complete',
    querySelectorAll: (selector: string) =>
      selector.startsWith('[data-tickets-event]')
        ? [hosts.event]
        : selector.startsWith('[data-tickets-organiser]')
          ? [hosts.organiser]
          : [],
    createElement: (tag: string): FakeFrame | FakeLink => (tag === 'a' ? newLink() : newFrame()),
  };
  const newLink = (): FakeLink => ({ href: '', textContent: '', style: { cssText: '' } });
  const newFrame = (): FakeFrame => ({
    src: '',
    title: '',
    loading: '',
    style: { cssText: '', height: '' },
    top: 0,
    getBoundingClientRect() {
      return { top: this.top };
    },
    contentWindow: {
      posted: [],
      postMessage(message: unknown, origin: string) {
        this.posted.push({ message, origin });
      },
    },
    listeners: {},
    addEventListener(type, listener) {
      this.listeners[type] = listener;
    },
  });
  class CustomEvent {
    constructor(
      readonly type: string,
      init: { detail: unknown; bubbles: boolean },
    ) {
      Object.assign(this, init);
    }
  }
  const window: Record<string, unknown> = {
    innerHeight: 844,
    addEventListener: (type: string, listener: typeof onMessage) => {
      if (type === 'message') onMessage = listener;
    },
    matchMedia: (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
    }),
    scrollBy: (options: { top: number; behavior: string }) => scrolls.push(options),
  };
  const fetch = framing
    ? (url: string, init: unknown) => {
        asked.push({ url, init });
        return framing();
      }
    : undefined;
  runInNewContext(SOURCE, {
    window,
    document,
    location: { origin: 'https://blog.example', search },
    URL,
    URLSearchParams,
    CustomEvent,
    Promise,
    fetch,
  });
  // Frames are made once the shop's answer is in.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const send = (origin: string, frame: FakeFrame | null, data: unknown) =>
    onMessage({ origin, source: frame?.contentWindow ?? null, data });
  return { frames, links, hosts, asked, scrolls, dispatched, send, window };
}

const answer =
  (body: unknown, ok = true) =>
  () =>
    Promise.resolve({ ok, json: () => Promise.resolve(body) });

describe('embed.js', () => {
  it('stays within 3 kB gzipped', () => {
    expect(gzipSync(SOURCE, { level: 9 }).length).toBeLessThanOrEqual(3072);
  });

  it('frames each host div from the shop it came from, naming the host page and passing its utm parameters only', async () => {
    const { frames } = await runOnHostPage({
      search: '?utm_source=newsletter&utm_campaign=jazz+night&ref=abc',
    });
    expect(frames.map((frame) => frame.src)).toEqual([
      `${SHOP}/embed/events/e%201%2F2?parent=https%3A%2F%2Fblog.example&utm_source=newsletter&utm_campaign=jazz+night`,
      `${SHOP}/embed/organisers/b1?parent=https%3A%2F%2Fblog.example&utm_source=newsletter&utm_campaign=jazz+night`,
    ]);
    expect(frames.map((frame) => [frame.title, frame.loading])).toEqual([
      ['Jazz night tickets', 'lazy'],
      ['Upcoming events', 'lazy'],
    ]);
  });

  it('asks a loaded frame for its height, addressed to the shop only', async () => {
    const { frames } = await runOnHostPage();
    frames[0]!.listeners.load!();
    expect(frames[0]!.contentWindow.posted).toEqual([
      { message: { type: 'tickets:measure' }, origin: SHOP },
    ]);
  });

  it('follows the height its own frames send from the shop, and nothing else', async () => {
    const { frames, send } = await runOnHostPage();
    const [event, organiser] = frames as [FakeFrame, FakeFrame];
    send(SHOP, event, { type: 'tickets:height', height: 812.4 });
    expect(event.style.height).toBe('813px');
    expect(organiser.style.height).toBe('');
    send('https://evil.example', event, { type: 'tickets:height', height: 5 });
    send(SHOP, null, { type: 'tickets:height', height: 5 });
    send(SHOP, event, { type: 'tickets:height', height: '5' });
    send(SHOP, event, { type: 'tickets:height', height: 1e9 });
    send(SHOP, event, null);
    expect(event.style.height).toBe('813px');
  });

  it('dispatches a bubbling tickets:order-completed on the host div when its frame reports a purchase', async () => {
    const { frames, dispatched, send } = await runOnHostPage();
    send('https://evil.example', frames[0]!, {
      type: 'tickets:order-completed',
      orderId: 'x',
      amount: 1,
      currency: 'NGN',
    });
    expect(dispatched).toEqual([]);
    send(SHOP, frames[0]!, {
      type: 'tickets:order-completed',
      orderId: 'Zk3q9Xw2LmN0pR7sT1uV4y',
      amount: 21000,
      currency: 'NGN',
    });
    expect(dispatched).toEqual([
      {
        host: 'event',
        type: 'tickets:order-completed',
        bubbles: true,
        detail: { orderId: 'Zk3q9Xw2LmN0pR7sT1uV4y', amount: 21000, currency: 'NGN' },
      },
    ]);
  });

  it('passes on the order id alone, never a reference a frame might send', async () => {
    const { frames, dispatched, send } = await runOnHostPage();
    send(SHOP, frames[0]!, {
      type: 'tickets:order-completed',
      merchantReference: 'emb-AAAA',
      amount: 21000,
      currency: 'NGN',
    });
    expect(dispatched).toEqual([]);
    send(SHOP, frames[0]!, {
      type: 'tickets:order-completed',
      orderId: 'Zk3q9Xw2LmN0pR7sT1uV4y',
      merchantReference: 'emb-AAAA',
      amount: 21000,
      currency: 'NGN',
    });
    expect(JSON.stringify(dispatched)).not.toContain('emb-AAAA');
  });

  it('tells the host of each order once, though the order page is reloaded in the frame', async () => {
    const { frames, dispatched, send } = await runOnHostPage();
    const order = (orderId: string) => ({
      type: 'tickets:order-completed',
      orderId,
      amount: 21000,
      currency: 'NGN',
    });
    send(SHOP, frames[0]!, order('AAAA'));
    send(SHOP, frames[0]!, order('AAAA'));
    send(SHOP, frames[0]!, order('BBBB'));
    expect(
      dispatched.map((event) => (event as { detail: { orderId: string } }).detail.orderId),
    ).toEqual(['AAAA', 'BBBB']);
  });

  it('offers a scan for host divs added later', async () => {
    expect(typeof ((await runOnHostPage()).window.ticketsEmbed as { scan?: unknown }).scan).toBe(
      'function',
    );
  });

  it('asks the shop once, without cookies, whether this site may frame it, and frames when it may', async () => {
    const { asked, frames, links } = await runOnHostPage({
      framing: answer({ allowed: true, merchant: 'Eko Tickets' }),
    });
    expect(asked).toEqual([
      {
        url: `${SHOP}/embed/framing?parent=https%3A%2F%2Fblog.example`,
        init: { credentials: 'omit' },
      },
    ]);
    expect(frames).toHaveLength(2);
    expect(links).toEqual([]);
  });

  it('shows a site the shop does not list a link to buy on the shop instead of a refused frame', async () => {
    const { frames, links, hosts } = await runOnHostPage({
      framing: answer({ allowed: false, merchant: 'Eko Tickets' }),
    });
    expect(frames).toEqual([]);
    expect(links.map((link) => [link.textContent, link.href])).toEqual([
      ['Buy on Eko Tickets', `${SHOP}/events/e%201%2F2`],
      ['Buy on Eko Tickets', `${SHOP}/events`],
    ]);
    // The snippet's own link is replaced, not doubled.
    expect(hosts.event.textContent).toBe('');
  });

  it('frames as before when the shop cannot be asked or answers nonsense', async () => {
    for (const framing of [
      () => Promise.reject(new Error('offline')),
      answer({}, false),
      answer({ allowed: false }),
      answer(null),
    ]) {
      expect((await runOnHostPage({ framing })).frames).toHaveLength(2);
    }
  });

  it('brings a step of its own frame into view when it is off screen, and leaves the page alone when it is on screen', async () => {
    const { frames, scrolls, send } = await runOnHostPage();
    const frame = frames[0]!;
    frame.top = -600;
    send(SHOP, frame, { type: 'tickets:show', offset: 0 });
    expect(scrolls).toEqual([{ top: -608, behavior: 'smooth' }]);
    frame.top = 100;
    send(SHOP, frame, { type: 'tickets:show', offset: 0 });
    send(SHOP, frame, { type: 'tickets:show', offset: 500 });
    expect(scrolls).toHaveLength(1);
    // An error far down the frame, below the screen.
    send(SHOP, frame, { type: 'tickets:show', offset: 1200 });
    expect(scrolls[1]).toEqual({ top: 1292, behavior: 'smooth' });
    frame.top = -600;
    send('https://evil.example', frame, { type: 'tickets:show', offset: 0 });
    send(SHOP, null, { type: 'tickets:show', offset: 0 });
    send(SHOP, frame, { type: 'tickets:show', offset: '0' });
    send(SHOP, frame, { type: 'tickets:show', offset: -5 });
    expect(scrolls).toHaveLength(2);
  });

  it('jumps without animation when the reader prefers reduced motion', async () => {
    const { frames, scrolls, send } = await runOnHostPage({ reducedMotion: true });
    frames[0]!.top = -300;
    send(SHOP, frames[0]!, { type: 'tickets:show', offset: 0 });
    expect(scrolls).toEqual([{ top: -308, behavior: 'auto' }]);
  });
});
