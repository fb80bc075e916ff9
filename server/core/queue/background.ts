import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

/** What a module's background work is started with: the database and the queues' Redis. */
export interface BackgroundContext {
  ds: DataSource;
  databaseUrl: string;
  /** For queues (adding jobs). */
  producer: Redis;
  /** For workers (blocking reads). */
  consumer: Redis;
  /** The site's QUEUE_PREFIX (or a test's own). */
  prefix: string;
  /** A crashed worker's jobs are found by the others' stalled-job checks once their lock has lapsed. */
  stalledJobChecks: { stalledInterval: number; lockDuration: number };
}

/**
 * Work that runs on a schedule, once per cluster however many worker processes there are: a
 * BullMQ job scheduler of the housekeeping queue (server/core/queue/repeatable-work.ts) adds one
 * job per turn, and whichever worker takes it runs it.
 */
export type RepeatableWork = {
  /** The scheduler's id and the job's name, `module:what` (`accounts:prune`). */
  id: string;
  run(ds: DataSource): Promise<unknown>;
} & (
  | {
      /** Milliseconds from one turn to the next. */
      everyMs: number;
    }
  | {
      /** A cron pattern in a time zone: turns at set hours ("0 8 * * *", Europe/Brussels). */
      cron: { pattern: string; tz: string };
    }
);

/** Something started that stops gracefully: jobs in progress finish, the rest waits for the next start. */
export interface Running {
  stop(): Promise<void>;
}

/**
 * A module's background side, declared beside the module: the queues it works (by name, for the
 * dashboard and the logs), what it starts (workers, listeners), and its repeatable work.
 */
export interface BackgroundModule {
  name: string;
  queues: readonly string[];
  start?(ctx: BackgroundContext): Promise<Running>;
  repeatable?: readonly RepeatableWork[];
}

export const HOURLY_MS = 3600_000;
