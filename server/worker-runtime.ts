import { DelayedError, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { DataSource } from 'typeorm';
import { config } from './core/config';
import { logger } from './core/logger';
import { redisConnection } from './core/queue/connection';
import { cappedBackoffDelay, MAIL_RETRY } from './core/queue/job-defaults';
import { purgeSpentCaptchas } from './forms/captcha.service';
import { purgeUnusedUploads } from './forms/upload.service';
import { MAIL_TOPIC } from './mail/mail-intent.types';
import { startOutboxRelay } from './mail/outbox-relay';
import { createMailTransport, type MailTransport } from './mail/mail-transport';
import { createMailTroubleLog } from './mail/mail-trouble';
import {
  deliverOutboxMail,
  MAIL_QUEUE,
  MailBusyError,
  MailDeadError,
  MailPermanentError,
  MailRetryError,
  mailRetrySettings,
  type MailJobData,
} from './mail/send-mail.job';
import { pruneAccountRows } from './accounts/housekeeping';
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
  const retry = mailRetrySettings();
  const trouble = createMailTroubleLog(ds);
  const mailWorker = new Worker<MailJobData>(
    MAIL_QUEUE,
    async (job, token) => {
      try {
        const outcome = await deliverOutboxMail(ds, transport, job.data.outboxId, retry);
        if (outcome === 'sent') trouble.delivered();
        return outcome;
      } catch (err) {
        // The row is dead (or gone): the job fails for good and shows in the dashboard's failed
        // list, whose retry sends the mail again.
        if (err instanceof MailDeadError || err instanceof MailPermanentError)
          throw new UnrecoverableError(err.message);
        // Another delivery holds the row (or held it and crashed): come back when its lease ends,
        // without spending one of the job's attempts on waiting.
        if (err instanceof MailBusyError) {
          await job.moveToDelayed(Math.max(err.retryAt.getTime(), Date.now()) + 500, token);
          throw new DelayedError();
        }
        // A failed try (MailRetryError: the row holds the next try's time) or a failure before the
        // row was reached (the database): the job fails and BullMQ runs it again after the backoff.
        throw err;
      }
    },
    {
      connection: consumer,
      prefix,
      concurrency: MAIL_CONCURRENCY,
      ...stalledJobChecks,
      settings: {
        // The row decides when a failed mail is tried again; an error before the row was reached
        // waits as the policy says for that many failures.
        backoffStrategy: (attemptsMade: number, _type?: string, err?: Error) =>
          err instanceof MailRetryError
            ? Math.max(0, err.retryAt.getTime() - Date.now())
            : cappedBackoffDelay(MAIL_RETRY, attemptsMade) * retry.scale,
      },
    },
  );
  mailWorker.on('failed', (job, err) => {
    if (!job) return;
    if (err instanceof UnrecoverableError || err.name === 'UnrecoverableError') {
      logger.warn(
        { outboxId: job.data.outboxId, err: err.message },
        'mail given up, its outbox row is dead: retry it from the queue dashboard or with npm run mail:retry',
      );
      return;
    }
    // One line per failed try only at debug level: the warning is the trouble log's, with counts.
    logger.debug(
      { outboxId: job.data.outboxId, attempt: job.attemptsMade, err: err.message },
      'mail try failed',
    );
    trouble.failed(err.message);
    if (job.attemptsMade >= (job.opts.attempts ?? 1))
      // The row is not dead: the relay offers it again (it finds this job finished).
      logger.warn(
        { outboxId: job.data.outboxId, err: err.message },
        'mail job out of attempts: the outbox relay will offer its row again',
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
    void pruneAccountRows(ds.manager).catch((err: unknown) =>
      logger.warn({ err }, 'sessions could not be pruned'),
    );
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
