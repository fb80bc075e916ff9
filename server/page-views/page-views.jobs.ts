import { Worker } from 'bullmq';
import { logger } from '../core/logger';
import { HOURLY_MS, type BackgroundModule } from '../core/queue/background';
import { recordEvents, LISTING_EVENTS_QUEUE, type ListingEventsJobData } from './record-events.job';

/** Two batches at once keep PostgreSQL busy without contending on the same counter rows. */
const VISIT_CONCURRENCY = 2;

/**
 * Batches of page views, appended to the log and counted in one transaction each; and every hour,
 * next months' event partitions made before their first event (the default partition is only a
 * safety net).
 */
export const PAGE_VIEWS_JOBS: BackgroundModule = {
  name: 'page-views',
  queues: [LISTING_EVENTS_QUEUE],
  async start({ ds, consumer, prefix, stalledJobChecks }) {
    const worker = new Worker<ListingEventsJobData>(
      LISTING_EVENTS_QUEUE,
      (job) => recordEvents(ds, job.data),
      {
        connection: consumer,
        prefix,
        concurrency: VISIT_CONCURRENCY,
        ...stalledJobChecks,
      },
    );
    worker.on('error', (err) => logger.warn({ err: err.message }, 'visit events worker error'));
    return { stop: () => worker.close() };
  },
  repeatable: [
    {
      id: 'visits:event-partitions',
      everyMs: HOURLY_MS,
      run: (ds) => ds.query(`SELECT ensure_property_event_partitions(now()::date, 13)`),
    },
  ],
};
