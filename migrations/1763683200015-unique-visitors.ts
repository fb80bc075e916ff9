import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unique visitors per listing and day, beside the page views: a page view that is its anonymous
 * visitor's first of the listing that Brussels day is marked `new_visitor`, and the counters get
 * rows of kind 'unique_visitors' (per source of that first view) derived from it, so a rebuild from
 * the log gives them back. The visitor itself (a salted hash of address and browser) stays in Redis
 * for the day and is never stored here. Adding a column with a constant default is instant, even on
 * the partitioned log; existing views stay unmarked (their visitors were never known).
 */
export class UniqueVisitors1763683200015 implements MigrationInterface {
  name = 'UniqueVisitors1763683200015';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE property_event ADD COLUMN new_visitor boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM property_daily_stat WHERE kind = 'unique_visitors'`);
    await q.query(`ALTER TABLE property_event DROP COLUMN new_visitor`);
  }
}
