import type { DataSource, EntityManager } from 'typeorm';
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
import { issueAlertLinks } from './alert-links.service';
import { listingHasWordSql, sqlLikeEscaped } from '../catalog/property.service';
import { searchListUrls } from './search-list-url.service';

/** A due search or watch: whose it is. */
interface Subscription {
  id: string;
  email: string;
  /** The language it was made in (stored from the form's checked language). */
  lang: LanguageCode;
  /** When it was made: an address's newest one gives the mail's language. */
  made_at: Date;
}

/** What a search or watch matched: news for its address. */
interface Hit {
  subscription: Subscription;
  /** The saved search that matched; null for a watch. */
  searchId: string | null;
  pending: PendingAlert;
}

/** Addresses mailed per transaction: keeps each one short when thousands are due at 08:00. */
const ADDRESS_BATCH = 500;

/** The searches (and, for instant alerts, the watches) due in a run, by address. */
const DUE_SEARCHES = `active AND confirmed_at IS NOT NULL AND paused_at IS NULL AND frequency = $1 AND last_change_id < $2::bigint`;
const DUE_WATCHES = `active AND confirmed_at IS NOT NULL AND paused_at IS NULL AND last_change_id < $2::bigint`;

/**
 * The changes a saved search may be told (a new listing, a price, a change of availability, back
 * on the market) after $1 and up to $2, with what the searches match on; alias p, as
 * `listingHasWordSql` reads the listing.
 */
const ALERTABLE_CHANGES_SQL = `
  SELECT c.id AS change_id, c.property_id, c.kind, c.from_price, c.to_price, c.from_status,
         c.to_status, c.occurred_at, p.id, CASE WHEN p.goal = 0 THEN 0 ELSE 1 END AS goal, p.web_id,
         p.city_id, p.zip, p.street_key, p.list_price, p.bedrooms, p.living_area, p.energy_rank
    FROM listing_change c
    JOIN property p ON p.id = c.property_id
   WHERE c.id > $1::bigint AND c.id <= $2::bigint
     AND c.kind IN ('new', 'price', 'status', 'back')
     AND p.withdrawn_at IS NULL
     -- A listing sold or rented is news only as that change: not as new, nor cheaper.
     AND (c.kind = 'status' OR p.marquee NOT IN (3, 4))
     -- The published price, as the lists filter on: a hidden price's changes are no news.
     AND (c.kind <> 'price' OR p.list_price IS NOT NULL)`;

/**
 * The matching rules of a saved search (alias r) against an alertable change (p), but for its
 * types and places, which `searchHits` joins on.
 */
const SEARCH_MATCH_SQL = `
            p.change_id > r.last_change_id
            -- A hidden price matches no range.
            AND (r.price_min IS NULL OR p.list_price >= r.price_min)
            AND (r.price_max IS NULL OR p.list_price <= r.price_max)
            AND (r.min_bedrooms IS NULL OR p.bedrooms >= r.min_bedrooms)
            AND (r.min_living_area IS NULL OR p.living_area >= r.min_living_area)
            AND (r.max_energy_rank IS NULL OR p.energy_rank <= r.max_energy_rank)
            -- Every word of the list's free text, as the list matches it (a reference that is no
            -- number is null: IS NOT TRUE).
            AND NOT EXISTS (
              SELECT 1 FROM unnest(r.text_words) AS w(word)
               WHERE ${listingHasWordSql(sqlLikeEscaped('w.word'), `CASE WHEN w.word ~ '^[0-9]{1,9}$' THEN w.word::int END`)} IS NOT TRUE)`;

/** The changes a search matches among those of its goal and types in its cities (or postcodes). */
const searchHitsIn = (place: 'city_id' | 'zip') => `
  SELECT r.id AS search_id, p.change_id
    FROM demand_registration r
   CROSS JOIN unnest(r.type_ids) AS t(type_id)
   CROSS JOIN unnest(${place === 'city_id' ? 'r.city_ids' : 'r.zips'}) AS at(place)
    JOIN alertable_change p ON p.goal = r.goal AND p.web_id = t.type_id AND p.${place} = at.place
   WHERE r.id = ANY ($1::uuid[]) AND ${SEARCH_MATCH_SQL}`;

/**
 * What these saved searches match among the changes up to `top`. The changes after the
 * earliest search's last one go to a table of the transaction with its statistics, so each
 * search is joined on its types and places to the few changes there, not tried on all of them;
 * a change in both a search's city and postcode counts once (UNION). Each change is read once,
 * and each match is only a pair of ids, however many a run finds.
 */
