import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisConnection } from './core/queue/connection';
import { HOUSEKEEPING_QUEUE } from './core/queue/repeatable-work';
import { createSession } from './accounts/session.service';
import { appDataSource } from './data-source';
import { startWorkerProcess, stopChild, type Child } from './testing/child-processes';
import { freshDatabase } from './testing/test-database';
import { waitFor } from './testing/wait-for';

/** Every repeatable work the modules declare, by its scheduler's id. */
const WORKS = [
  'accounts:prune',
  'alerts:daily-digest',
  'alerts:instant',
  'alerts:prune',
  'alerts:weekly-digest',
  'forms:spent-captchas',
  'forms:unused-uploads',
  'visits:event-partitions',
].sort();
const EVERY_MS = 400;
const TURNS = 4;

/**
 * Two `npm run worker` processes share one cluster's housekeeping: each repeatable work runs once
 * per turn (a BullMQ job scheduler makes one job a turn, whichever worker takes it), not once per
 * process, and it shows in the housekeeping queue.
 */
describe('repeatable work with two worker processes', () => {
  const queuePrefix = `test-${randomUUID()}`;
  let dbUrl: string;
  let queue: Queue;
  const workers: Child[] = [];

  beforeAll(async () => {
    dbUrl = await freshDatabase();
    queue = new Queue(HOUSEKEEPING_QUEUE, { connection: redisConnection('producer'), prefix: queuePrefix });
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => stopChild(w, 'SIGKILL')));
    await queue?.close();
  });

  it(`runs each work once a turn, whichever of the two workers takes it (every ${EVERY_MS} ms here)`, async () => {
    const ds = appDataSource(dbUrl, { poolSize: 1 });
    await ds.initialize();
    try {
      // Something for the accounts' pruning to do: a session past its end.
      const { token } = await createSession(ds.manager, { role: 'owner', accountId: 1 });
      await ds.query(`UPDATE account_session SET expires_at = now() - interval '1 minute'`);
      expect(token).toBeTruthy();

      const env = {
        DATABASE_URL: dbUrl,
        QUEUE_PREFIX: queuePrefix,
        LOG_LEVEL: 'warn',
        HOUSEKEEPING_EVERY_MS: String(EVERY_MS),
      };
      workers.push(startWorkerProcess(env), startWorkerProcess(env));
      const runsOf = async () => {
        const done = await queue.getJobs(['completed'], 0, -1);
        const runs = new Map<string, number[]>(WORKS.map((id) => [id, []]));
        // A turn's job is `repeat:<scheduler>:<the turn's time>`.
        for (const job of done) runs.get(job.name)?.push(Number(job.id?.split(':').at(-1)));
        return runs;
      };
      await waitFor(async () => [...(await runsOf()).values()].every((turns) => turns.length >= TURNS), {
        timeoutMs: 60_000,
        intervalMs: 100,
        message: `${TURNS} turns of every repeatable work`,
      });
      expect((await queue.getJobSchedulers()).map((s) => s.key).sort()).toEqual(WORKS);
      for (const [id, turns] of await runsOf()) {
        const sorted = [...turns].sort((a, b) => a - b);
        // Each run is a turn of its own: consecutive runs are whole turns apart (a busy machine may
        // skip a turn, never run one twice or off the schedule, as a timer in each process would).
        const gaps = sorted.slice(1).map((t, i) => (t - sorted[i]) / EVERY_MS);
        expect(
          gaps.every((g) => Number.isInteger(g) && g >= 1),
          `${id}: ${sorted.join(', ')}`,
        ).toBe(true);
      }
      expect(await ds.query(`SELECT 1 FROM account_session`)).toEqual([]);
      const exits = await Promise.all(workers.splice(0).map((w) => stopChild(w)));
      expect(exits).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
    } finally {
      await ds.destroy();
    }
  });
});
