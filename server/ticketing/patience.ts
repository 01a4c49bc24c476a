// How long one call to the service may wait. A page's read gives up early, and after a call went unanswered
// the next reads only probe for a short while, so a hanging service costs each page one short wait, not many
// long ones; a write (a hold, a purchase) and a read a purchase depends on always wait the full time.

/** A page's read, which may give up early; or a call whose answer matters, which never does. */
export type Patience = 'read' | 'full';

export interface PatienceSettings {
  /** The longest wait of a call whose answer matters (TICKETING_TIMEOUT_MS). */
  fullMs: number;
  /** The longest wait of a page's read (TICKETING_READ_TIMEOUT_MS). */
  readMs: number;
}

/** A read's wait while the service is believed down: long enough for a healthy answer, short enough to stack. */
export const PROBE_MS = 500;
/** How long one unanswered call marks the service down for reads; any answer ends it sooner. */
export const DOWN_MS = 15_000;

export class ServiceWatch {
  private downUntil = 0;

  /** The timeout of a call of this patience, at `now`. */
  timeoutFor(patience: Patience, settings: PatienceSettings, now: number): number {
    if (patience === 'full') return settings.fullMs;
    const readMs = Math.min(settings.readMs, settings.fullMs);
    return now < this.downUntil ? Math.min(PROBE_MS, readMs) : readMs;
  }

  /** A call went unanswered until its timeout: reads only probe for a while. */
  unanswered(now: number): void {
    this.downUntil = now + DOWN_MS;
  }

  /** The service answered (even with an error of its own): it is not hanging. */
  answered(): void {
    this.downUntil = 0;
  }

  isDown(now: number): boolean {
    return now < this.downUntil;
  }
}

/** The one watch of this process's calls to the service. */
export const serviceWatch = new ServiceWatch();
