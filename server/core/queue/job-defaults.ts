import type { JobsOptions } from 'bullmq';

/** Retry and retention policies, named once; queues pick one instead of literals on every add(). */
export const RETRY_EXPONENTIAL_5: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
};

/** A delay that starts at `firstMs` and doubles after each failure, up to `maxMs`. */
export interface CappedBackoff {
  firstMs: number;
  maxMs: number;
}

/** The wait after the `failures`-th failure in a row (1 for the first): firstMs·2^(failures−1), capped. */
export function cappedBackoffDelay(policy: CappedBackoff, failures: number): number {
  const doublings = Math.min(Math.max(failures, 1) - 1, 40);
  return Math.min(policy.firstMs * 2 ** doublings, policy.maxMs);
}

/**
 * A mail the SMTP server did not take is tried again after 30 s, 1 min, 2 min … then every hour,
 * until its retry period (MAIL_RETRY_HOURS, 48 h by default) is over: enough to outlast a relay
 * that is down for a night or a weekend without hammering it. MAIL_BACKOFF_SCALE shrinks both in
 * tests. The mail job keeps the count and the period on the outbox row, not in Redis.
 */
export const MAIL_RETRY: CappedBackoff = { firstMs: 30_000, maxMs: 3_600_000 };

/** The BullMQ backoff type of mail jobs: the mail worker's strategy waits until the row's next attempt. */
export const MAIL_BACKOFF_TYPE = 'outbox-mail';

/**
 * A mail job's attempts: more than the tries that fit in the longest retry period (720 h at one an
 * hour), so the retry period kept on the outbox row, not this count, ends the retries.
 */
export const RETRY_MAIL: JobsOptions = {
  attempts: 1_000,
  backoff: { type: MAIL_BACKOFF_TYPE },
};

export const KEEP_RECENT: Pick<JobsOptions, 'removeOnComplete' | 'removeOnFail'> = {
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  // Failed jobs stay a week for inspection (the dead-letter view of the queue dashboard).
  removeOnFail: { age: 7 * 24 * 3600 },
};
