import { HOURLY_MS, type BackgroundModule } from '../core/queue/background';
import { pruneAccountRows } from './housekeeping';

/** Every hour: sessions and links past their end, login failures nobody has repeated for a day. */
export const ACCOUNTS_JOBS: BackgroundModule = {
  name: 'accounts',
  queues: [],
  repeatable: [{ id: 'accounts:prune', everyMs: HOURLY_MS, run: (ds) => pruneAccountRows(ds.manager) }],
};
