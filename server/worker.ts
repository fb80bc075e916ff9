import 'reflect-metadata';
import type { Worker } from 'bullmq';
import { config } from './core/config';
import { logger } from './core/logger';
import { redisConnection } from './core/queue/connection';

/**
 * BullMQ workers only. Each feature that has background work adds its worker factory here (mail
 * and visit counters come with the forms and statistics features). Closes them on SIGTERM so a
 * job in progress finishes or is handed back to the queue.
 */
const WORKER_FACTORIES: ((connection: ReturnType<typeof redisConnection>) => Worker)[] = [];

async function main(): Promise<void> {
  config();
  const connection = redisConnection('worker');
  await connection.ping();
  const workers = WORKER_FACTORIES.map((create) => create(connection));
  for (const w of workers) w.on('error', (err) => logger.error({ err, queue: w.name }, 'worker error'));
  logger.info({ queues: workers.map((w) => w.name) }, workers.length ? 'worker running' : 'worker running (no job types registered yet)');

  const keepAlive = setInterval(() => undefined, 60_000);
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'worker shutting down');
    clearInterval(keepAlive);
    await Promise.all(workers.map((w) => w.close()));
    await connection.quit();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  logger.fatal({ err }, 'worker failed to start');
  process.exit(1);
});
