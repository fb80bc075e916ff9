import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ByteBudgetLru } from './byte-budget-lru';

export interface RateLimit {
  /** Counts `points` attempts for `key`; false when the key is over its limit. */
  consume(key: string, points?: number): Promise<boolean>;
}

/**
 * What one process's in-memory counters may hold: a client that rotates addresses (IPv6 gives
 * anyone millions) evicts the oldest counters instead of growing the memory. An evicted address
 * starts again from zero, which only helps a client that already has more addresses than this.
 */
export const MEMORY_COUNTER_BUDGET = { maxEntries: 100_000, maxBytes: 24 * 1024 * 1024 };

/** One fixed-window counter: its value is mutated in place between stores. */
interface Window {
  used: number;
  endsAt: number;
}

/**
 * Fixed-window counters in this process's memory, bounded by MEMORY_COUNTER_BUDGET. `now` is
 * injectable so tests can move time.
 */
export function memoryRateLimit(
  options: { points: number; durationSeconds: number },
  budget = MEMORY_COUNTER_BUDGET,
  now: () => number = Date.now,
): RateLimit & { readonly size: number } {
  const windows = new ByteBudgetLru<Window>(budget);
  return {
    get size() {
      return windows.size;
    },
    async consume(key, points = 1) {
      const at = now();
      let w = windows.get(key);
      if (!w || w.endsAt <= at) {
        w = { used: 0, endsAt: at + options.durationSeconds * 1000 };
        windows.set(key, w, 32);
      }
      w.used += points;
      return w.used <= options.points;
    },
  };
}

/**
 * Fixed-window counters shared by every process through Redis. When Redis is down the limits
 * fall back to this process's memory (bounded): visitors are still limited, and never refused
 * because of Redis (a submission must be accepted even then).
 */
export function createRateLimit(
  redis: Redis | null,
  options: { keyPrefix: string; points: number; durationSeconds: number },
): RateLimit {
  const memory = memoryRateLimit(options);
  if (!redis) return memory;
  const shared = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
    rejectIfRedisNotReady: true,
  });
  return {
    async consume(key, points = 1) {
      try {
        await shared.consume(key, points);
        return true;
      } catch (err) {
        if (err instanceof RateLimiterRes) return false;
        // Redis did not answer: this process's memory counts instead.
        return memory.consume(key, points);
      }
    },
  };
}
