import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDataSource } from '../data-source';
import { freshDatabase } from '../testing/test-database';
import { pruneSavedSearches } from './demand-register.service';
import { queueSearchAlerts } from './search-alerts.service';

/**
 * Which confirmed saved searches a new listing mails after the import: the instant, unpaused ones
 * whose filters it meets, living area and energy label included. Daily and weekly ones wait for
 * their digest.
 */
describe('saved searches matched by a listing', () => {
  let ds: DataSource;
  let listing: { id: number; goal: number; web_id: number; city_id: number };
  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 2 });
    await ds.initialize();
    [listing] = await ds.query(
      `SELECT id, goal, web_id, city_id FROM property
        WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4) ORDER BY id LIMIT 1`,
    );
    // 120 m², label C (rank 3 on the common scale A+ = 0 … G = 7), 2 bedrooms, € 300,000.
    await ds.query(
      `UPDATE property SET living_area = 120, energy_rank = 3, bedrooms = 2, price = 300000 WHERE id = $1`,
      [listing.id],
    );
  });
  afterAll(() => ds?.destroy());

  /** A confirmed saved search for the listing's goal, type and city, with `extra` columns set. */
  const search = async (label: string, extra: Record<string, unknown> = {}): Promise<string> => {
    const email = `${label}-${randomUUID()}@example.be`;
    const columns = Object.keys(extra);
    await ds.query(
      `INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips, confirmed_at
                                        ${columns.map((c) => `, ${c}`).join('')})
       VALUES ($1, 'An', 'nl', $2, $3, $4, '{}', now() ${columns.map((_, i) => `, $${i + 5}`).join('')})`,
      [email, listing.goal === 0 ? 0 : 1, [listing.web_id], [listing.city_id], ...Object.values(extra)],
    );
    return email;
  };

  it('mails the instant, unpaused searches it meets, and no other', async () => {
    // The start of a word of the listing's city, as the list's free text takes it.
    const [{ prefix }]: { prefix: string }[] = await ds.query(
      `SELECT left(split_part(array_to_string(aliases, ' '), ' ', 1), 3) AS prefix FROM city WHERE id = $1`,
      [listing.city_id],
    );
    const mailed = [
      await search('by-reference', { text_words: [String(listing.id)] }),
      await search('by-city-word', { text_words: [prefix] }),
      await search('plain'),
      await search('big-enough', { min_living_area: 120 }),
      await search('label-c-or-better', { max_energy_rank: 3 }),
      await search('named', { name: 'Near the office' }),
    ];
    const silent = [
      await search('daily', { frequency: 'daily' }),
      await search('weekly', { frequency: 'weekly' }),
      await search('paused', { paused_at: new Date() }),
      await search('too-small', { min_living_area: 121 }),
      await search('label-b-or-better', { max_energy_rank: 2 }),
      // Every word must match.
      await search('other-words', { text_words: [prefix, 'zzqx'] }),
      await search('wildcard', { text_words: ['%'] }),
    ];
    // Caught up with the changes so far; then the listing comes on the market.
    await ds.query(
      `UPDATE demand_registration SET last_change_id = (SELECT coalesce(max(id), 0) FROM listing_change)`,
    );
    await ds.query(`INSERT INTO listing_change (property_id, kind, occurred_at) VALUES ($1, 'new', now())`, [
      listing.id,
    ]);
    expect(await queueSearchAlerts(ds, 'instant')).toBe(mailed.length);
    const to: { to: string }[] = await ds.query(
      `SELECT payload->>'to' AS to FROM outbox WHERE payload->>'template' = 'saved-search.alert'
         AND payload->'listings' @> jsonb_build_array(jsonb_build_object('propertyId', $1::int))`,
      [listing.id],
    );
    const addresses = to.map((r) => r.to);
    for (const email of mailed) expect(addresses).toContain(email);
    for (const email of silent) expect(addresses).not.toContain(email);
  });

  it('deletes searches never confirmed a week after their link expired, and paused ones after a year', async () => {
    const kept = [
      await search('paused-11-months', { paused_at: new Date(Date.now() - 330 * 86_400_000) }),
      await search('active'),
    ];
    const gone = [await search('paused-13-months', { paused_at: new Date(Date.now() - 395 * 86_400_000) })];
    for (const [label, expiredDaysAgo] of [
      ['unconfirmed-late', 8],
      ['unconfirmed-recent', 6],
    ] as const) {
      const email = `${label}-${randomUUID()}@example.be`;
      await ds.query(
        `INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips, confirm_expires_at)
         VALUES ($1, 'An', 'nl', 0, '{1}', '{}', '{1410}', now() - make_interval(days => $2))`,
        [email, expiredDaysAgo],
      );
      (expiredDaysAgo > 7 ? gone : kept).push(email);
    }
    expect(await pruneSavedSearches(ds.manager)).toBeGreaterThanOrEqual(gone.length);
    const left: { email: string }[] = await ds.query(
      `SELECT email FROM demand_registration WHERE email = ANY ($1::text[])`,
      [[...kept, ...gone]],
    );
    expect(left.map((r) => r.email).sort()).toEqual([...kept].sort());
  });

  it('refuses a frequency, energy rank or living area that means nothing', async () => {
    await expect(search('hourly', { frequency: 'hourly' })).rejects.toThrow(/frequency_check/);
    await expect(search('rank-9', { max_energy_rank: 9 })).rejects.toThrow(/energy_rank_check/);
    await expect(search('no-area', { min_living_area: 0 })).rejects.toThrow(/living_area_check/);
  });
});
