import type { DataSource } from 'typeorm';
import { ACCOUNTS_JOBS } from './accounts/accounts.jobs';
import { ALERTS_JOBS } from './alerts/alerts.jobs';
import { config } from './core/config';
import { logger } from './core/logger';
import type { BackgroundContext, BackgroundModule, Running } from './core/queue/background';
import { redisConnection } from './core/queue/connection';
import { HOUSEKEEPING_QUEUE, startRepeatableWork } from './core/queue/repeatable-work';
import { FORMS_JOBS } from './forms/forms.jobs';
import { mailJobs } from './mail/mail.jobs';
import type { MailTransport } from './mail/mail-transport';
import { PAGE_VIEWS_JOBS } from './page-views/page-views.jobs';

export interface BackgroundWork {
  /** Hands every pending outbox row to the queue now (tests and the benchmark). */
  relayNow(): Promise<number>;
  /** Graceful: jobs in progress finish, the rest stays in Redis / PostgreSQL for the next start. */
  stop(): Promise<void>;
}

/**
 * The background side: every module's queues, workers and repeatable work (each module declares
 * them in its `*.jobs.ts`). Run by `npm run worker`, and in-process by `npm start` in development.
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
  const ctx: BackgroundContext = {
    ds,
    databaseUrl,
    producer,
    consumer,
    prefix: options.queuePrefix ?? config().QUEUE_PREFIX,
    stalledJobChecks: {
      stalledInterval: config().QUEUE_STALLED_CHECK_MS,
      lockDuration: config().QUEUE_STALLED_CHECK_MS,
    },
  };
  const mail = mailJobs(options.transport);
  const modules: readonly BackgroundModule[] = [
    mail,
    PAGE_VIEWS_JOBS,
    FORMS_JOBS,
    ACCOUNTS_JOBS,
    ALERTS_JOBS,
  ];
  const running: Running[] = [];
  for (const module of modules) if (module.start) running.push(await module.start(ctx));
  const repeatable = modules.flatMap((m) => m.repeatable ?? []);
  running.push(await startRepeatableWork(ctx, repeatable, config().HOUSEKEEPING_EVERY_MS));
  logger.info(
    {
      queues: [...modules.flatMap((m) => m.queues), HOUSEKEEPING_QUEUE],
      repeatable: repeatable.map((w) => w.id),
    },
    'background work running',
  );

  return {
    relayNow: () => mail.relayNow(),
    async stop() {
      await Promise.all(running.map((r) => r.stop()));
      await Promise.all([
        producer.quit().catch(() => producer.disconnect()),
        consumer.quit().catch(() => consumer.disconnect()),
      ]);
    },
  };
}
