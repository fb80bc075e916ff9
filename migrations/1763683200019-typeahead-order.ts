import type { MigrationInterface, QueryRunner } from 'typeorm';

const VISIBLE = `WHERE withdrawn_at IS NULL`;

/**
 * The search box's listing rows, typed one keystroke at a time. A title match orders the visible
 * listings on the market first, newest first, and keeps six. Short, common prefixes ("app", "mai")
 * match a third of the titles: without an index in that order PostgreSQL read every matching title
 * and every listing's whole row to sort them (35–50 ms at 10,000 listings, most of a keystroke's
 * time). Two narrow indexes give it a choice per prefix, by the trigram statistics:
 * - the visible listings in the dropdown's order: walk it and check each one's title until six
 *   match (common prefixes: ~0.1 ms);
 * - the visible listings by id with their order keys: rare prefixes are found by the trigram index
 *   and joined without reading the listings' rows.
 */
export class TypeaheadOrder1763683200019 implements MigrationInterface {
  name = 'TypeaheadOrder1763683200019';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX property_visible_order_idx ON property ((marquee IN (3, 4)), published_at DESC) ${VISIBLE}`,
    );
    await q.query(
      `CREATE INDEX property_visible_id_idx ON property (id) INCLUDE (marquee, published_at) ${VISIBLE}`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX property_visible_id_idx`);
    await q.query(`DROP INDEX property_visible_order_idx`);
  }
}
