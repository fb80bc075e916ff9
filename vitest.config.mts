import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Known to the tests as `bypass:<key>` (server/forms/forms.testing.ts); refused by config() in production. */
const TEST_CAPTCHA_BYPASS_KEY = 'test-only-captcha-bypass-key';

/**
 * Three lanes (`npm run test:unit`, `test:integration`, `test:browser`; `npm test` runs them all):
 * - unit: `*.test.ts(x)` that need no service: pure rules, components in jsdom, the schema. The
 *   unit projects get addresses that resolve nowhere, so a test that reaches for PostgreSQL or
 *   Redis fails instead of passing by luck on a machine that runs them.
 * - integration: `*.int.test.ts`, against real PostgreSQL, Redis, SMTP and the built site.
 * - browser: `e2e/`, Chromium driving the built site.
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

const servicesEnv = {
  MEDIA_DIR: process.env.TEST_MEDIA_DIR,
  QUEUE_PREFIX: `test-${process.pid}-${Date.now()}`,
  FORM_RATE_LIMIT: '1000000',
  BEACON_RATE_LIMIT: '1000000',
  CAPTCHA_BYPASS_KEY: TEST_CAPTCHA_BYPASS_KEY,
};

const SERVER_SOURCES = ['server', 'common', 'scripts', 'migrations'];

export default defineConfig({
  test: {
    // Most integration and browser files wait on sockets, processes and Chromium, not on the CPU:
    // three files at a time keep both cores busy (vitest's default on 2 cores is one).
    maxWorkers: Number(process.env.TEST_WORKERS) || 3,
    projects: [
      {
        test: {
          ...serverSide,
          name: 'unit-server',
          include: SERVER_SOURCES.map((dir) => `${dir}/**/*.test.ts`),
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          env: {
            ...servicesEnv,
            DATABASE_URL: 'postgres://postgres@unit-tests-use-no-database.invalid:5432/none',
            REDIS_URL: 'redis://unit-tests-use-no-redis.invalid:6379',
          },
        },
      },
      {
        plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
        test: {
          name: 'unit-client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...serverSide,
          name: 'integration',
          include: SERVER_SOURCES.map((dir) => `${dir}/**/*.int.test.ts`),
          env: servicesEnv,
          globalSetup: ['server/testing/require-built-site.setup.ts', 'server/testing/global-setup.ts'],
        },
      },
      {
        test: {
          ...serverSide,
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          env: servicesEnv,
          globalSetup: [
            'e2e/require-chromium.setup.ts',
            'server/testing/require-built-site.setup.ts',
            'server/testing/global-setup.ts',
          ],
        },
      },
    ],
  },
});
