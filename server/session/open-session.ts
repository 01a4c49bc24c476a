// Opens an iron-session cookie so that a damaged, tampered or foreign one reads as no cookie at all, never as an error.
import 'server-only';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import type { cookies } from 'next/headers';

export type CookieStore = Awaited<ReturnType<typeof cookies>>;

/** The same store with one cookie hidden, so a cookie that cannot be unsealed reads as no cookie at all. */
function without(store: CookieStore, name: string): CookieStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      // Stryker disable next-line ArrowFunction,ConditionalExpression: iron-session reads only its own cookie through this store, so hiding every cookie behaves the same.
      if (property === 'get') return (key: string) => (key === name ? undefined : target.get(key));
      const value: unknown = Reflect.get(target, property, receiver);
      // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: iron-session uses only the store's methods (get, set), never a plain property.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The session of `options.cookieName`; one that cannot be unsealed is empty (replaced on the next save). */
export async function openIronSession<T extends object>(
  store: CookieStore,
  options: SessionOptions,
): Promise<IronSession<T>> {
  try {
    return await getIronSession<T>(store, options);
  } catch {
    return getIronSession<T>(without(store, String(options.cookieName)), options);
  }
}
