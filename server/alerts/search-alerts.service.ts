import type { DataSource } from 'typeorm';
import type { SearchFrequency } from '../../common/forms/demand-rules';
import type { LanguageCode } from '../core/config';
import { logger } from '../core/logger';
import type { MailIntent } from '../mail/mail-intent.types';
import { enqueueMails } from '../mail/outbox.service';
import {
  holdListingChangeWriters,
  listingChangeOf,
  newestListingChangeId,
  type ListingChangeRow,
} from '../catalog/listing-change.service';
import { alertEntries, alertTriggerOf, type PendingAlert } from './alert-rules';
import { hashToken, newToken, subscriptionUrl } from './subscription-links';

/** A change a search matched, and whose search it is. */
interface Hit extends ListingChangeRow {
  search_id: string;
  email: string;
  /** The language the search was made in (stored from the form's checked language). */
  lang: LanguageCode;
}

/** Searches mailed per transaction: keeps each one short when thousands are due at 08:00. */
const SEARCH_BATCH = 500;

/**
 * Queues the alerts of the saved searches of one frequency: the instant ones after each import
 * (an import of 40 matching listings is one mail), the daily and weekly ones on their schedule.
 * For each confirmed, active, unpaused search of that frequency: the listing changes since its
 * last alert that it matches (a new listing, a lower price, a change of availability, back on the
 * market), as one mail of at most a dozen listings, newest first, with the count of all. A search
 * with nothing new gets no mail. Each search then remembers the newest change seen, in the
 * transaction that writes its mail, so each change is told once however often this runs, and two
 * workers never take the same search (SKIP LOCKED). Returns how many mails were queued.
 */
export async function queueSearchAlerts(ds: DataSource, frequency: SearchFrequency): Promise<number> {
  // Changes up to the horizon are told now, later ones next time; read once, so a search handled
  // in this run is not due again before it ends.
  const top = await ds.transaction(async (m) => {
    await holdListingChangeWriters(m);
    return newestListingChangeId(m);
  });
  let queued = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await ds.transaction(async (m) => {
      const due: { id: string }[] = await m.query(
        `SELECT id FROM demand_registration
          WHERE active AND confirmed_at IS NOT NULL AND paused_at IS NULL AND frequency = $1
            AND last_change_id < $2::bigint AND id > $3::uuid
          ORDER BY id LIMIT ${SEARCH_BATCH} FOR UPDATE SKIP LOCKED`,
        [frequency, top, after],
      );
      if (due.length === 0) return { searches: 0, mails: 0, last: after };
      const ids = due.map((d) => d.id);
      const hits: Hit[] = await m.query(
        `SELECT r.id AS search_id, r.email, r.lang, c.property_id, c.kind, c.from_price, c.to_price,
                c.from_status, c.to_status, c.occurred_at
           FROM demand_registration r
           JOIN listing_change c ON c.id > r.last_change_id AND c.id <= $2::bigint
           JOIN property p ON p.id = c.property_id
          WHERE r.id = ANY ($1::uuid[])
            AND c.kind IN ('new', 'price', 'status', 'back')
            AND p.withdrawn_at IS NULL
            -- A listing sold or rented is news only as that change: not as new, nor cheaper.
            AND (c.kind = 'status' OR p.marquee NOT IN (3, 4))
            AND r.goal = CASE WHEN p.goal = 0 THEN 0 ELSE 1 END
            AND p.web_id = ANY (r.type_ids)
            AND (p.city_id = ANY (r.city_ids) OR p.zip = ANY (r.zips))
            -- The published price, as the lists filter on: a hidden price matches no range, and
            -- its changes are no news.
            AND (r.price_min IS NULL OR p.list_price >= r.price_min)
            AND (r.price_max IS NULL OR p.list_price <= r.price_max)
            AND (c.kind <> 'price' OR p.list_price IS NOT NULL)
            AND (r.min_bedrooms IS NULL OR p.bedrooms >= r.min_bedrooms)
            AND (r.min_living_area IS NULL OR p.living_area >= r.min_living_area)
            AND (r.max_energy_rank IS NULL OR p.energy_rank <= r.max_energy_rank)`,
        [ids, top],
      );
      const bySearch = new Map<string, { email: string; lang: LanguageCode; pending: PendingAlert[] }>();
      for (const h of hits) {
        const change = listingChangeOf(h);
        // A rise is kept: it may undo a drop of the same window.
        const trigger = alertTriggerOf(change) ?? (change.kind === 'price' ? 'price-rise' : null);
        if (trigger === null) continue;
        const search = bySearch.get(h.search_id) ?? { email: h.email, lang: h.lang, pending: [] };
        search.pending.push({
          propertyId: change.propertyId,
          trigger,
          occurredAt: change.occurredAt,
          ...(change.kind === 'price' ? { fromPrice: change.fromPrice, toPrice: change.toPrice } : {}),
          ...(change.kind === 'status' ? { toStatus: change.toStatus } : {}),
        });
        bySearch.set(h.search_id, search);
      }
      const mails: MailIntent[] = [];
      // Each mail's own unsubscribe link, written in one statement for the batch.
      const tokens: { searchId: string; token: string }[] = [];
      for (const [searchId, search] of bySearch) {
        const { entries, total } = alertEntries(search.pending);
        const token = newToken();
        tokens.push({ searchId, token });
        mails.push({
          template: 'saved-search.alert',
          to: search.email,
          lang: search.lang,
          listings: entries.map((e) => ({
            propertyId: e.propertyId,
            trigger: e.trigger,
            oldPrice: e.oldPrice,
            status: e.status,
          })),
          total,
          unsubscribeUrl: subscriptionUrl('demandUnsubscribe', token),
        });
      }
      await m.query(
        `INSERT INTO unsubscribe_token (token_hash, demand_registration_id)
         SELECT * FROM unnest($1::text[], $2::uuid[])`,
        [tokens.map((t) => hashToken(t.token)), tokens.map((t) => t.searchId)],
      );
      await enqueueMails(m, mails);
      await m.query(
        `UPDATE demand_registration SET last_change_id = $2::bigint WHERE id = ANY ($1::uuid[])`,
        [ids, top],
      );
      return { searches: due.length, mails: mails.length, last: ids.at(-1)! };
    });
    queued += batch.mails;
    after = batch.last;
    if (batch.searches < SEARCH_BATCH) return queued;
  }
}

/**
 * For the feed import's after-commit hook: the instant searches' alerts for what the import
 * changed. A failure is logged, never thrown, since the import is committed: the listings stay
 * right, and the next import (or this run again) tells the same changes, once.
 */
export function searchAlertHook(ds: DataSource): () => Promise<void> {
  return async () => {
    try {
      const queued = await queueSearchAlerts(ds, 'instant');
      if (queued) logger.info({ queued }, 'saved searches: alerts queued after the import');
    } catch (err) {
      logger.error({ err }, 'saved searches: alerts not queued after the import');
    }
  };
}
