import type { DataSource } from 'typeorm';
import { writeListingChanges, type ListingChange } from '../catalog/listing-change.service';
import { availabilityOf } from '../catalog/rules';
import { rebuildDailyStats } from '../page-views/append-events.service';

/** Days of history the demo gives every listing. */
export const DEMO_HISTORY_DAYS = 90;
/** Listings that get a history (the owners' first): a 10,000-listing benchmark seed stays fast. */
const MAX_LISTINGS_WITH_HISTORY = 1_000;

/**
 * Writes a plausible event log for the demo listings, then derives the counters from it as
 * `npm run stats:rebuild` does: page views by source with a weekly rhythm and a launch peak,
 * favourites, list impressions, enquiries, visits, offers, the portals the listing went online on, and a
 * price change for some. Deterministic (seeded random), and idempotent: listings that already
 * have events are skipped.
 */
export async function seedEventHistory(ds: DataSource, now = new Date()): Promise<{ events: number }> {
  return ds.transaction(async (m) => {
    await m.query(`SELECT setseed(0.4242)`);
    await m.query(
      `
      CREATE TEMP TABLE demo_listing ON COMMIT DROP AS
      -- The demo feed is imported "now"; its listings are given a launch date 90 to 210 days ago.
      SELECT p.id, p.goal, p.marquee, p.price, op.owner_id IS NOT NULL AS owned, $1::timestamptz - make_interval(days => ${DEMO_HISTORY_DAYS} + floor(random() * 120)::int) AS published_at,
             0.4 + random() * 1.6 AS popularity
      FROM property p
      LEFT JOIN owner_property op ON op.property_id = p.id
      WHERE p.withdrawn_at IS NULL AND NOT EXISTS (SELECT 1 FROM property_event e WHERE e.property_id = p.id)
      ORDER BY (op.owner_id IS NULL), p.id
      LIMIT ${MAX_LISTINGS_WITH_HISTORY}`,
      [now],
    );
    // One row per listing and day of the window since it was published.
    await m.query(
      `
      CREATE TEMP TABLE demo_day ON COMMIT DROP AS
      SELECT l.id AS property_id, d AS day_start,
             greatest(0, round(l.popularity * (6 + 10 * exp(-extract(epoch FROM d - l.published_at) / 86400 / 12))
                              * CASE WHEN extract(isodow FROM d) >= 6 THEN 1.5 ELSE 1 END
                              * (0.6 + random() * 0.8)))::int AS views
      FROM demo_listing l,
           generate_series(date_trunc('day', greatest(l.published_at, $1::timestamptz - make_interval(days => ${DEMO_HISTORY_DAYS}))), date_trunc('day', $1::timestamptz - interval '1 hour'), interval '1 day') AS d`,
      [now],
    );
    const source = `(ARRAY['direct','direct','search','search','search','portal','portal','social','mail','other'])[1 + floor(random() * 10)::int]`;
    const device = `(ARRAY['mobile','mobile','desktop','desktop','tablet'])[1 + floor(random() * 5)::int]`;
    const lang = `(ARRAY['nl','nl','fr','fr','en'])[1 + floor(random() * 5)::int]`;
    // Today's events stay in the past: the random time is drawn within the part of the day gone by.
    const at = `d.day_start + random() * least(interval '23 hours 59 minutes', $1::timestamptz - d.day_start)`;
    await m.query(
      `
      INSERT INTO property_event (id, property_id, kind, occurred_at, source, lang, device, new_visitor)
      -- Most views are a visitor's first of the listing that day (the unique visitors); some come back.
      SELECT gen_random_uuid(), d.property_id, 'view', ${at}, ${source}, ${lang}, ${device}, random() < 0.8
      FROM demo_day d, generate_series(1, d.views)`,
      [now],
    );
    // A few visitors make the listing a favourite, at most once a day each, as the beacon counts them.
    await m.query(`
      INSERT INTO property_event (id, property_id, kind, occurred_at, source, lang, device)
      SELECT gen_random_uuid(), e.property_id, 'favourite', e.occurred_at, e.source, e.lang, e.device
      FROM property_event e JOIN demo_listing l ON l.id = e.property_id
      WHERE e.kind = 'view' AND e.new_visitor AND random() < 0.04`);
    await m.query(
      `
      INSERT INTO property_event (id, property_id, kind, occurred_at, source, lang, device)
      SELECT gen_random_uuid(), d.property_id, 'impression', ${at}, 'direct', ${lang}, ${device}
      FROM demo_day d, generate_series(1, d.views * 3)`,
      [now],
    );
    // Enquiries ~4 % of views, visits ~40 % of enquiries, offers on sales once visited.
    await m.query(
      `
      INSERT INTO property_event (id, property_id, kind, occurred_at, source, lang, data)
      SELECT gen_random_uuid(), d.property_id, k.kind, ${at}, ${source}, ${lang}, jsonb_build_object('form', k.form)
      FROM demo_day d
      CROSS JOIN LATERAL (VALUES ('enquiry', 'more-info', 0.04 * d.views), ('enquiry', 'visit-request', 0.02 * d.views), ('visit', 'appointment', 0.02 * d.views), ('offer', 'offer', 0.003 * d.views)) AS k(kind, form, rate)
      JOIN demo_listing l ON l.id = d.property_id
      -- Offers to buy are made on sales only.
      WHERE random() < k.rate AND (k.kind <> 'offer' OR l.goal = 0)`,
      [now],
    );
    // Online on the agency site and portals from publication (a few days apart).
    await m.query(
      `
      INSERT INTO property_event (id, property_id, kind, occurred_at, source, data)
      SELECT gen_random_uuid(), l.id, 'media_online', greatest(l.published_at, $1::timestamptz - make_interval(days => ${DEMO_HISTORY_DAYS})) + make_interval(days => p.delay), 'other', jsonb_build_object('medium', p.medium)
      FROM demo_listing l
      CROSS JOIN (VALUES ('website', 0), ('Immoweb', 1), ('Zimmo', 1), ('Immovlan', 2), ('Facebook', 3), ('Newsletter', 7)) AS p(medium, delay)`,
      [now],
    );
    // A price cut (5 %, to today's price) for some listings and every owner's listing with a price,
    // and the status change of listings that are under option, sold or rented now: listing changes.
    const priceCuts: { id: number; at: Date; price: string; goal: number }[] = await m.query(
      `SELECT l.id, $1::timestamptz - make_interval(days => 10 + floor(random() * 15)::int, hours => floor(random() * 8)::int) AS at, l.price, l.goal
       FROM demo_listing l WHERE l.price > 0 AND (l.owned OR random() < 0.3) ORDER BY l.id`,
      [now],
    );
    const statusChanges: { id: number; at: Date; marquee: number }[] = await m.query(
      `SELECT l.id, $1::timestamptz - make_interval(days => 2 + floor(random() * 7)::int, hours => floor(random() * 8)::int) AS at, l.marquee
       FROM demo_listing l WHERE l.marquee IN (0, 2, 3, 4) ORDER BY l.id`,
      [now],
    );
    await writeListingChanges(m, [
      ...priceCuts.map((c): ListingChange => {
        const price = Number(c.price);
        // The price before the cut in round figures: thousands of euros for a sale, tens for a rent.
        const step = c.goal === 0 ? 1000 : 10;
        const fromPrice = Math.round(price / 0.95 / step) * step;
        return { propertyId: c.id, occurredAt: c.at, kind: 'price', fromPrice, toPrice: price };
      }),
      ...statusChanges.map((c): ListingChange => ({
        propertyId: c.id,
        occurredAt: c.at,
        kind: 'status',
        fromStatus: 'AVAILABLE',
        toStatus: availabilityOf(c.marquee),
      })),
    ]);
    const [{ n }]: { n: number }[] = await m.query(
      `SELECT count(*)::int AS n FROM property_event e JOIN demo_listing l ON l.id = e.property_id`,
    );
    await rebuildDailyStats(m);
    return { events: n };
  });
}
