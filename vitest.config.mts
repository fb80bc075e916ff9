import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'migrations/**/*.test.ts'],
    setupFiles: ['reflect-metadata'],
    globalSetup: ['server/core/testing/global-setup.ts'],
    // TypeGraphQL must be one module instance with graphql, or schemas mix "realms".
    server: { deps: { inline: ['type-graphql', '@apollo/server', 'graphql'] } },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
