// Live data a page keeps current while it is open (availability, seat states): the page's first read, then a
// fetch every `refreshMs` while the page is in view, one more when it comes back into view and what it shows is
// older than `staleMs`, and a fresh fetch on demand (right before a hold). A failed fetch is tried once more
// after a second; the last good data stays shown, marked failed until a fetch succeeds. A reply is shown only if
// no later-started fetch has been shown already, so a slow poll never overwrites a fresher read.
//
// No framework here: `components/checkout/use-polled.ts` binds it to React and to the page's visibility.

export interface PollerOptions<T> {
  /** One read; `fresh` asks past the storefront's short shared read (right before a hold). */
  read: (fresh: boolean) => Promise<T>;
  initial: T;
  /** When `initial` was read (ms since the epoch). */
  fetchedAt: number;
  refreshMs: number;
  staleMs: number;
  /** Tries after a failed poll before it counts as failed (not for reads on demand). */
  retries?: number;
  retryDelayMs?: number;
  now?: () => number;
}

export interface PollerState<T> {
  data: T;
  /** The last attempt failed: `data` is the last good read. */
  failed: boolean;
}

export class Poller<T> {
  private state: PollerState<T>;
  private updatedAt: number;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private started = 0;
  private shownSeq = 0;

  constructor(private readonly options: PollerOptions<T>) {
    this.state = { data: options.initial, failed: false };
    this.updatedAt = options.fetchedAt;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The current data and whether the last attempt failed (the same object until either changes). */
  getState = (): PollerState<T> => this.state;

  /** Subscribes to changes (React's useSyncExternalStore calls it); returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private set(next: PollerState<T>) {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** Whether what is shown is older than `staleMs`. */
  isStale(): boolean {
    return this.now() - this.updatedAt >= this.options.staleMs;
  }

  /** One read, shown unless a later-started read was shown first; resolves to its data, or null when it failed. */
  private async attempt(fresh: boolean, retries: number): Promise<T | null> {
    const seq = ++this.started;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const data = await this.options.read(fresh);
        if (seq > this.shownSeq) {
          this.shownSeq = seq;
          this.updatedAt = this.now();
          this.set({ data, failed: false });
        }
        return data;
      } catch {
        if (attempt >= retries) {
          if (seq > this.shownSeq) this.set({ data: this.state.data, failed: true });
          return null;
        }
        await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs ?? 1000));
      }
    }
  }

  /** A poll: retried as set, failures kept in the state. */
  poll(): Promise<T | null> {
    return this.attempt(false, this.options.retries ?? 1);
  }

  /** Fresh data now, or null when it cannot be had. */
  refreshNow(): Promise<T | null> {
    return this.attempt(true, 0);
  }

  /** Polls every `refreshMs` from now on (while the page is in view). */
  resume(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => void this.poll(), this.options.refreshMs);
  }

  /** Stops polling (the page went out of view or away). */
  pause(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Back in view (or back online): reads at once if what is shown is stale, then polls on. */
  wake(): void {
    if (this.isStale()) void this.poll();
    this.resume();
  }
}
