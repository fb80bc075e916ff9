import type { MigrationInterface, QueryRunner } from 'typeorm';
import { energyLetter, energyLetterRank, regionOf } from '../server/catalog/rules';

const LISTED = `WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4)`;

/**
 * The lists' filters and orders: price range, bedrooms, living area, energy label; by price and by
 * living area. Three values the lists compare are stored beside the feed's own, filled by the
 * import, so the database can index and sort them instead of recomputing them per row:
 * - list_price: the price only when a visitor may see it (published, not on demand);
 * - living_area: surfaces.living when measured (the CRM sends 0 for unknown);
 * - energy_rank: the label's letter on the common scale, 0 = A+ … 7 = G, whatever the region's
 *   own bands (computed by the catalog's energy rule, which SQL cannot repeat faithfully).
 * Partial indexes over the listed listings, as the lists' others are. The free text matches
 * streets too: like the titles' key, the street's search key is stored (kept by the database), so a
 * list does not run unaccent() on every street for every word.
 */
export class ListFilters1763683200018 implements MigrationInterface {
  name = 'ListFilters1763683200018';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE property ADD COLUMN list_price numeric(12,2), ADD COLUMN living_area numeric, ADD COLUMN energy_rank smallint`,
    );
    await q.query(`
      UPDATE property SET
        list_price = CASE WHEN publish_price AND (costs->>'priceOnDemand') IS DISTINCT FROM 'true' THEN price END,
        living_area = CASE WHEN jsonb_typeof(surfaces->'living') = 'number' AND (surfaces->>'living')::numeric > 0
                           THEN (surfaces->>'living')::numeric END`);
    const rows: {
      id: number;
      zip: string;
      country_id: number;
      epc_value: string | null;
      epc_label_text: string | null;
    }[] = await q.query(`SELECT id, zip, country_id, epc_value, epc_label_text FROM property`);
    const ids: number[] = [];
    const ranks: number[] = [];
    for (const r of rows) {
      const letter = energyLetter(
        regionOf(r.zip, r.country_id),
        r.epc_value === null ? null : Number(r.epc_value),
        r.epc_label_text,
      );
      if (letter === null) continue;
      ids.push(r.id);
      ranks.push(energyLetterRank(letter));
    }
    await q.query(
      `UPDATE property p SET energy_rank = u.rank FROM unnest($1::int[], $2::smallint[]) AS u(id, rank) WHERE u.id = p.id`,
      [ids, ranks],
    );
    await q.query(`ALTER TABLE property ADD COLUMN street_key text NOT NULL DEFAULT ''`);
    await q.query(`
      CREATE FUNCTION property_street_key() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.street_key := coalesce(search_key(NEW.street), '');
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER property_street_key BEFORE INSERT OR UPDATE OF street ON property
      FOR EACH ROW EXECUTE FUNCTION property_street_key()`);
    await q.query(
      `UPDATE property SET street_key = coalesce(search_key(street), '') WHERE street IS NOT NULL`,
    );
    await q.query(`CREATE INDEX property_listed_price_idx ON property (goal, list_price, id) ${LISTED}`);
    await q.query(
      `CREATE INDEX property_listed_price_desc_idx ON property (goal, list_price DESC NULLS LAST, id DESC) ${LISTED}`,
    );
    await q.query(
      `CREATE INDEX property_listed_area_idx ON property (goal, living_area DESC NULLS LAST, id DESC) ${LISTED}`,
    );
    await q.query(`CREATE INDEX property_listed_bedrooms_idx ON property (goal, bedrooms) ${LISTED}`);
    await q.query(`CREATE INDEX property_listed_energy_idx ON property (goal, energy_rank) ${LISTED}`);
    // The map asks for every listed listing with a shown position, newest first.
    await q.query(
      `CREATE INDEX property_listed_mapped_idx ON property (goal, published_at DESC, id DESC) ${LISTED} AND publish_address AND latitude IS NOT NULL AND longitude IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of [
      'property_listed_mapped_idx',
      'property_listed_energy_idx',
      'property_listed_bedrooms_idx',
      'property_listed_area_idx',
      'property_listed_price_desc_idx',
      'property_listed_price_idx',
    ])
      await q.query(`DROP INDEX ${name}`);
    await q.query(`DROP TRIGGER property_street_key ON property`);
    await q.query(`DROP FUNCTION property_street_key()`);
    await q.query(
      `ALTER TABLE property DROP COLUMN street_key, DROP COLUMN energy_rank, DROP COLUMN living_area, DROP COLUMN list_price`,
    );
  }
}
