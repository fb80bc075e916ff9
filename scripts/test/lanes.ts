/**
 * The test lanes, in the order `npm test` runs them, each with the wall-clock budget it must stay
 * within on a quiet 2-core machine (`npm run test:timings` says when one is over). Read by
 * vitest.config.mts (one Vitest project per lane) and scripts/test/test-timings.ts.
 *
 * Files of a lane share one module graph per worker (isolate: false): the server, GraphQL and
 * TypeORM load once per worker, not once per file. A file that must have modules of its own (it
 * sets the environment before they load) or that starts processes of its own belongs to
 * `own-process`, where each file gets a fresh worker and runs alone.
 */
export interface Lane {
  name: 'unit-server' | 'unit-client' | 'integration' | 'own-process' | 'browser';
  /** Wall-clock seconds from the lane's first file to its last, on a quiet 2-core machine. */
  budgetSeconds: number;
}

export const LANES: readonly Lane[] = [
  { name: 'unit-server', budgetSeconds: 30 },
  { name: 'unit-client', budgetSeconds: 30 },
  { name: 'integration', budgetSeconds: 120 },
  { name: 'own-process', budgetSeconds: 90 },
  { name: 'browser', budgetSeconds: 180 },
];

/**
 * Files that start servers, workers, Redis or a JVM as child processes, or that set the
 * environment before any module reads the configuration (their own upload folder, photo host or
 * limits): one at a time, each in a fresh worker.
 */
export const OWN_PROCESS_FILES = [
  'server/mail/mail-retries.int.test.ts',
  'server/forms/durability.int.test.ts',
  'server/visits/worker-crash.int.test.ts',
  'server/core/http/bounded-json.int.test.ts',
  'server/web/valid-html.int.test.ts',
  'server/media/image.router.int.test.ts',
  'server/forms/cv-upload.int.test.ts',
  'server/forms/testimonial-job.int.test.ts',
];
