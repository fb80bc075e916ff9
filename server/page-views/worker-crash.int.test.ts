import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisConnection } from '../core/queue/connection';
import { startWorkerProcess, stopChild, type Child } from '../testing/child-processes';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { waitFor } from '../testing/wait-for';
import { rebuildDailyStats } from './append-events.service';
import { LISTING_EVENTS_QUEUE } from './record-events.job';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const BEACONS = 4_000;

/**
 * A real `npm run worker` process SIGKILLed while it appends batches of page views: after a
 * restart every accepted beacon is counted exactly once, and a rebuild from the log gives the
 * same counters. (A batch whose transaction died is retried whole; one that committed before the
 * kill is redelivered and its events are already in the log, so they do not count twice.)
 * BullMQ hands the killed worker's batches over once two of its stalled-job checks have found them
 * without their lock: 30 s apart in production, 2 s here (QUEUE_STALLED_CHECK_MS).
 */
describe('visit counters survive a killed worker', () => {
  let server: TestServer;
  let dbUrl: string;
  let worker: Child | undefined;
  let queue: Queue;
  const queuePrefix = `test-${randomUUID()}`;
  beforeAll(async () => {
    dbUrl = await freshDatabase();
    server = await startTestServer(dbUrl, { queuePrefix });
    queue = new Queue(LISTING_EVENTS_QUEUE, { connection: redisConnection('producer'), prefix: queuePrefix });
    await server.ds.query(`DELETE FROM property_event; DELETE FROM property_daily_stat`);
  });
  afterAll(async () => {
    if (worker) await stopChild(worker, 'SIGKILL');
    await queue?.close();
    await server?.close();
  });

  const counted = async () =>
    (
      await server.ds.query(
        `SELECT coalesce(sum(count), 0)::int AS n FROM property_daily_stat WHERE kind = 'view'`,
      )
    )[0].n as number;

  it(
    'SIGKILL midway: every accepted beacon counted once, and rebuild equals live',
    { timeout: 240_000 },
    async () => {
      const ids: number[] = (await server.ds.query(`SELECT id FROM property ORDER BY id LIMIT 20`)).map(
        (r: { id: number }) => r.id,
      );
      let accepted = 0;
      for (let i = 0; i < BEACONS; i += 100) {
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, j) =>
            fetch(`${server.url}/api/beacon`, {
              method: 'POST',
              // Each beacon from a visitor of its own (the proxy's forwarded address, trusted from
              // 127.0.0.1): a visitor's views of a listing count only VISITOR_DAILY_VIEWS times a day.
              headers: {
                'content-type': 'text/plain;charset=UTF-8',
                'user-agent': BROWSER,
                'x-forwarded-for': `10.1.${(i + j) >> 8}.${(i + j) & 255}`,
              },
              body: JSON.stringify({
                kind: 'view',
                propertyId: ids[(i + j) % ids.length],
                eventId: randomUUID(),
                at: Date.now() - (i + j) * 1000,
                lang: 'nl',
                referrer: null,
              }),
            }),
          ),
        );
        accepted += answers.filter((a) => a.status === 204).length;
      }
      expect(accepted).toBe(BEACONS);

      // Stalled jobs are looked for every 2 s (production: 30 s): the same recovery, sooner.
      const env = {
        DATABASE_URL: dbUrl,
        QUEUE_PREFIX: queuePrefix,
        LOG_LEVEL: 'warn',
        QUEUE_STALLED_CHECK_MS: '2000',
      };
      worker = startWorkerProcess(env);
      // Killed once it has counted a batch and holds the next ones.
      await waitFor(async () => (await counted()) > 0 && (await queue.getActiveCount()) > 0, {
        timeoutMs: 60_000,
        intervalMs: 10,
        message: 'the worker counting',
      });
      worker.process.kill('SIGKILL');
      await worker.exited;
      const atKill = await counted();
      expect(atKill, 'the worker finished before it was killed').toBeLessThan(BEACONS);
      // Its batches in progress stay active in Redis until BullMQ finds them stalled.
      const interrupted = await queue.getActiveCount();
      expect(interrupted, 'the kill interrupted no batch').toBeGreaterThan(0);

      worker = startWorkerProcess(env);
      await expect.poll(counted, { timeout: 180_000, interval: 100 }).toBe(BEACONS);
      expect(await stopChild(worker)).toEqual({ code: 0, signal: null });
      worker = undefined;

      const [{ logged }] = await server.ds.query(
        `SELECT count(*)::int AS logged FROM property_event WHERE kind = 'view'`,
      );
      expect(logged).toBe(BEACONS);
      const live = await server.ds.query(
        `SELECT property_id, day::text, kind, source, count FROM property_daily_stat ORDER BY 1, 2, 3, 4`,
      );
      await server.ds.transaction((m) => rebuildDailyStats(m));
      expect(
        await server.ds.query(
          `SELECT property_id, day::text, kind, source, count FROM property_daily_stat ORDER BY 1, 2, 3, 4`,
        ),
      ).toEqual(live);
      console.log(
        `visit worker SIGKILLed after ${atKill} of ${BEACONS} events were counted, ${interrupted} batches in its hands`,
      );
    },
  );
});
