/** Thrown when the line is full: the caller answers another way (a photo: its original) instead of waiting. */
export class LimiterFullError extends Error {
  constructor() {
    super('too many tasks waiting');
  }
}

export interface Limiter {
  /** Runs `task` when one of the slots is free; throws LimiterFullError when `maxQueued` already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly queued: number;
}

/**
 * At most `concurrency` tasks at once and `maxQueued` waiting, for work that costs CPU and memory
 * (resizing a photo: a decoded 24-megapixel photo is ~100 MB; building a sitemap file): a burst
 * waits in a line, and beyond it is turned away rather than piling up. A finished task hands its
 * place to the next waiting one, so none can slip in between.
 */
export function createLimiter(concurrency: number, maxQueued: number): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active--;
    const next = waiting.shift();
    if (next) {
      active++;
      next();
    }
  };
  return {
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) active++;
      else if (waiting.length >= maxQueued) throw new LimiterFullError();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

/** Concurrent calls with the same key share one run: ten visitors asking for the same new photo size or sitemap file cost one. */
export function createSharedRuns<T>(): (key: string, task: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, task) => {
    const existing = running.get(key);
    if (existing) return existing;
    const run = task().finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };
}
