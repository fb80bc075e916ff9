import { HOURLY_MS, type BackgroundModule } from '../core/queue/background';
import { purgeSpentCaptchas } from './captcha.service';
import { purgeUnusedUploads } from './upload.service';

/** Every hour: spent captcha proofs past their use, and uploads no submission took within a day. */
export const FORMS_JOBS: BackgroundModule = {
  name: 'forms',
  queues: [],
  repeatable: [
    { id: 'forms:spent-captchas', everyMs: HOURLY_MS, run: (ds) => purgeSpentCaptchas(ds.manager) },
    { id: 'forms:unused-uploads', everyMs: HOURLY_MS, run: (ds) => purgeUnusedUploads(ds) },
  ],
};
