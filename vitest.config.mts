import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { LANES, OWN_PROCESS_FILES } from './scripts/test/lanes.mjs';
import type { Lane } from './scripts/test/lanes.mjs';

/** Writes each file's time and lane to test-results/timings.json (`npm run test:timings` reads it). */
const TIMINGS_REPORTER = './scripts/test/timings.reporter.ts';

/** Known to the tests as `bypass:<key>` (server/forms/forms.testing.ts); refused by config() in production. */
const TEST_CAPTCHA_BYPASS_KEY = 'test-only-captcha-bypass-key';

/**
 * The lanes (scripts/test/lanes.mjs; `npm run test:unit`, `test:integration`, `test:browser`;
 * `npm test` runs them all, one lane after the other):
 * - unit-server, unit-client: `*.test.ts(x)` that need no service: pure rules, components in
 *   jsdom, the schema. They get addresses that resolve nowhere, so a test that reaches for
 *   PostgreSQL or Redis fails instead of passing by luck on a machine that runs them.
 * - integration: `*.int.test.ts`, against real PostgreSQL, Redis, SMTP and the built site.
 * - own-process: the integration files that start processes or need modules of their own.
 * - browser: `e2e/`, the lane's one Chromium driving the built site.
 */
const serverSide = {
  environment: 'node' as const,
  setupFiles: ['reflect-metadata'],
  // TypeGraphQL must be one module instance with graphql, or schemas mix "realms".
  server: { deps: { inline: ['type-graphql', '@apollo/server', 'graphql'] } },
  pool: 'forks' as const,
  // The cache memory tests measure the heap after a collection (global.gc).
  execArgv: ['--expose-gc'],
  // Root-level timeouts do not reach the projects.
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

/**
 * Runs share the machine's Redis: their own queue keys, and form rate limits (per IP, all tests
 * come from 127.0.0.1) high enough; the rate-limit tests make limiters of their own.
 * CAPTCHA_BYPASS_KEY: a test-only value, so tests that submit many forms at once (durability, the
 * booking race) skip the proof of work.
 */
/**
 * Where the run's demo pictures live: the global setup's seed writes them here and every test
 * server serves /media from here, so pages show their photos as after `npm run seed`. Set on this
 * process, which also runs the global setup.
 */
process.env.TEST_MEDIA_DIR ??= path.join(os.tmpdir(), `agency-test-media-${process.pid}`);
/** Where the run's uploaded CVs go (removed with the run, as the pictures are). */
process.env.TEST_UPLOAD_DIR ??= path.join(os.tmpdir(), `agency-test-uploads-${process.pid}`);

const servicesEnv = {
  MEDIA_DIR: process.env.TEST_MEDIA_DIR,
  UPLOAD_DIR: process.env.TEST_UPLOAD_DIR,
  QUEUE_PREFIX: `test-${process.pid}-${Date.now()}`,
  FORM_RATE_LIMIT: '1000000',
  BEACON_RATE_LIMIT: '1000000',
  CAPTCHA_BYPASS_KEY: TEST_CAPTCHA_BYPASS_KEY,
};

const SERVER_SOURCES = ['server', 'common', 'scripts', 'migrations'];
const INTEGRATION_FILES = SERVER_SOURCES.map((dir) => `${dir}/**/*.int.test.ts`);

/** Two files at a time on two cores; `TEST_WORKERS` overrides it on a bigger machine. */
const WORKERS = Number(process.env.TEST_WORKERS) || 2;

/** The integration and own-process lanes: real services, the built site and the run's database. */
const withServices = {
  ...serverSide,
  env: servicesEnv,
  globalSetup: ['server/testing/require-built-site.setup.ts', 'server/testing/global-setup.ts'],
};

/** A lane's place in the run (its group, scripts/test/lanes.mjs) and its workers. */
function lane(name: Lane['name']) {
  const found = LANES.find((l) => l.name === name);
  if (!found) throw new Error(`no lane ${name} in scripts/test/lanes.mjs`);
  return { name, sequence: { groupOrder: found.group }, maxWorkers: WORKERS };
}

export default defineConfig({
  test: {
    reporters: ['default', TIMINGS_REPORTER],
    projects: [
      {
        test: {
          ...serverSide,
          ...lane('unit-server'),
          isolate: false,
          include: SERVER_SOURCES.map((dir) => `${dir}/**/*.test.ts`),
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          env: {
            ...servicesEnv,
            DATABASE_URL: 'postgres://postgres@unit-tests-use-no-database.invalid:5432/none',
            REDIS_URL: 'redis://unit-tests-use-no-redis.invalid:6379',
            // The lane's photo host: the files share one configuration.
            MEDIA_ORIGINS: 'https://photos.crm.example http://plain.crm.example',
          },
        },
      },
      {
        plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
        test: {
          ...lane('unit-client'),
          isolate: false,
          environment: 'jsdom',
          setupFiles: ['client/ui/dom-cleanup.setup.ts'],
          include: ['client/**/*.test.{ts,tsx}'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...withServices,
          ...lane('integration'),
          isolate: false,
          include: INTEGRATION_FILES,
          exclude: [...OWN_PROCESS_FILES, '**/node_modules/**'],
        },
      },
      {
        test: {
          ...withServices,
          ...lane('own-process'),
          isolate: true,
          include: OWN_PROCESS_FILES,
        },
      },
      {
        test: {
          ...serverSide,
          ...lane('browser'),
          isolate: false,
          include: ['e2e/**/*.test.ts'],
          // A browser test is a chain of waits on the page, each bounded by PAGE_WAIT_MS
          // (e2e/browser.ts) and over as soon as its state holds; the test's own bound is the
          // sum a slow, shared machine may need, not a time a passing test takes.
          testTimeout: 120_000,
          expect: { poll: { timeout: 30_000 } },
          env: servicesEnv,
          globalSetup: [
            'e2e/chromium.setup.ts',
            'server/testing/require-built-site.setup.ts',
            'server/testing/global-setup.ts',
          ],
        },
      },
    ],
  },
});
