import type { DataSource } from 'typeorm';
import { regionSql } from './rules';

/** How far a similar listing's price may be from the listing's, either way. */
export const SIMILAR_PRICE_SPREAD = 0.25;
export const SIMILAR_LIMIT_DEFAULT = 4;

/**
 * Listings a visitor of each of `propertyIds` may also like, best first: still available (not
 * under option, sold, rented or withdrawn), same goal and type, in the same city first and then
 * the same region, within ±25 % of the price, the closest price first (then the lowest id, so the
 * answer is stable). A listing without a shown price has none: nothing says what is comparable.
 * One query for any number of listings; the detail page, the lists and the owners' report of
 * comparable listings share it.
 */
export async function findSimilarProperties(
  ds: DataSource,
  propertyIds: readonly number[],
  limit = SIMILAR_LIMIT_DEFAULT,
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(propertyIds.map((id) => [id, []]));
  if (propertyIds.length === 0 || limit < 1) return out;
  const rows: { source_id: number; id: number }[] = await ds.query(
    `SELECT s.id AS source_id, m.id
       FROM property s
       CROSS JOIN LATERAL (
         SELECT m.id, m.city_id = s.city_id AS same_city, abs(m.list_price - s.list_price) AS gap
           FROM property m
          WHERE m.withdrawn_at IS NULL
            AND m.marquee NOT IN (0, 2, 3, 4)
            AND m.id <> s.id
            AND (m.goal = 0) = (s.goal = 0)
            AND m.web_id = s.web_id
            AND m.list_price BETWEEN s.list_price * (1 - $3::numeric) AND s.list_price * (1 + $3::numeric)
            AND (m.city_id = s.city_id OR ${regionSql('m')} = ${regionSql('s')})
          ORDER BY m.city_id = s.city_id DESC, abs(m.list_price - s.list_price), m.id
          LIMIT $2) m
      WHERE s.id = ANY($1::int[]) AND s.list_price IS NOT NULL
      ORDER BY s.id, m.same_city DESC, m.gap, m.id`,
    [[...propertyIds], limit, SIMILAR_PRICE_SPREAD],
  );
  for (const r of rows) out.get(r.source_id)?.push(r.id);
  return out;
}
