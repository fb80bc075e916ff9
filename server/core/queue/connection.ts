import IORedis, { type Redis } from 'ioredis';
import { config } from '../config';
import { logger } from '../logger';

/**
 * Redis connections for BullMQ. Workers block on Redis and must retry forever
 * (`maxRetriesPerRequest: null`); producers fail fast instead of queueing commands while Redis is
 * down (`enableOfflineQueue: false`), so a request never hangs on a missing Redis.
 */
export function redisConnection(role: 'worker' | 'producer', url: string = config().REDIS_URL): Redis {
  const connection = new IORedis(
    url,
    role === 'worker'
      ? { maxRetriesPerRequest: null }
      : { enableOfflineQueue: false, maxRetriesPerRequest: 1 },
  );
  connection.on('error', (err) => logger.warn({ err: err.message, role }, 'redis connection error'));
  return connection;
}

let sharedProducer: Redis | undefined;
/** One fail-fast connection per process for producers and rate limits, opened on first use. */
export function sharedProducerConnection(): Redis {
  sharedProducer ??= redisConnection('producer');
  return sharedProducer;
}

export async function closeSharedProducerConnection(): Promise<void> {
  const c = sharedProducer;
  sharedProducer = undefined;
  if (c) await c.quit().catch(() => c.disconnect());
}
