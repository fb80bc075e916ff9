import { describe, expect, it } from 'vitest';
import { DemandConfirmation1763683200016 } from '../../migrations/1763683200016-demand-confirmation';
import { appDataSource } from '../data-source';
import { freshDatabase } from '../testing/test-database';

/**
 * The migration that made the demand register double opt-in: registrations made before it were
 * made under the old rules and keep their alerts; one made after it waits for its confirmation.
 */
describe('demand confirmation migration', () => {
  it('keeps the registrations already there active, and can be reverted and applied again', async () => {
    // Two connections: the migration's query runner holds one, the matching takes the other.
    const copy = appDataSource(await freshDatabase(), { poolSize: 2 });
    await copy.initialize();
    const q = copy.createQueryRunner();
    try {
      const migration = new DemandConfirmation1763683200016();
      await migration.down(q);
      // A seeded listing that is on the market, and a registration written as before the migration.
      const [listing]: { id: number; goal: number; web_id: number; zip: string }[] = await q.query(
        `SELECT id, goal, web_id, zip FROM property WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4) ORDER BY id LIMIT 1`,
      );
      const registration = (email: string) =>
        q.query(
          `INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips)
           VALUES ($1, 'Anna', 'nl', $2, $3, '{}', $4)`,
          [email, listing!.goal === 0 ? 0 : 1, [listing!.web_id], [listing!.zip]],
        );
      await registration('before@example.be');
      await migration.up(q);
      await registration('after@example.be');

      expect(
        await q.query(
          `SELECT email, confirmed_at = created_at AS confirmed FROM demand_registration ORDER BY email`,
        ),
      ).toEqual([
        { email: 'after@example.be', confirmed: null },
        { email: 'before@example.be', confirmed: true },
      ]);
    } finally {
      await q.release();
      await copy.destroy();
    }
  });
});
