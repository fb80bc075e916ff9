import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * New visit slots opened for a listing become a listing change of their own ('slots'), written by
 * the one writer of slots with the slots themselves: watchers of a listing are told when they can
 * book a visit.
 */
export class VisitSlotChanges1763683200025 implements MigrationInterface {
  name = 'VisitSlotChanges1763683200025';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE listing_change DROP CONSTRAINT listing_change_kind_check`);
    await q.query(`
      ALTER TABLE listing_change ADD CONSTRAINT listing_change_kind_check
        CHECK (kind IN ('new', 'price', 'status', 'withdrawn', 'back', 'slots'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM listing_change WHERE kind = 'slots'`);
    await q.query(`ALTER TABLE listing_change DROP CONSTRAINT listing_change_kind_check`);
    await q.query(`
      ALTER TABLE listing_change ADD CONSTRAINT listing_change_kind_check
        CHECK (kind IN ('new', 'price', 'status', 'withdrawn', 'back'))`);
  }
}
