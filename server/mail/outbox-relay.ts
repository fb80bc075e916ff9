import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { listenForChanges, type ChangeListener } from '../core/db/change-listener';
import { logger } from '../core/logger';
import { KEEP_RECENT, RETRY_MAIL } from '../core/queue/job-defaults';

/** Rows per round trip to Redis. */
const RELAY_BATCH = 500;
/** Polling backs up LISTEN (a notification missed while reconnecting, Redis back after an outage). */
const RELAY_POLL_MS = 2_000;
/**
 * Rows queued (or left mid-send by a crashed worker) and not sent after this long are offered
 * again: their job may be lost with Redis data, or failed without using its attempts (BullMQ fails
 * a job that stalled twice, e.g. two worker crashes in a row, and keeps it under its id). A row
 * waiting for its next try (a long SMTP outage) is looked at every so often too: its job, delayed
 * until then, is left alone; a lost one is added again for the row's `next_attempt_at`.
 */
const REQUEUE_AFTER_MINUTES = 10;
/** States of a job that will not run again: a row still unsent behind one needs a fresh job. */
const FINISHED_STATES = new Set(['failed', 'completed']);

const jobIdOf = (outboxId: string) => `outbox-${outboxId}`;

export interface OutboxRelay {
  /** Moves what is pending now; resolves with how many rows were handed to the queue. */
  relayOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Hands pending outbox rows to BullMQ. Runs in the worker process: the API only writes to
 * PostgreSQL, so a submission is accepted even when Redis is down; the relay catches up when
 * Redis is back. Several relays may run: rows are locked with SKIP LOCKED, and job ids are the
 * outbox ids, so BullMQ ignores a row added twice. Dead rows are never offered again by the relay:
 * only staff send them again (the queue dashboard's retry, `npm run mail:retry`).
 */
export async function startOutboxRelay(
  ds: DataSource,
  databaseUrl: string,
  queue: Queue,
  topic: string,
): Promise<OutboxRelay> {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const relayOnce = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const moved = await ds.transaction(async (manager) => {
        const rows: { id: string; status: string; attempts: number; delay_ms: number }[] =
          await manager.query(
            `SELECT id, status, attempts,
             greatest(0, ceil(extract(epoch FROM next_attempt_at - now()) * 1000))::float8 AS delay_ms
           FROM outbox
           WHERE topic = $1 AND (status = 'pending'
             OR (status = 'queued' AND queued_at < now() - make_interval(mins => $3))
             OR (status = 'sending' AND lease_until < now() - make_interval(mins => $3)))
           ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
            [topic, RELAY_BATCH, REQUEUE_AFTER_MINUTES],
          );
        if (rows.length === 0) return 0;
        // An offered-again row whose job is finished gets its job id back; a job still waiting,
        // delayed or running is left alone. A pending row that was tried before (a dead mail staff
        // sent again with `npm run mail:retry`) may have its finished job still under the id.
        for (const r of rows.filter((row) => row.status !== 'pending' || row.attempts > 0)) {
          try {
            const job = await queue.getJob(jobIdOf(r.id));
            const state = job ? await job.getState() : 'missing';
            if (job && FINISHED_STATES.has(state)) await job.remove();
            // A job still waiting, delayed or running is normal (a long SMTP outage): no noise for it.
            if (r.status !== 'pending' && (!job || FINISHED_STATES.has(state)))
              logger.warn(
                { outboxId: r.id, status: r.status, job: state },
                'outbox relay: offering an unsent row again',
              );
          } catch (err) {
            // One job that cannot be looked at must not hold up the batch: the add below is deduplicated anyway.
            logger.warn(
              { outboxId: r.id, err: err instanceof Error ? err.message : err },
              'outbox relay: could not check the job of an unsent row',
            );
          }
        }
        await queue.addBulk(
          rows.map((r) => ({
            name: topic,
            data: { outboxId: String(r.id) },
            opts: {
              ...RETRY_MAIL,
              ...KEEP_RECENT,
              jobId: jobIdOf(r.id),
              // A row waiting for its next try whose job was lost waits its turn.
              ...(r.delay_ms > 0 ? { delay: r.delay_ms } : {}),
            },
          })),
        );
        await manager.query(
          `UPDATE outbox SET status = 'queued', queued_at = now() WHERE id = ANY($1::bigint[])`,
          [rows.map((r) => r.id)],
        );
        return rows.length;
      });
      total += moved;
      if (moved < RELAY_BATCH) return total;
    }
  };

  // One run at a time; a wake-up during a run schedules exactly one more.
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = relayOnce()
      .catch((err: unknown) => {
        logger.warn({ err: err instanceof Error ? err.message : err }, 'outbox relay: will retry');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };

  const listener: ChangeListener = await listenForChanges(databaseUrl, 'outbox_pending', kick);
  const timer = setInterval(kick, RELAY_POLL_MS);
  kick();
  return {
    relayOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await listener.close();
      await running;
    },
  };
}
