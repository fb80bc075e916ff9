import type { DataSource } from 'typeorm';
import { forgetLoginLinksOf } from '../accounts/login-link.service';
import { endSessionsOf } from '../accounts/session.service';
import { alertRecordsOf, eraseAlertsOf } from '../alerts/address-data.service';
import { addressOfManageLink, ALERTS_MANAGE_COOKIE } from '../alerts/alert-links.service';
import { alertsOfAddress, searchSummary } from '../alerts/manage-alerts.service';
import { findProperties } from '../catalog/property.service';
import type { LanguageCode } from '../core/config';
import type { RequestAuth } from '../core/graphql/context';
import { submissionsOf } from '../forms/form-submission.service';
import { buyerEmailOf } from './buyer-accounts';

type Queryable = Pick<DataSource, 'query'>;

/** An account keeps at most this many favourites (a browser as many); the oldest go first. */
export const BUYER_FAVOURITES_MAX = 100;

/** Ids of listings as the database keeps them: positive 32-bit integers. */
const isListingId = (id: number): boolean => Number.isInteger(id) && id > 0 && id < 2 ** 31;

/**
 * Who the buyers' area speaks to in a request: a buyer logged in by a mailed link (their address
 * is proven), else the address of a manage link opened in this browser (it reaches that address's
 * searches and watches, as the link itself does), else nobody.
 */
export type AreaVisitor =
  | { access: 'login'; buyerId: number; email: string }
  | { access: 'manage-link'; email: string; manageToken: string }
  | { access: 'none' };

export async function areaVisitor(ds: DataSource, auth: RequestAuth): Promise<AreaVisitor> {
  const viewer = await auth.viewer();
  if (viewer?.role === 'buyer') {
    const email = await buyerEmailOf(ds, viewer.accountId);
    if (email) return { access: 'login', buyerId: viewer.accountId, email };
  }
  const manageToken = auth.cookie(ALERTS_MANAGE_COOKIE);
  const email = await addressOfManageLink(ds, manageToken);
  return email && manageToken ? { access: 'manage-link', email, manageToken } : { access: 'none' };
}

/** A saved search as the area lists it. */
export interface AreaSearch {
  id: string;
  name: string | null;
  /** Its criteria in one line, in the page's language. */
  summary: string;
  frequency: 'instant' | 'daily' | 'weekly';
  paused: boolean;
}

/** A watched listing as the area lists it; no listing once it left the site. */
export interface AreaWatch {
  id: string;
  paused: boolean;
  propertyId: number | null;
}

/** The area's searches and watches of an address (confirmed ones, newest first). */
export async function alertsOfVisitor(
  ds: DataSource,
  email: string,
  lang: LanguageCode,
): Promise<{ searches: AreaSearch[]; watches: AreaWatch[] }> {
  const { searches, watches } = await alertsOfAddress(ds, email, lang);
  return {
    searches: searches.map((s) => ({
      id: s.id,
      name: s.name,
      summary: searchSummary(lang, s),
      frequency: s.frequency,
      paused: s.paused,
    })),
    watches: watches.map((w) => ({ id: w.id, paused: w.paused, propertyId: w.listing?.id ?? null })),
  };
}

/** A buyer's favourites, newest first. */
export async function favouritesOf(q: Queryable, buyerId: number): Promise<number[]> {
  const rows: { property_id: number }[] = await q.query(
    `SELECT property_id FROM buyer_favourite WHERE buyer_id = $1 ORDER BY added_at DESC, property_id`,
    [buyerId],
  );
  return rows.map((r) => r.property_id);
}

/**
 * Adds and removes favourites of a buyer and returns them all, newest first. `add` is newest first
 * (a browser's list, merged at login, keeps its order); listings not on the site are skipped, one
 * already kept keeps its place. Beyond BUYER_FAVOURITES_MAX the oldest go.
 */
