// One simulated customer of the on-sale benchmark, in a browser without JavaScript: (the waiting room until let
// in →) the event page → reserve one ticket (the reserve form's server action) → checkout → pay → the test
// provider's page → approve → back to the shop → the order page. Every page and how long it took is kept.
import { Browser, formsOf, textOf, type Page } from './onsale-browser';

export type Outcome = 'bought' | 'sold-out' | 'error';

export interface Journey {
  index: number;
  email: string;
  outcome: Outcome;
  /** what went wrong, in the page's words or the HTTP status, for an error */
  reason?: string;
  pages: Page[];
  /** the order's reference, once bought */
  reference?: string;
  /** ms since the run began: when the order page showed the purchase */
  boughtAt?: number;
  /** ms since the run began: when the waiting room let this customer in */
  admittedAt?: number;
}

export interface CustomerPlan {
  storeUrl: string;
  eventId: string;
  index: number;
  started: number;
  /** How often the waiting page is read again while waiting; 0: as its meta refresh says. */
  pollMs: number;
  /** The customer's pause on each page before the next click. */
  thinkMs: number;
  /** Pollers read the waiting page until this long has passed, then give up. */
  patienceMs: number;
}

const SOLD_OUT = /sold out|Only \d+ .* left|no longer on sale/i;

class Stop extends Error {
  constructor(
    readonly outcome: Outcome,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** What an unexpected page says: its alert, else its status and title. */
function saysWhat(page: Page): string {
  const alert = /role="alert"[^>]*>([\s\S]*?)<\/(?:p|div)>/.exec(page.html)?.[1];
  if (alert && textOf(alert).trim()) return textOf(alert).trim().slice(0, 160);
  const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? '';
  return `HTTP ${page.status} at ${page.url.pathname} ${textOf(title).trim()}`.slice(0, 160);
}

function expectPage(page: Page, path: RegExp, what: string): void {
  if (page.status === 200 && path.test(page.url.pathname)) return;
  if (SOLD_OUT.test(textOf(page.html)) && page.status < 500)
    throw new Stop('sold-out', 'told sold out');
  throw new Stop('error', `${what}: ${saysWhat(page)}`);
}

const pause = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** The queue's buttons: join (a plain post to the room's join path) and, when the turn has come, enter. */
const roomForm = (page: Page) =>
  formsOf(page.html).filter(
    (f) =>
      (/^\/waiting-room\/[^/]+\/join$/.test(f.action) ||
        f.fields.some(([name]) => name === 'room')) &&
      !/email/i.test(f.text),
  );

/** The seconds after which the page reloads itself (its meta refresh), if it does. */
const refreshSeconds = (html: string) =>
  Number(/<meta http-equiv="refresh" content="(\d+)"/i.exec(html)?.[1] ?? Number.NaN);

/**
 * The event page sends a visitor without a turn to the queue: join, then the waiting page, reloaded as its meta
 * refresh says, until it says it is this customer's turn; its button then opens the tickets (the event page).
 */
async function waitTurn(
  browser: Browser,
  plan: CustomerPlan,
  journey: Journey,
  event: Page,
): Promise<Page> {
  const keep = (page: Page) => (journey.pages.push(page), page);
  const join = roomForm(event)[0];
  if (!join)
    throw new Stop('error', `event page without the reserve form or the queue: ${saysWhat(event)}`);
  let page = keep(await browser.submit(event, join, {}, 'JOIN'));
  const giveUp = performance.now() + plan.patienceMs;
  for (;;) {
    if (page.status !== 200 || !page.url.pathname.startsWith('/waiting-room/'))
      throw new Stop('error', `waiting room: ${saysWhat(page)}`);
    const text = textOf(page.html);
    if (/It.s your turn/.test(text)) break;
    if (/Sold out/.test(text)) throw new Stop('sold-out', 'told sold out in the waiting room');
    const reload = refreshSeconds(page.html);
    if (Number.isNaN(reload))
      throw new Stop('error', `waiting page that does not reload: ${saysWhat(page)}`);
    if (performance.now() > giveUp) throw new Stop('error', 'still waiting when the run ended');
    await pause(plan.pollMs || reload * 1000);
    page = keep(await browser.go('GET', page.url.pathname));
  }
  journey.admittedAt = performance.now() - plan.started;
  const enter = roomForm(page)[0];
  if (!enter) throw new Stop('error', `your turn without its button: ${saysWhat(page)}`);
  await pause(plan.thinkMs);
  return keep(await browser.submit(page, enter, {}, 'ENTER'));
}

const reserveForm = (page: Page) =>
  formsOf(page.html).find((f) => f.fields.some(([name]) => name === 'selection.eventId'));

async function buy(browser: Browser, plan: CustomerPlan, journey: Journey): Promise<void> {
  const keep = (page: Page) => (journey.pages.push(page), page);
  let event = keep(await browser.go('GET', `/events/${plan.eventId}`));
  expectPage(event, /^\/events\//, 'event page');
  if (!reserveForm(event) && roomForm(event).length) {
    event = await waitTurn(browser, plan, journey, event);
    expectPage(event, /^\/events\//, 'event page after the turn came');
  }
  const form = reserveForm(event);
  const quantity = /name="(quantity\.[^"]+)"/.exec(event.html)?.[1];
  if (!form || !quantity) {
    if (SOLD_OUT.test(textOf(event.html)))
      throw new Stop('sold-out', 'told sold out on the event page');
    throw new Stop('error', `event page without its reserve form: ${saysWhat(event)}`);
  }
  await pause(plan.thinkMs);
  const n = plan.index;
  const contact = {
    name: `Customer ${n}`,
    email: journey.email,
    phone: `0803${String(n).padStart(7, '0')}`,
  };
  const checkout = keep(await browser.submit(event, form, { [quantity]: '1', ...contact }));
  expectPage(checkout, /^\/checkout$/, 'reserve');
  const pay = formsOf(checkout.html).find((f) => /\bPay\b/.test(f.text));
  if (!pay) throw new Stop('error', `checkout without its Pay button: ${saysWhat(checkout)}`);
  await pause(plan.thinkMs);
  const provider = keep(await browser.submit(checkout, pay, {}));
  expectPage(provider, /^\/pay\/test\//, 'pay');
  const answer = formsOf(provider.html).find((f) => f.action.endsWith('/answer'));
  if (!answer) throw new Stop('error', `payment page without its buttons: ${saysWhat(provider)}`);
  await pause(plan.thinkMs);
  const order = keep(await browser.submit(provider, answer, { answer: 'approve' }));
  expectPage(order, /^\/orders\//, 'approve and return');
  journey.reference = decodeURIComponent(order.url.pathname.split('/')[2] ?? '');
  journey.boughtAt = performance.now() - plan.started;
}

export async function runCustomer(plan: CustomerPlan): Promise<Journey> {
  const n = plan.index;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const browser = new Browser(plan.storeUrl, address, plan.started);
  const journey: Journey = {
    index: n,
    email: `customer${n}@onsale.example`,
    outcome: 'bought',
    pages: [],
  };
  try {
    await buy(browser, plan, journey);
  } catch (error) {
    journey.outcome = error instanceof Stop ? error.outcome : 'error';
    journey.reason =
      error instanceof Stop
        ? error.reason
        : `no answer: ${error instanceof Error ? error.message : String(error)}`;
  }
  return journey;
}
