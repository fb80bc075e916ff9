/**
 * The test lanes, in the order `npm test` runs them, each with the wall-clock budget it must stay
 * within on a quiet 2-core machine (`npm run test:timings` says when one is over). Read by
 * vitest.config.mts (one Vitest project per lane) and scripts/test/test-timings.mjs.
 *
 * Files of a lane share one module graph per worker (isolate: false): the server, GraphQL and
 * TypeORM load once per worker, not once per file. A file that must have modules of its own (it
 * sets the environment before they load) or that starts processes of its own belongs to
 * `own-process`, where each file gets a fresh worker.
 */
import path from 'node:path';

/**
 * @typedef {object} Lane
 * @property {'unit-server' | 'unit-client' | 'integration' | 'own-process' | 'browser'} name
 * @property {number} group Lanes run group after group; the lanes of one group share its workers.
 * @property {number} budgetSeconds Wall-clock seconds from the lane's first file to its last, on a
 *   quiet 2-core machine.
 */

/** @type {readonly Lane[]} */
export const LANES = [
  { name: 'unit-server', group: 0, budgetSeconds: 20 },
  { name: 'unit-client', group: 1, budgetSeconds: 25 },
  // The own-process files mostly wait on their child processes: beside the integration files.
  { name: 'integration', group: 2, budgetSeconds: 150 },
  { name: 'own-process', group: 2, budgetSeconds: 150 },
  { name: 'browser', group: 3, budgetSeconds: 240 },
];

/**
 * Files that start servers, workers, Redis or a JVM as child processes, or that set the
 * environment before any module reads the configuration (their own upload folder, photo host or
 * limits): each in a fresh worker.
 */
export const OWN_PROCESS_FILES = [
  'server/mail/mail-retries.int.test.ts',
  'server/forms/durability.int.test.ts',
  'server/page-views/worker-crash.int.test.ts',
  'server/core/http/bounded-json.int.test.ts',
  'server/web/valid-html.int.test.ts',
  'server/media/image.router.int.test.ts',
  'server/forms/cv-upload.int.test.ts',
  'server/forms/testimonial-job.int.test.ts',
  'server/worker.int.test.ts',
];

/** Where the run's per-file timings go (scripts/test/timings.reporter.ts writes them). */
export const TIMINGS_FILE = path.resolve('test-results/timings.json');
