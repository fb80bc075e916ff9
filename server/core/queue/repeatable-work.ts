import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, Worker } from 'bullmq';
import { logger } from '../logger';
import type { BackgroundContext, RepeatableWork, Running } from './background';
import { KEEP_RECENT } from './job-defaults';

/** The queue of every module's repeatable work (it shows in the queue dashboard). */
export const HOUSEKEEPING_QUEUE = 'housekeeping';

/**
 * Starts the repeatable work of every module: one BullMQ job scheduler per work (created or
 * updated by every worker process that starts: the scheduler exists once in Redis, so each turn
 * makes one job for the whole cluster) and a worker that runs whichever work a job names.
 * Schedulers no module declares any more are removed. `everyMs`, when given, replaces every
 * work's own interval or cron pattern (tests). Redis may be down at start: the schedulers are then set up once it
 * answers (tried again after 1 s, 2 s … up to a minute), and nothing waits for them.
 */
export async function startRepeatableWork(
  ctx: BackgroundContext,
  works: readonly RepeatableWork[],
  everyMs?: number,
): Promise<Running> {
  const byId = new Map(works.map((w) => [w.id, w]));
  const queue = new Queue(HOUSEKEEPING_QUEUE, { connection: ctx.producer, prefix: ctx.prefix });
  const stopping = new AbortController();
  const setUpSchedulers = async () => {
    for (const work of works)
      await queue.upsertJobScheduler(
        work.id,
        everyMs !== undefined
          ? { every: everyMs }
          : 'cron' in work
            ? { pattern: work.cron.pattern, tz: work.cron.tz }
            : { every: work.everyMs },
        { name: work.id, opts: { ...KEEP_RECENT } },
      );
    for (const scheduler of await queue.getJobSchedulers())
      if (!byId.has(scheduler.key)) await queue.removeJobScheduler(scheduler.key);
  };
  const schedulersReady = (async () => {
    for (let failures = 0; !stopping.signal.aborted; failures++) {
      try {
        return await setUpSchedulers();
      } catch (err) {
        logger.warn(
          { err: err instanceof Error ? err.message : err },
          'housekeeping schedules not set up yet',
        );
        await sleep(Math.min(1000 * 2 ** failures, 60_000), undefined, { signal: stopping.signal }).catch(
          () => undefined,
        );
      }
    }
  })();

  const worker = new Worker(
    HOUSEKEEPING_QUEUE,
    async (job) => {
      const work = byId.get(job.name);
      // A job of a scheduler this process does not know (a newer version elsewhere): nothing to do here.
      if (!work) return 'unknown';
      await work.run(ctx.ds);
      return 'done';
    },
    { connection: ctx.consumer, prefix: ctx.prefix, concurrency: 1, ...ctx.stalledJobChecks },
  );
  worker.on('failed', (job, err) =>
    logger.warn({ work: job?.name, err: err.message }, 'housekeeping failed'),
  );
  worker.on('error', (err) => logger.warn({ err: err.message }, 'housekeeping worker error'));
  return {
    async stop() {
      stopping.abort();
      await schedulersReady;
      await worker.close();
      await queue.close();
    },
  };
}
