import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Known to the tests as `bypass:<key>` (server/forms/forms.testing.ts); refused by config() in production. */
const TEST_CAPTCHA_BYPASS_KEY = 'test-only-captcha-bypass-key';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'common/**/*.test.ts',
            'scripts/**/*.test.ts',
            'migrations/**/*.test.ts',
            'e2e/**/*.test.ts',
          ],
          setupFiles: ['reflect-metadata'],
          // Runs share the machine's Redis: their own queue keys, and form rate limits (per IP, all
          // tests come from 127.0.0.1) high enough; the rate-limit tests make limiters of their own.
          // CAPTCHA_BYPASS_KEY: a test-only value, so tests that submit many forms at once (durability, the booking race) skip the proof of work.
          env: {
            QUEUE_PREFIX: `test-${process.pid}-${Date.now()}`,
            FORM_RATE_LIMIT: '1000000',
            BEACON_RATE_LIMIT: '1000000',
            CAPTCHA_BYPASS_KEY: TEST_CAPTCHA_BYPASS_KEY,
          },
          globalSetup: ['server/core/testing/global-setup.ts'],
          // TypeGraphQL must be one module instance with graphql, or schemas mix "realms".
          server: { deps: { inline: ['type-graphql', '@apollo/server', 'graphql'] } },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
