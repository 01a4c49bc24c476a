// A browser without JavaScript, as the on-sale benchmark's customers use it: its own cookies and address, GET
// pages, post forms (server actions as their no-JS form posts), follow redirects, each request timed.
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const TIMEOUT_MS = 30_000;

/** One request and how long its answer took to arrive in full. */
export interface Timed {
  method: string;
  path: string;
  status: number;
  ms: number;
  /** ms since the run began, when the request was sent */
  at: number;
  /** the instance that answered, as a load balancer in front names it (X-Served-By), when it does */
  servedBy?: string;
  /** what the request was for, when its method and path do not tell (`JOIN`: the waiting room's join action) */
  step?: string;
}

/** A page reached: its final address and text, and the requests (redirects included) it took. */
export interface Page {
  url: URL;
  status: number;
  html: string;
  requests: Timed[];
  /** from the click to the page's last byte */
  ms: number;
}

export interface Form {
  action: string;
  fields: [string, string][];
  text: string;
}

const decodeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(/\s([A-Za-z_:$-][\w:$.-]*)(?:="([^"]*)")?/g))
    found.set(name!.toLowerCase(), decodeHtml(value ?? ''));
  return found;
}

/** The page's forms: where each posts, its hidden fields and select/inputs' current values, and its visible words. */
export function formsOf(html: string): Form[] {
  const forms: Form[] = [];
  for (const [whole, open] of html.matchAll(/(<form\b[^>]*>)[\s\S]*?<\/form>/g)) {
    const fields: [string, string][] = [];
    for (const [input] of whole.matchAll(/<input\b[^>]*>/g)) {
      const attrs = attributes(input);
      const name = attrs.get('name');
      if (name && attrs.get('type') === 'hidden') fields.push([name, attrs.get('value') ?? '']);
    }
    const text = whole
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    forms.push({ action: attributes(open!).get('action') ?? '', fields, text });
  }
  return forms;
}

/** The page's words, for telling what it says. */
export const textOf = (html: string) =>
  decodeHtml(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly origin: string,
    /** the customer's own address, as the load balancer in front of the storefront would forward it */
    private readonly address: string,
    private readonly started: number,
  ) {}

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...options] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const gone =
        options.some((o) => /^\s*max-age=(0|-)/i.test(o)) ||
        options.some((o) => /^\s*expires=/i.test(o) && Date.parse(o.split('=')[1]!) < Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(at + 1).trim());
    }
  }

  private async request(
    method: string,
    url: URL,
    body?: FormData | URLSearchParams,
  ): Promise<{ response: Response; text: string; timed: Timed }> {
    const sent = performance.now();
    const headers: Record<string, string> = {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-encoding': 'gzip, deflate, br',
      'x-forwarded-for': this.address,
    };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method === 'POST') headers.origin = this.origin;
    const response = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    this.remember(response);
    const servedBy = response.headers.get('x-served-by') ?? undefined;
    const timed = {
      method,
      path: url.pathname,
      status: response.status,
      ms: performance.now() - sent,
      at: sent - this.started,
      ...(servedBy && { servedBy }),
    };
    return { response, text, timed };
  }

  /** A click: the request and the redirects after it, as far as the page the customer then sees. */
  async go(
    method: 'GET' | 'POST',
    path: string,
    body?: FormData | URLSearchParams,
    step?: string,
  ): Promise<Page> {
    const begun = performance.now();
    const requests: Timed[] = [];
    let url = new URL(path, this.origin);
    let answer = await this.request(method, url, body);
    requests.push(step ? { ...answer.timed, step } : answer.timed);
    for (let hops = 0; REDIRECTS.has(answer.response.status) && hops < 5; hops += 1) {
      url = new URL(answer.response.headers.get('location') ?? '/', url);
      answer = await this.request('GET', url);
      requests.push(answer.timed);
    }
    return {
      url,
      status: answer.response.status,
      html: answer.text,
      requests,
      ms: performance.now() - begun,
    };
  }

  /** Posts a form of the page as the browser would: its hidden fields plus what the customer chose or typed. */
  submit(page: Page, form: Form, typed: Record<string, string>, step?: string): Promise<Page> {
    const entries = [...form.fields, ...Object.entries(typed)];
    const target = new URL(form.action || page.url.pathname + page.url.search, page.url);
    // A server action's form is multipart (React sets its encType); a plain form is URL-encoded.
    const body = form.fields.some(([name]) => name.startsWith('$ACTION'))
      ? new FormData()
      : new URLSearchParams();
    for (const [name, value] of entries) body.append(name, value);
    return this.go('POST', target.pathname + target.search, body, step);
  }
}
