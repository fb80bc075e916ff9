import { HOURLY_MS, type BackgroundModule } from '../core/queue/background';
import { DIGEST_SCHEDULES, INSTANT_ALERTS_EVERY_MS, type DigestFrequency } from './alert-rules';
import { pruneSavedSearches } from './demand-register.service';
import { queueSearchAlerts } from './search-alerts.service';

const digest = (frequency: DigestFrequency) => ({
  id: `alerts:${frequency}-digest`,
  cron: DIGEST_SCHEDULES[frequency],
  run: (ds: Parameters<typeof queueSearchAlerts>[0]) => queueSearchAlerts(ds, frequency),
});

/**
 * The instant alerts every few minutes (the import also runs them as it ends), the saved searches'
 * digests (daily at 08:00 and on Mondays at 08:00, Brussels time), each once per cluster, and,
 * every hour, the searches and watches kept no longer: never confirmed, or paused for a year.
 */
export const ALERTS_JOBS: BackgroundModule = {
  name: 'alerts',
  queues: [],
  repeatable: [
    {
      id: 'alerts:instant',
      everyMs: INSTANT_ALERTS_EVERY_MS,
      run: (ds) => queueSearchAlerts(ds, 'instant'),
    },
    digest('daily'),
    digest('weekly'),
    { id: 'alerts:prune', everyMs: HOURLY_MS, run: (ds) => pruneSavedSearches(ds.manager) },
  ],
};
