// Time source of the service; tests swap it to move time without sleeping.
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export class ManualClock implements Clock {
  constructor(private current = Date.now()) {}
  now() {
    return this.current;
  }
  advance(ms: number) {
    this.current += ms;
  }
  set(ms: number) {
    this.current = ms;
  }
}
