import type { JobsOptions } from 'bullmq';

/** Retry and retention policies, named once; queues pick one instead of literals on every add(). */
export const RETRY_EXPONENTIAL_5: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
};

export const KEEP_RECENT: Pick<JobsOptions, 'removeOnComplete' | 'removeOnFail'> = {
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  // Failed jobs stay a week for inspection (the dead-letter view of the queue dashboard).
  removeOnFail: { age: 7 * 24 * 3600 },
};
