import { randomUUID } from 'node:crypto';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisConnection } from '../core/queue/connection';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { createMailTransport } from './mail-transport';
import { waitFor } from '../testing/wait-for';
import { insertOutboxRow, outboxRowState } from './outbox.testing';
import { MAIL_QUEUE } from './mail-intent.types';
import { startBackgroundWork, type BackgroundWork } from '../worker-runtime';

/**
 * A row whose BullMQ job failed without using its attempts (BullMQ fails a job that stalled twice:
 * two worker crashes in a row) keeps the job's id taken for days. The relay must notice, free the
 * id and offer the row again, or the mail is never sent. Real Redis, real worker, real SMTP.
 */
describe('outbox relay: rows behind a finished job', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let work: BackgroundWork | undefined;
  let dbUrl: string;
  const prefix = `test-${randomUUID()}`;
  const connection = redisConnection('worker');
  const queue = new Queue(MAIL_QUEUE, { connection, prefix });

  beforeAll(async () => {
    dbUrl = await freshDatabase();
    server = await startTestServer(dbUrl);
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await work?.stop();
    await queue.close();
    connection.disconnect();
    await catcher?.close();
    await server?.close();
  });

  it('offers again a queued row whose job failed, a row left mid-send by a crashed worker, and a dead row sent again', async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const queuedId = await insertOutboxRow(server.ds, {
      to: 'stalled-twice@example.be',
      status: 'queued',
      attempts: 1,
      queuedAt: minutesAgo(11),
    });
    const sendingId = await insertOutboxRow(server.ds, {
      to: 'crashed-mid-send@example.be',
      status: 'sending',
      attempts: 1,
      queuedAt: minutesAgo(30),
      leaseUntil: minutesAgo(11),
    });
    // A dead mail that staff sent again (`npm run mail:retry` makes it pending), its failed job
    // still under the id.
    const revivedId = await insertOutboxRow(server.ds, {
      to: 'revived@example.be',
      status: 'pending',
      attempts: 3,
      queuedAt: minutesAgo(60),
    });

    // Their jobs exist and have failed, as BullMQ leaves a job that stalled too often.
    await queue.addBulk(
      [queuedId, sendingId, revivedId].map((id) => ({
        name: 'mail',
        data: { outboxId: id },
        opts: { jobId: `outbox-${id}` },
      })),
    );
    let failed = 0;
    const crashing = new Worker(
      MAIL_QUEUE,
      async () => {
        throw new UnrecoverableError('job stalled more than allowable limit');
      },
      { connection: redisConnection('worker'), prefix },
    );
    crashing.on('failed', () => (failed += 1));
    await expect.poll(() => failed, { timeout: 10_000 }).toBe(3);
    await crashing.close();
    expect(await (await queue.getJob(`outbox-${queuedId}`))!.getState()).toBe('failed');

    work = await startBackgroundWork(server.ds, dbUrl, {
      transport: createMailTransport(`smtp://127.0.0.1:${catcher.smtpPort}`),
      queuePrefix: prefix,
    });
    await catcher.waitFor((m) => m.to.includes('stalled-twice@example.be'), 1, 20_000);
    await catcher.waitFor((m) => m.to.includes('crashed-mid-send@example.be'), 1, 20_000);
    await catcher.waitFor((m) => m.to.includes('revived@example.be'), 1, 20_000);
    await expect
      .poll(
        async () =>
          (
            await server.ds.query(
              `SELECT count(*)::int AS n FROM outbox WHERE id = ANY($1::bigint[]) AND status = 'sent'`,
              [[queuedId, sendingId, revivedId]],
            )
          )[0].n,
      )
      .toBe(3);
    // A row still recent is left to its job.
    const recentId = await insertOutboxRow(server.ds, {
      to: 'recent@example.be',
      status: 'queued',
      attempts: 1,
      queuedAt: minutesAgo(1),
    });
    expect(await work.relayNow()).toBe(0);
    expect((await outboxRowState(server.ds, recentId)).status).toBe('queued');

    // A mail waiting for its next try (SMTP trouble) whose delayed job Redis lost: offered again
    // for the time on its row, not at once.
    const nextTry = new Date(Date.now() + 1_500);
    const waitingId = await insertOutboxRow(server.ds, {
      to: 'next-try@example.be',
      status: 'queued',
      attempts: 3,
      failures: 3,
      queuedAt: minutesAgo(11),
      nextAttemptAt: nextTry,
    });
    // The insert's notification may have woken the relay first: either run offers it.
    await work.relayNow();
    const job = await waitFor(() => queue.getJob(`outbox-${waitingId}`), { message: 'its job' });
    expect(await job.getState()).toBe('delayed');
    await catcher.waitFor((m) => m.to.includes('next-try@example.be'), 1, 20_000);
    expect(Date.now()).toBeGreaterThanOrEqual(nextTry.getTime());
  });
});
