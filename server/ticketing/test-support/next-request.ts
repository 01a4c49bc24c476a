// Stand-ins for next/headers and next/navigation, so actions and pages run in-process in unit tests.
import type { cookies } from 'next/headers';

type CookieStore = Awaited<ReturnType<typeof cookies>>;

/** What the framework would throw on redirect() and notFound(): tests assert where a request was sent. */
export class RedirectSignal extends Error {
  constructor(readonly location: string) {
    super(`redirect to ${location}`);
  }
}
export class NotFoundSignal extends Error {
  constructor() {
    super('not found');
  }
}
export class ForbiddenSignal extends Error {
  constructor() {
    super('forbidden');
  }
}

/** One request at a time: its headers and the browser's cookies, kept across requests like a browser would. */
export const request = {
  headers: new Headers(),
  cookies: new Map<string, string>(),
};

const STORE = 'shop.example';

/** A request posted from a page of this storefront, or from another site when `origin` says so. */
export function startRequest(origin: string | null = `https://${STORE}`) {
  request.headers = new Headers({ host: STORE });
  if (origin !== null) request.headers.set('origin', origin);
}

export function clearCookies() {
  request.cookies.clear();
}

const cookieStore = {
  get: (name: string) =>
    request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined,
  set: (name: string, value: string) => {
    request.cookies.set(name, value);
  },
  delete: (name: string) => {
    request.cookies.delete(name);
  },
} as unknown as CookieStore;

/** Use as `vi.mock('next/headers', () => nextHeaders)`. */
export const nextHeaders = {
  headers: async () => request.headers,
  cookies: async () => cookieStore,
};

/** Use as `vi.mock('next/navigation', () => nextNavigation)`. */
export const nextNavigation = {
  redirect: (location: string): never => {
    throw new RedirectSignal(location);
  },
  notFound: (): never => {
    throw new NotFoundSignal();
  },
  forbidden: (): never => {
    throw new ForbiddenSignal();
  },
};

/** The place a call redirected to, or a failure when it returned instead. */
export async function redirectOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof RedirectSignal) return error.location;
    throw error;
  }
  throw new Error('expected a redirect, but the call returned');
}

/** HTML of a server component tree, async components and all, as the server would stream it once complete. */
export async function renderHtml(tree: React.ReactNode): Promise<string> {
  const { prerender } = await import('react-dom/static');
  const { prelude } = await prerender(tree);
  // Without the markers React puts between adjacent text nodes, so assertions read like the page.
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '');
}
