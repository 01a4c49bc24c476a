// Tests of public/embed.js: its size budget, the frame URLs it builds, and that it listens to the shop's origin only.
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
  contentWindow: { posted: unknown[]; postMessage(message: unknown, origin: string): void };
  listeners: Record<string, () => void>;
  addEventListener(type: string, listener: () => void): void;
}

/** Runs the script against a minimal page: two host divs, no IntersectionObserver (frames are made at once). */
function runOnHostPage(search = '') {
  const frames: FakeFrame[] = [];
  const dispatched: { host: string; type: string; detail: unknown; bubbles: boolean }[] = [];
  let onMessage: (event: { origin: string; source: unknown; data: unknown }) => void = () => {};
  const host = (name: string, dataset: Record<string, string>) => ({
    dataset,
    attributes: new Set<string>(),
    setAttribute(attribute: string) {
      this.attributes.add(attribute);
    },
    appendChild(frame: FakeFrame) {
      frames.push(frame);
    },
    dispatchEvent(event: { type: string; detail: unknown; bubbles: boolean }) {
      dispatched.push({ host: name, type: event.type, detail: event.detail, bubbles: event.bubbles });
    },
  });
  const hosts = { event: host('event', { ticketsEvent: 'e 1/2', ticketsTitle: 'Jazz night tickets' }), organiser: host('organiser', { ticketsOrganiser: 'b1' }) };
  const document = {
    currentScript: { src: `${SHOP}/embed.js` },
    readyState: 'complete',
    querySelectorAll: (selector: string) =>
      selector.startsWith('[data-tickets-event]') ? [hosts.event] : selector.startsWith('[data-tickets-organiser]') ? [hosts.organiser] : [],
    createElement: (): FakeFrame => ({
      src: '',
      title: '',
      loading: '',
      style: { cssText: '', height: '' },
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
    }),
  };
  class CustomEvent {
    constructor(
      readonly type: string,
      init: { detail: unknown; bubbles: boolean },
    ) {
      Object.assign(this, init);
    }
  }
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: typeof onMessage) => {
      if (type === 'message') onMessage = listener;
    },
  };
  runInNewContext(SOURCE, { window, document, location: { origin: 'https://blog.example', search }, URL, URLSearchParams, CustomEvent });
  const send = (origin: string, frame: FakeFrame | null, data: unknown) => onMessage({ origin, source: frame?.contentWindow ?? null, data });
  return { frames, dispatched, send, window };
}

describe('embed.js', () => {
  it('stays within 3 kB gzipped', () => {
    expect(gzipSync(SOURCE, { level: 9 }).length).toBeLessThanOrEqual(3072);
  });

  it('frames each host div from the shop it came from, naming the host page and passing its utm parameters only', () => {
    const { frames } = runOnHostPage('?utm_source=newsletter&utm_campaign=jazz+night&ref=abc');
    expect(frames.map((frame) => frame.src)).toEqual([
      `${SHOP}/embed/events/e%201%2F2?parent=https%3A%2F%2Fblog.example&utm_source=newsletter&utm_campaign=jazz+night`,
      `${SHOP}/embed/organisers/b1?parent=https%3A%2F%2Fblog.example&utm_source=newsletter&utm_campaign=jazz+night`,
    ]);
    expect(frames.map((frame) => [frame.title, frame.loading])).toEqual([
      ['Jazz night tickets', 'lazy'],
      ['Upcoming events', 'lazy'],
    ]);
  });

  it('asks a loaded frame for its height, addressed to the shop only', () => {
    const { frames } = runOnHostPage();
    frames[0]!.listeners.load!();
    expect(frames[0]!.contentWindow.posted).toEqual([{ message: { type: 'tickets:measure' }, origin: SHOP }]);
  });

  it('follows the height its own frames send from the shop, and nothing else', () => {
    const { frames, send } = runOnHostPage();
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

  it('dispatches a bubbling tickets:order-completed on the host div when its frame reports a purchase', () => {
    const { frames, dispatched, send } = runOnHostPage();
    send('https://evil.example', frames[0]!, { type: 'tickets:order-completed', orderId: 'x', amount: 1, currency: 'NGN' });
    expect(dispatched).toEqual([]);
    send(SHOP, frames[0]!, { type: 'tickets:order-completed', orderId: 'Zk3q9Xw2LmN0pR7sT1uV4y', amount: 21000, currency: 'NGN' });
    expect(dispatched).toEqual([
      { host: 'event', type: 'tickets:order-completed', bubbles: true, detail: { orderId: 'Zk3q9Xw2LmN0pR7sT1uV4y', amount: 21000, currency: 'NGN' } },
    ]);
  });

  it('passes on the order id alone, never a reference a frame might send', () => {
    const { frames, dispatched, send } = runOnHostPage();
    send(SHOP, frames[0]!, { type: 'tickets:order-completed', merchantReference: 'emb-AAAA', amount: 21000, currency: 'NGN' });
    expect(dispatched).toEqual([]);
    send(SHOP, frames[0]!, { type: 'tickets:order-completed', orderId: 'Zk3q9Xw2LmN0pR7sT1uV4y', merchantReference: 'emb-AAAA', amount: 21000, currency: 'NGN' });
    expect(JSON.stringify(dispatched)).not.toContain('emb-AAAA');
  });

  it('tells the host of each order once, though the order page is reloaded in the frame', () => {
    const { frames, dispatched, send } = runOnHostPage();
    const order = (orderId: string) => ({ type: 'tickets:order-completed', orderId, amount: 21000, currency: 'NGN' });
    send(SHOP, frames[0]!, order('AAAA'));
    send(SHOP, frames[0]!, order('AAAA'));
    send(SHOP, frames[0]!, order('BBBB'));
    expect(dispatched.map((event) => (event as { detail: { orderId: string } }).detail.orderId)).toEqual(['AAAA', 'BBBB']);
  });

  it('offers a scan for host divs added later', () => {
    expect(typeof (runOnHostPage().window.ticketsEmbed as { scan?: unknown }).scan).toBe('function');
  });
});
