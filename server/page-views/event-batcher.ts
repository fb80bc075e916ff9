/**
 * Group commit for page-view events: requests arriving within a few milliseconds share one write
 * (one BullMQ job, one Redis round trip). Each caller waits for its batch to be stored before
 * answering, so a 204 means the event is safe in Redis (or PostgreSQL when Redis is down).
 */
export class EventBatcher<T> {
  private pending: T[] = [];
  private waiters: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly flushBatch: (events: T[]) => Promise<void>,
    private readonly options: { maxEvents: number; maxDelayMs: number } = { maxEvents: 500, maxDelayMs: 5 },
  ) {}

  add(events: readonly T[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push(...events);
      this.waiters.push({ resolve, reject });
      if (this.pending.length >= this.options.maxEvents) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.options.maxDelayMs);
    });
  }

  /** Writes what is pending now (also called on shutdown). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const events = this.pending;
    const waiters = this.waiters;
    this.pending = [];
    this.waiters = [];
    if (events.length === 0) {
      for (const w of waiters) w.resolve();
      return Promise.resolve();
    }
    return this.flushBatch(events).then(
      () => waiters.forEach((w) => w.resolve()),
      (err: unknown) => waiters.forEach((w) => w.reject(err)),
    );
  }
}
