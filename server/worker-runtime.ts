import { DelayedError, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { DataSource } from 'typeorm';
import { config } from './core/config';
import { logger } from './core/logger';
import { redisConnection } from './core/queue/connection';
import { purgeSpentCaptchas } from './forms/captcha.service';
import { purgeUnusedUploads } from './forms/cv-upload.service';
import { MAIL_TOPIC } from './mail/mail-intent.types';
import { startOutboxRelay } from './mail/outbox-relay';
import { createMailTransport, type MailTransport } from './mail/mail-transport';
import {
  deliverOutboxMail,
  MAIL_QUEUE,
  MailBusyError,
  MailPermanentError,
  markOutboxDead,
  type MailJobData,
} from './mail/send-mail.job';
import { pruneLoginThrottle } from './owners/login-throttle';
import { pruneExpiredSessions } from './owners/owner-session.service';
import { recordEvents, VISIT_EVENTS_QUEUE, type VisitEventsJobData } from './visits/record-events.job';

export interface BackgroundWork {
  /** Hands every pending outbox row to the queue now (tests and the benchmark). */
  relayNow(): Promise<number>;
  /** Graceful: jobs in progress finish, the rest stays in Redis / PostgreSQL for the next start. */
  stop(): Promise<void>;
}

/** Mails in flight per worker process: SMTP round trips dominate, not CPU. */
const MAIL_CONCURRENCY = 10;
const HOURLY = 3600_000;
/** Two batches at once keep PostgreSQL busy without contending on the same counter rows. */
const VISIT_CONCURRENCY = 2;

/**
 * The background side: the outbox relay and the BullMQ workers. Run by `npm run worker`, and
 * in-process by `npm start` in development.
 */
export interface BackgroundWorkOptions {
  /** SMTP; default: SMTP_URL (or the local mail catcher). */
  transport?: MailTransport;
  /** Default: QUEUE_PREFIX. */
  queuePrefix?: string;
  /** Default: REDIS_URL (tests point it at a Redis of their own that they stop and restart). */
  redisUrl?: string;
}

export async function startBackgroundWork(
  ds: DataSource,
  databaseUrl: string,
  options: BackgroundWorkOptions = {},
): Promise<BackgroundWork> {
  const producer = redisConnection('producer', options.redisUrl);
  const consumer = redisConnection('worker', options.redisUrl);
  const prefix = options.queuePrefix ?? config().QUEUE_PREFIX;
  const mailQueue = new Queue<MailJobData>(MAIL_QUEUE, { connection: producer, prefix });
  const transport = options.transport ?? createMailTransport();

  // A crashed worker's jobs are found by the others' stalled-job checks once their lock has lapsed.
  const stalledJobChecks = {
    stalledInterval: config().QUEUE_STALLED_CHECK_MS,
    lockDuration: config().QUEUE_STALLED_CHECK_MS,
  };
  const mailWorker = new Worker<MailJobData>(
    MAIL_QUEUE,
    async (job, token) => {
      try {
        return await deliverOutboxMail(ds, transport, job.data.outboxId);
      } catch (err) {
        if (err instanceof MailPermanentError) throw new UnrecoverableError(err.message);
        // Another delivery holds the row (or held it and crashed): come back when its lease ends,
        // without spending one of the job's attempts on waiting.
        if (err instanceof MailBusyError) {
          await job.moveToDelayed(Math.max(err.retryAt.getTime(), Date.now()) + 500, token);
          throw new DelayedError();
        }
        throw err;
      }
    },
    { connection: consumer, prefix, concurrency: MAIL_CONCURRENCY, ...stalledJobChecks },
  );
  mailWorker.on('failed', (job, err) => {
    if (!job) return;
    const last = err instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    logger.warn(
      { outboxId: job.data.outboxId, attempt: job.attemptsMade, err: err.message, dead: last },
      'mail delivery failed',
    );
    if (last)
      void markOutboxDead(ds, job.data.outboxId, err.message).catch((e: unknown) =>
        logger.error({ err: e }, 'could not mark outbox row dead'),
      );
  });
  mailWorker.on('error', (err) => logger.warn({ err: err.message }, 'mail worker error'));

  // Batches of page views: appended to the log and counted in one transaction each.
  const visitsWorker = new Worker<VisitEventsJobData>(
    VISIT_EVENTS_QUEUE,
    (job) => recordEvents(ds, job.data),
    { connection: consumer, prefix, concurrency: VISIT_CONCURRENCY, ...stalledJobChecks },
  );
  visitsWorker.on('error', (err) => logger.warn({ err: err.message }, 'visit events worker error'));

  const relay = await startOutboxRelay(ds, databaseUrl, mailQueue, MAIL_TOPIC);
  const housekeeping = setInterval(() => {
    void purgeSpentCaptchas(ds.manager).catch(() => undefined);
    void purgeUnusedUploads(ds).catch((err: unknown) =>
      logger.warn({ err }, 'unused uploads could not be purged'),
    );
    void pruneExpiredSessions(ds.manager)
      .then(() => pruneLoginThrottle(ds.manager))
      .catch((err: unknown) => logger.warn({ err }, 'sessions could not be pruned'));
    // Next months' event partitions exist before their first event (the default partition is only a safety net).
    void ds
      .query(`SELECT ensure_property_event_partitions(now()::date, 13)`)
      .catch((err: unknown) => logger.warn({ err }, 'event partitions could not be prepared'));
  }, HOURLY);
  logger.info({ queues: [MAIL_QUEUE, VISIT_EVENTS_QUEUE] }, 'background work running');

  return {
    relayNow: () => relay.relayOnce(),
    async stop() {
      clearInterval(housekeeping);
      await relay.stop();
      await Promise.all([mailWorker.close(), visitsWorker.close()]);
      await mailQueue.close();
      transport.close();
      await Promise.all([
        producer.quit().catch(() => producer.disconnect()),
        consumer.quit().catch(() => consumer.disconnect()),
      ]);
    },
  };
}
