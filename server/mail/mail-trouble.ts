import type { EntityManager } from 'typeorm';
import { logger as defaultLogger } from '../core/logger';
import { mailBacklog } from './mail-backlog.service';

/** At most one warning a minute while mails fail, however many retries fail in between. */
const REPORT_EVERY_MS = 60_000;

export interface MailTroubleLog {
  /** A delivery failed and will be tried again. */
  failed(error: string): void;
  /** A mail went out. */
  delivered(): void;
}

/** Where the lines go: the site's logger. */
interface Log {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/**
 * The log's view of an SMTP outage: one warning with counts (failed tries since the last warning,
 * mails waiting, retrying and dead, the last error) at most every minute while deliveries fail,
 * and one line when a mail goes out again. A relay down for hours makes a few dozen lines, not one
 * per retry of every mail.
 */
export function createMailTroubleLog(
  q: Pick<EntityManager, 'query'>,
  { everyMs = REPORT_EVERY_MS, log = defaultLogger }: { everyMs?: number; log?: Log } = {},
): MailTroubleLog {
  let failedTries = 0;
  let lastError = '';
  let lastReport = -Infinity;
  let reporting = false;
  let troubled = false;

  const report = async () => {
    reporting = true;
    lastReport = Date.now();
    const tries = failedTries;
    failedTries = 0;
    troubled = true;
    try {
      const backlog = await mailBacklog(q);
      const [{ retrying }]: { retrying: number }[] = await q.query(
        `SELECT count(*)::int AS retrying FROM outbox WHERE status IN ('pending', 'queued', 'sending') AND failures > 0`,
      );
      log.warn(
        { failedTries: tries, ...backlog, retrying, lastError },
        `mails are failing: ${tries} failed ${tries === 1 ? 'try' : 'tries'}, ${retrying} mails waiting for a retry, ${backlog.dead} dead`,
      );
    } catch (err) {
      log.warn(
        { failedTries: tries, lastError, err: err instanceof Error ? err.message : err },
        `mails are failing: ${tries} failed tries (the outbox could not be counted)`,
      );
    } finally {
      reporting = false;
    }
  };

  return {
    failed(error) {
      failedTries += 1;
      lastError = error;
      if (!reporting && Date.now() - lastReport >= everyMs) void report();
    },
    delivered() {
      if (!troubled || reporting) return;
      troubled = false;
      log.info({ failedTriesSinceWarning: failedTries }, 'mails are delivered again');
    },
  };
}