async function searchHits(
  m: EntityManager,
  searches: (Subscription & { last_change_id: string })[],
  top: string,
): Promise<Hit[]> {
  const since = searches.reduce(
    (min, s) => (BigInt(s.last_change_id) < min ? BigInt(s.last_change_id) : min),
    BigInt(top),
  );
  await m.query(`CREATE TEMP TABLE alertable_change ON COMMIT DROP AS ${ALERTABLE_CHANGES_SQL}`, [
    String(since),
    top,
  ]);
  await m.query(`ANALYZE alertable_change`);
  // Compiling this query costs more than running it (its estimate crosses the JIT threshold).
  await m.query(`SET LOCAL jit = off`);
  const pairs: { search_id: string; change_id: string }[] = await m.query(
    `${searchHitsIn('city_id')} UNION ${searchHitsIn('zip')}`,
    [searches.map((s) => s.id)],
  );
  const changes: (ListingChangeRow & { change_id: string })[] = pairs.length
    ? await m.query(
        `SELECT change_id, property_id, kind, from_price, to_price, from_status, to_status, occurred_at
           FROM alertable_change WHERE change_id = ANY ($1::bigint[])`,
        [[...new Set(pairs.map((p) => p.change_id))]],
      )
    : [];
  await m.query(`DROP TABLE alertable_change`);
  const pendingByChange = new Map(changes.map((c) => [c.change_id, pendingOf(c)]));
  const byId = new Map(searches.map((s) => [s.id, s]));
  return pairs.flatMap(({ search_id, change_id }) => {
    const pending = pendingByChange.get(change_id);
    return pending ? [{ subscription: byId.get(search_id)!, searchId: search_id, pending }] : [];
  });
}

const pendingOf = (row: ListingChangeRow): PendingAlert | null => {
  const change = listingChangeOf(row);
  // A rise is kept: it may undo a drop of the same window.
  const trigger = alertTriggerOf(change) ?? (change.kind === 'price' ? 'price-rise' : null);
  if (trigger === null) return null;
  return {
    propertyId: change.propertyId,
    trigger,
    occurredAt: change.occurredAt,
    ...(change.kind === 'price' ? { fromPrice: change.fromPrice, toPrice: change.toPrice } : {}),
    ...(change.kind === 'status' ? { toStatus: change.toStatus } : {}),
  };
};

/** What these watches were told of since their last alert, up to `top`. */
async function watchHits(m: EntityManager, watches: Subscription[], top: string): Promise<Hit[]> {
  const rows: (ListingChangeRow & { watch_id: string })[] = await m.query(
    `SELECT w.id AS watch_id, c.property_id, c.kind, c.from_price, c.to_price, c.from_status, c.to_status,
            c.occurred_at
       FROM listing_watch w
       JOIN listing_change c ON c.property_id = w.property_id
        AND c.id > w.last_change_id AND c.id <= $2::bigint
       JOIN property p ON p.id = c.property_id
      WHERE w.id = ANY ($1::uuid[])
        AND c.kind IN ('price', 'status', 'back', 'slots')
        AND p.withdrawn_at IS NULL
        AND (c.kind <> 'price' OR p.list_price IS NOT NULL)`,
    [watches.map((w) => w.id), top],
  );
  const byId = new Map(watches.map((w) => [w.id, w]));
  return rows.flatMap((row) => {
    const pending = pendingOf(row);
    return pending ? [{ subscription: byId.get(row.watch_id)!, searchId: null, pending }] : [];
  });
}

/** One address's alert of a run: what its searches and watches matched. */
interface AddressAlert {
  lang: LanguageCode;
  madeAt: number;
  pending: PendingAlert[];
  searchIds: Set<string>;
}

/** The one search that found everything an address is told, if one did: its list is the mail's link. */
const onlySearchOf = (alert: AddressAlert): string | null =>
  alert.searchIds.size === 1 ? [...alert.searchIds][0]! : null;

/**
 * Queues the alerts of one frequency, one mail per address: the instant ones as changes come
 * (after each import, and every few minutes for the rest: an import of 40 matching listings is
 * one mail), the daily and weekly digests on their schedule. For each confirmed, active, unpaused
 * saved search of that frequency, the listing changes since its last alert that it matches (a new
 * listing, a lower price, a change of availability, back on the market); with the instant ones,
 * each watched listing's drops, changes of availability and new visit slots. An address gets one
 * mail of at most a dozen listings, newest first, with the count of all, and the links to manage
 * or stop its alerts; nothing new, no mail. Each search and watch then remembers the newest change
 * seen, in the transaction that writes the mail, so each change is told once however often this
 * runs; two runs never take the same address (an advisory lock per address and frequency), so its
 * searches and watches are never split between two mails. Returns how many mails were queued.
 */
