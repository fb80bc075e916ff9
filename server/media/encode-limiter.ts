/** Thrown when the queue is full: the caller answers with the original instead of waiting. */
export class LimiterFullError extends Error {
  constructor() {
    super('too many pictures waiting to be resized');
  }
}

export interface Limiter {
  /** Runs `task` when one of the slots is free; throws LimiterFullError when `maxQueued` already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly queued: number;
}

/**
 * At most `concurrency` tasks at once and `maxQueued` waiting: resizing is CPU and memory (a
 * decoded 24-megapixel photo is ~100 MB), so a burst of new photos waits in a short line, and
 * beyond it is turned away rather than piling up.
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

/** Concurrent calls with the same key share one run: ten visitors asking for a new variant cost one encode. */
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
