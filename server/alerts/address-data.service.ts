import type { EntityManager } from 'typeorm';

type Query = Pick<EntityManager, 'query'>;

/**
 * What the alerts keep about one e-mail address, for its holder's copy (GDPR access): every saved
 * search, watch and newsletter subscription, whatever its state, without the tokens' hashes.
 */
export async function alertRecordsOf(
  q: Query,
  email: string,
): Promise<{ savedSearches: unknown[]; watchedListings: unknown[]; newsletter: unknown[] }> {
  const rows = async (table: string) =>
    (
      (await q.query(
        `SELECT to_jsonb(r) - 'confirm_token_hash' - 'submission_id' - 'last_change_id' AS row
           FROM ${table} r WHERE email = $1 ORDER BY created_at`,
        [email],
      )) as { row: unknown }[]
    ).map((r) => r.row);
  const [savedSearches, watchedListings, newsletter] = [
    await rows('demand_registration'),
    await rows('listing_watch'),
    await rows('newsletter_subscriber'),
  ];
  return { savedSearches, watchedListings, newsletter };
}

/**
 * Erases what the alerts keep about an address (GDPR erasure): its saved searches, watches and
 * newsletter subscription with their tokens and sent-mail marks, and its alert links. Returns how
 * many searches, watches and subscriptions went.
 */
export async function eraseAlertsOf(q: Query, email: string): Promise<number> {
  let erased = 0;
  // Tokens and notifications of a search or a subscription go with it (ON DELETE CASCADE).
  for (const table of ['demand_registration', 'listing_watch', 'newsletter_subscriber']) {
    // An UPDATE or DELETE answers [rows, count].
    const [, count]: [unknown[], number] = await q.query(`DELETE FROM ${table} WHERE email = $1`, [email]);
    erased += count;
  }
  await q.query(`DELETE FROM alert_link_token WHERE email = $1`, [email]);
  return erased;
}
