import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimit {
  /** Counts one attempt for `key`; false when the key is over its limit. */
  consume(key: string, points?: number): Promise<boolean>;
}

/**
 * Fixed-window counters shared by every process through Redis. When Redis is down the limits
 * fall back to this process's memory: visitors are still limited, and never refused because of
 * Redis (a submission must be accepted even then).
 */
export function createRateLimit(
  redis: Redis | null,
  options: { keyPrefix: string; points: number; durationSeconds: number },
): RateLimit {
  const memory = new RateLimiterMemory({
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  });
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: options.keyPrefix,
        points: options.points,
        duration: options.durationSeconds,
        insuranceLimiter: memory,
        rejectIfRedisNotReady: true,
      })
    : memory;
  return {
    async consume(key, points = 1) {
      try {
        await limiter.consume(key, points);
        return true;
      } catch (err) {
        if (err instanceof RateLimiterRes) return false;
        // Neither store answered: fail open rather than lose a visitor's message.
        return true;
      }
    },
  };
}
