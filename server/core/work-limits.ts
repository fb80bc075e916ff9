/** Thrown when the line is full: the caller answers another way (a photo: its original) instead of waiting. */
export class LimiterFullError extends Error {
  constructor() {
    super('too many tasks waiting');
  }
}

/** Thrown when a task's deadline passed before a slot was free for it: it never ran. */
export class LimiterTimeoutError extends Error {
  constructor() {
    super('no slot before the deadline');
  }
}

export interface Limiter {
  /**
   * Runs `task` when one of the slots is free; throws LimiterFullError when `maxQueued` already
   * wait, and LimiterTimeoutError when `deadline` (ms since the epoch) passes before a slot is
   * free: the wait in line counts toward the caller's own time limit.
   */
  run<T>(task: () => Promise<T>, options?: { deadline?: number }): Promise<T>;
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
  /** Waits for a slot handed over by `release`; gives up (leaving the line) at the deadline. */
  const slot = (deadline: number | undefined) =>
    new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      waiting.push(start);
      if (deadline !== undefined)
        timer = setTimeout(
          () => {
            const at = waiting.indexOf(start);
            if (at < 0) return;
            waiting.splice(at, 1);
            reject(new LimiterTimeoutError());
          },
          Math.max(0, deadline - Date.now()),
        );
    });
  return {
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>, { deadline }: { deadline?: number } = {}): Promise<T> {
      if (active < concurrency) active++;
      else if (waiting.length >= maxQueued) throw new LimiterFullError();
      else await slot(deadline);
      try {
        // A slot that came at the deadline is no time left for the task.
        if (deadline !== undefined && Date.now() >= deadline) throw new LimiterTimeoutError();
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

/**
 * Calls of one key one after the other, in this process, and none while `maxQueued` of that key
 * are already in line. The login attempts of one address against one account take turns (each
 * sees the one before settled), and so do one client's costliest GraphQL operations (four
 * connections sending them get the CPU of one). A key's entry lives only while calls of it run.
 */
export class TurnsByKey {
  private readonly lines = new Map<string, { tail: Promise<void>; size: number }>();
  constructor(private readonly maxQueued: number) {}

  /**
   * Waits for the key's turn and gives the function that ends it (calling it again does nothing),
   * or null at once when the key's line is full.
   */
  async acquire(key: string): Promise<(() => void) | null> {
    let line = this.lines.get(key);
    if (!line) this.lines.set(key, (line = { tail: Promise.resolve(), size: 0 }));
    if (line.size >= this.maxQueued) return null;
    line.size++;
    const before = line.tail;
    let endTurn = () => {};
    line.tail = before.then(() => new Promise<void>((resolve) => (endTurn = resolve)));
    await before;
    const own = line;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      endTurn();
      if (--own.size === 0 && this.lines.get(key) === own) this.lines.delete(key);
    };
  }

  /** Runs `call` in the key's turn, or not at all when the key's line is full. */
  async run<T>(key: string, call: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    const release = await this.acquire(key);
    if (!release) return { ran: false };
    try {
      return { ran: true, value: await call() };
    } finally {
      release();
    }
  }

  /** Keys with calls running or waiting (for tests: the map empties). */
  get size(): number {
    return this.lines.size;
  }
}