export async function queueSearchAlerts(
  ds: DataSource,
  frequency: SearchFrequency,
  { addressBatch = ADDRESS_BATCH }: { addressBatch?: number } = {},
): Promise<number> {
  // Changes up to the horizon are told now, later ones next time; read once, so an address
  // handled in this run is not due again before it ends.
  const top = await ds.transaction(async (m) => {
    await holdListingChangeWriters(m);
    return newestListingChangeId(m);
  });
  const withWatches = frequency === 'instant';
  let queued = 0;
  let after = '';
  for (;;) {
    const batch = await ds.transaction(async (m) => {
      // Each table gives its next addresses in the order of its index; the batch, the first of both.
      const nextOf = (table: string, due: string) =>
        `SELECT DISTINCT email FROM ${table} WHERE ${due} AND email > $3 ORDER BY email LIMIT ${addressBatch}`;
      const due: { email: string }[] = await m.query(
        withWatches
          ? `SELECT email FROM ((${nextOf('demand_registration', DUE_SEARCHES)})
               UNION (${nextOf('listing_watch', DUE_WATCHES)})) due ORDER BY email LIMIT ${addressBatch}`
          : nextOf('demand_registration', DUE_SEARCHES),
        [frequency, top, after],
      );
      if (due.length === 0) return { addresses: 0, mails: 0, last: after };
      // An address is one run's at a time (two runs of a frequency, the import's and the timer's,
      // may overlap): one that another run holds is left to it, whole, so its searches and watches
      // are never split between two mails.
      const emails = (
        (await m.query(
          `SELECT email FROM unnest($1::text[]) AS due(email)
            WHERE pg_try_advisory_xact_lock(hashtextextended('saved-search-alerts:' || $2 || ':' || email, 0))`,
          [due.map((d) => d.email), frequency],
        )) as { email: string }[]
      ).map((d) => d.email);
      const searches: (Subscription & { last_change_id: string })[] = await m.query(
        `SELECT id, email, lang, created_at AS made_at, last_change_id FROM demand_registration WHERE ${DUE_SEARCHES} AND email = ANY ($3::text[])
         FOR UPDATE SKIP LOCKED`,
        [frequency, top, emails],
      );
      const watches: Subscription[] = withWatches
        ? await m.query(
            `SELECT id, email, lang, created_at AS made_at FROM listing_watch WHERE ${DUE_WATCHES} AND email = ANY ($1::text[])
             FOR UPDATE SKIP LOCKED`,
            [emails, top],
          )
        : [];
      const searchIds = searches.map((r) => r.id);
      const watchIds = watches.map((r) => r.id);
      const hits: Hit[] = [
        ...(searches.length === 0 ? [] : await searchHits(m, searches, top)),
        ...(watches.length === 0 ? [] : await watchHits(m, watches, top)),
      ];
      const byAddress = new Map<string, AddressAlert>();
      for (const { subscription: s, searchId, pending } of hits) {
        const madeAt = s.made_at.getTime();
        const alert = byAddress.get(s.email) ?? { lang: s.lang, madeAt, pending: [], searchIds: new Set() };
        if (madeAt > alert.madeAt) Object.assign(alert, { lang: s.lang, madeAt });
        alert.pending.push(pending);
        if (searchId) alert.searchIds.add(searchId);
        byAddress.set(s.email, alert);
      }
      const ready = [...byAddress]
        .map(([email, alert]) => ({ email, alert, ...alertEntries(alert.pending) }))
        .filter((a) => a.entries.length > 0);
      const links = await issueAlertLinks(
        m,
        ready.map((a) => a.email),
      );
      // The whole list on the site, when one search found them all.
      const lists = await searchListUrls(
        m,
        ready.flatMap(({ alert }) => {
          const id = onlySearchOf(alert);
          return id === null ? [] : [{ id, lang: alert.lang }];
        }),
      );
      const mails: MailIntent[] = ready.map(({ email, alert, entries, total }) => ({
        template: 'saved-search.alert',
        to: email,
        lang: alert.lang,
        listings: entries.map((e) => ({
          propertyId: e.propertyId,
          trigger: e.trigger,
          oldPrice: e.oldPrice,
          status: e.status,
        })),
        total,
        listUrl: lists.get(onlySearchOf(alert) ?? '') ?? null,
        ...links.get(email)!,
      }));
      await enqueueMails(m, mails);
      if (searchIds.length > 0)
        await m.query(
          `UPDATE demand_registration SET last_change_id = $2::bigint WHERE id = ANY ($1::uuid[])`,
          [searchIds, top],
        );
      if (watchIds.length > 0)
        await m.query(`UPDATE listing_watch SET last_change_id = $2::bigint WHERE id = ANY ($1::uuid[])`, [
          watchIds,
          top,
        ]);
      return { addresses: due.length, mails: mails.length, last: due.at(-1)!.email };
    });
    queued += batch.mails;
    after = batch.last;
    if (batch.addresses < addressBatch) return queued;
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
