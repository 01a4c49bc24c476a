// Rendered catalogue pages kept for seconds and shared by every visitor: one render of a page at a time, the stale copy served while the next renders.
import { LRUCache } from 'lru-cache';

export interface RenderedPage {
  status: number;
  /** The response's own headers, without those of one connection (length, encoding, date) or one visitor. */
  headers: [string, string][];
  body: string;
  /** The nonce the page was rendered with; every visitor gets the page with a nonce of their own. */
  nonce: string;
  /**
   * An answer that belongs to the one request it answered (it sets a cookie, has no nonce to make each
   * visitor's own, or is not what its key promises): never given to anybody else.
   */
  private: boolean;
}

interface KeptPage {
  page: RenderedPage;
  renderedAt: number;
}

export type PageState = 'hit' | 'stale' | 'miss';

export interface PageStoreOptions {
  /** How long a page is served as it is. */
  freshMs: number;
  /** How long after that it may still be served while its next render runs. */
  staleMs: number;
  /** Bound on the bodies kept, in UTF-16 code units (about bytes for the mostly ASCII pages). */
  maxSize: number;
  /** Bound on the number of answers kept. */
  maxEntries: number;
  now?: () => number;
}

/** What the store keeps and shares: a page, or the answer that an id names nothing, for anybody. */
const keeps = (page: RenderedPage) => !page.private && (page.status === 200 || page.status === 404);

export class PageStore {
  private readonly pages: LRUCache<string, KeptPage>;
  private readonly rendering = new Map<string, Promise<RenderedPage>>();
  private readonly now: () => number;

  constructor(private readonly options: PageStoreOptions) {
    this.now = options.now ?? Date.now;
    this.pages = new LRUCache({
      maxSize: options.maxSize,
      sizeCalculation: (kept) => kept.page.body.length + 1,
      max: options.maxEntries,
    });
  }

  /**
   * The page under `key`: the kept copy while fresh; past that, the kept copy while `render` makes the next
   * in the background; else the page `render` makes, shared with every request that waits for the same key.
   * Null when that render is not for sharing (it set a cookie, say) or is no page (a redirect, an error): the caller
   * renders its own, and Next answers it as usual.
   */
  async page(
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<{ page: RenderedPage; state: PageState } | null> {
    const kept = this.pages.get(key);
    if (kept) {
      const age = this.now() - kept.renderedAt;
      if (age < this.options.freshMs) return { page: kept.page, state: 'hit' };
      if (age < this.options.freshMs + this.options.staleMs) {
        // A failed background render leaves the stale copy in place; the next request past it tries again.
        this.renderOnce(key, render).catch(() => undefined);
        return { page: kept.page, state: 'stale' };
      }
      this.pages.delete(key);
    }
    const page = await this.renderOnce(key, render);
    return keeps(page) ? { page, state: 'miss' } : null;
  }

  private renderOnce(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render()
        .then((page) => {
          if (keeps(page)) this.pages.set(key, { page, renderedAt: this.now() });
          return page;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }
}
