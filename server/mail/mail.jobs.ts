import { DelayedError, Queue, UnrecoverableError, Worker } from 'bullmq';
import { logger } from '../core/logger';
import type { BackgroundModule } from '../core/queue/background';
import { cappedBackoffDelay, MAIL_RETRY } from '../core/queue/job-defaults';
import { createMailTransport, type MailTransport } from './mail-transport';
import { createMailTroubleLog } from './mail-trouble';
import { startOutboxRelay } from './outbox-relay';
import {
  deliverOutboxMail,
  MailBusyError,
  MailDeadError,
  MailPermanentError,
  MailRetryError,
  mailRetrySettings,
  type MailJobData,
} from './send-mail.job';
import { MAIL_QUEUE, MAIL_TOPIC } from './mail-intent.types';

/** Mails in flight per worker process: SMTP round trips dominate, not CPU. */
const MAIL_CONCURRENCY = 10;

/** The mail module's background side, with a way to hand the outbox to the queue now (tests, benchmark). */
export interface MailJobs extends BackgroundModule {
  /** Hands every pending outbox row to the queue now; 0 before the module has started. */
  relayNow(): Promise<number>;
}

/**
 * The outbox relay (pending rows to the mail queue) and the mail worker (a job to SMTP). `transport`
 * defaults to SMTP_URL (or the local mail catcher).
 */
export function mailJobs(transport: MailTransport = createMailTransport()): MailJobs {
  let relayNow: () => Promise<number> = async () => 0;
  return {
    name: 'mail',
    queues: [MAIL_QUEUE],
    relayNow: () => relayNow(),
    async start({ ds, databaseUrl, producer, consumer, prefix, stalledJobChecks }) {
      const mailQueue = new Queue<MailJobData>(MAIL_QUEUE, { connection: producer, prefix });
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

      const relay = await startOutboxRelay(ds, databaseUrl, mailQueue, MAIL_TOPIC);
      relayNow = () => relay.relayOnce();
      return {
        async stop() {
          relayNow = async () => 0;
          await relay.stop();
          await mailWorker.close();
          await mailQueue.close();
          transport.close();
        },
      };
    },
  };
}