export async function updateFavourites(
  ds: DataSource,
  buyerId: number,
  change: { add: readonly number[]; remove: readonly number[] },
): Promise<number[]> {
  const remove = [...new Set(change.remove.filter(isListingId))].slice(0, BUYER_FAVOURITES_MAX);
  const wanted = [...new Set(change.add.filter(isListingId))]
    .filter((id) => !remove.includes(id))
    .slice(0, BUYER_FAVOURITES_MAX);
  const known = new Set((await findProperties(ds, wanted)).map((p) => p.id));
  const add = wanted.filter((id) => known.has(id));
  return ds.transaction(async (m) => {
    // One change of a buyer's list at a time: two tabs merging at once keep the cap.
    const [buyer]: unknown[] = await m.query(`SELECT id FROM buyer WHERE id = $1 FOR UPDATE`, [buyerId]);
    if (!buyer) return [];
    if (remove.length > 0)
      await m.query(`DELETE FROM buyer_favourite WHERE buyer_id = $1 AND property_id = ANY($2::int[])`, [
        buyerId,
        remove,
      ]);
    if (add.length > 0)
      // The first of `add` is the newest: each next one a millisecond older.
      await m.query(
        `INSERT INTO buyer_favourite (buyer_id, property_id, added_at)
         SELECT $1, id, now() - make_interval(secs => (n - 1) / 1000.0)
           FROM unnest($2::int[]) WITH ORDINALITY AS t(id, n)
         ON CONFLICT (buyer_id, property_id) DO NOTHING`,
        [buyerId, add],
      );
    await m.query(
      `DELETE FROM buyer_favourite f USING (
         SELECT property_id FROM buyer_favourite WHERE buyer_id = $1
          ORDER BY added_at DESC, property_id OFFSET $2
       ) old WHERE f.buyer_id = $1 AND f.property_id = old.property_id`,
      [buyerId, BUYER_FAVOURITES_MAX],
    );
    return favouritesOf(m, buyerId);
  });
}

/**
 * Everything the site keeps about a logged-in buyer (GDPR access), as one JSON document: the
 * account, its favourites, the saved searches, watches and newsletter subscription of its address,
 * and the requests sent from the site's forms with it.
 */
export async function buyerDataExport(
  ds: DataSource,
  buyerId: number,
): Promise<Record<string, unknown> | null> {
  const [account]: { email: string; created_at: Date; last_login_at: Date }[] = await ds.query(
    `SELECT email, created_at, last_login_at FROM buyer WHERE id = $1`,
    [buyerId],
  );
  if (!account) return null;
  const favourites: { property_id: number; added_at: Date }[] = await ds.query(
    `SELECT property_id, added_at FROM buyer_favourite WHERE buyer_id = $1 ORDER BY added_at DESC`,
    [buyerId],
  );
  const alerts = await alertRecordsOf(ds, account.email);
  return {
    exportedAt: new Date().toISOString(),
    account: { email: account.email, createdAt: account.created_at, lastLoginAt: account.last_login_at },
    favourites: favourites.map((f) => ({ propertyId: f.property_id, addedAt: f.added_at })),
    ...alerts,
    requests: await submissionsOf(ds, account.email),
  };
}

/**
 * Erases a buyer (GDPR erasure), in one transaction: the account and its favourites, its sessions
 * and login links, and the saved searches, watches, newsletter subscription and alert links of its
 * address. The requests sent through the forms stay with the agency, which answers them (the
 * privacy statement says so). False when there was no such buyer.
 */
export async function eraseBuyer(ds: DataSource, buyerId: number): Promise<boolean> {
  return ds.transaction(async (m) => {
    const email = await buyerEmailOf(m, buyerId);
    if (email === null) return false;
    await eraseAlertsOf(m, email);
    await forgetLoginLinksOf(m, 'buyer', email);
    await endSessionsOf(m, { role: 'buyer', accountId: buyerId });
    // Its favourites go with it (ON DELETE CASCADE).
    await m.query(`DELETE FROM buyer WHERE id = $1`, [buyerId]);
    return true;
  });
}
