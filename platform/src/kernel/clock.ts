/** Time enters the domain only through this port, so tests and replays are exact. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `at` until moved with `set` or `advance`. */
export class FixedClock implements Clock {
  private current: Date;

  constructor(at: Date | string = '2024-01-01T12:00:00.000Z') {
    this.current = new Date(at);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date | string): void {
    this.current = new Date(at);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
