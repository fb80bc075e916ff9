import type { DataSource, EntityManager } from 'typeorm';
import {
  DEMAND_LIMITS,
  DEMAND_RULES,
  checkDemandCriteria,
  energyRankOf,
  type DemandGoal,
  type SEARCH_ENERGY_LETTERS,
  type SearchFrequency,
} from '../../common/forms/demand-rules';

type SearchEnergyLetter = (typeof SEARCH_ENERGY_LETTERS)[number];
import {
  citiesForPlaces,
  isRealPostcode,
  postcodeLabel,
  resolvePlaces,
} from '../catalog/place-names.service';
import { cityName, findCities, findPropertyTypes } from '../catalog/taxonomy.service';
import { textFilterWords } from '../catalog/property.service';
import { config, type LanguageCode } from '../core/config';
import { pick } from '../core/localized';
import { requirePrivacyConsent } from '../../common/forms/contact-rules';
import { FormStatus } from '../forms/form.types';
import type { MailIntent } from '../mail/mail-intent.types';
import { enqueueMails } from '../mail/outbox.service';
import { holdListingChangeWriters, newestListingChangeId } from '../catalog/listing-change.service';
import { PAUSED_RETENTION_MONTHS } from './alert-rules';
import { startWatch } from './listing-watch.service';
import { pruneAlertLinks } from './alert-links.service';
import {
  DEMAND_CONFIRM_DAYS,
  DEMAND_UNCONFIRMED_KEEP_DAYS,
  hashToken,
  newToken,
  subscriptionUrl,
  WATCH_CONFIRM_DAYS,
} from './subscription-links';
import type { FormDefinition, FormRefusal } from '../forms/submit-form.service';
import type { PersonValues } from '../../common/forms/field-rules';

/** The demand register's fields, as stored (after trimming). */
export interface DemandValues extends PersonValues, Record<string, unknown> {
  message: string | null;
  goal: DemandGoal | null;
  propertyTypeIds: number[];
  cityIds: number[];
  zips: string[];
  /** Places as typed; resolved into `cityIds` and `zips` before the registration is stored. */
  places: string[];
  priceMin: number | null;
  priceMax: number | null;
  minBedrooms: number | null;
  minLivingArea: number | null;
  /** "C": listings labelled C or better; null is any. */
  maxEnergyLabel: SearchEnergyLetter | null;
  /** The visitor's name for the search; null for none. */
  searchName: string | null;
  /** The list's free text; null for none. */
  text: string | null;
  /** Null is instant. */
  frequency: SearchFrequency | null;
}

/** property.goal of the listings a visitor who wants to buy (sale) or rent looks for. */
export const goalCode = (goal: DemandGoal): number => (goal === 'buy' ? 0 : 1);

/** The names of the chosen types, cities and zones (cities, then postcodes), in one language. */
interface Names {
  types: string[];
  cities: string[];
  zones: string[];
}

/**
 * The demand register ("keep me informed"), double opt-in: anyone can type anyone's address, so a
 * registration stays pending, and gets no alert, until the confirm link of its mail is followed.
 * A fresh definition per submission: the confirmation and unsubscribe tokens of that mail are made
 * here, their hashes stored with the registration and the raw values put only in the mail's outbox
 * row; the type and zone names for the mails are looked up in the transaction, which also refuses
 * types or cities that do not exist.
 */
export function demandRegisterForm(): FormDefinition<DemandValues> {
  const token = newToken();
  const confirmToken = newToken();
  const names = new Map<LanguageCode, Names>();
  return {
    kind: 'demand-register',
    rules: DEMAND_RULES,
    // Shown where the thank-you page is switched off: the mail must be confirmed first.
    acceptedMessageId: 'form.demandAccepted',
    check: (v) => [...requirePrivacyConsent(v), ...checkDemandCriteria(v)],
    email: (v) => v.email,
    beforeStore: async ({ manager, values, lang }) => {
      // Every zone is checked against the catalog and the table of municipalities: typed names
      // become the cities and postcodes they name, and no zone is a made-up postcode.
      const known = await citiesForPlaces(manager, values.places, values.zips);
      const resolved = resolvePlaces(values.places, known);
      const zoneError = (code: 'unknownPlace' | 'choice', field = 'zones'): FormRefusal => ({
        status: FormStatus.INVALID,
        messageId: 'form.invalid',
        errors: [{ field, code, messageId: code === 'choice' ? 'field.choice' : 'field.unknownPlace' }],
      });
      if (resolved.unknown.length) return zoneError('unknownPlace');
      values.cityIds = [...new Set([...values.cityIds, ...resolved.cityIds])];
      values.zips = [...new Set([...values.zips, ...resolved.zips])];
      values.places = [];
      const catalogZips = new Set(known.map((c) => c.zip));
      if (!values.zips.every((z) => isRealPostcode(z, catalogZips))) return zoneError('unknownPlace');
      if (values.cityIds.length > DEMAND_LIMITS.cities || values.zips.length > DEMAND_LIMITS.zips)
        return zoneError('choice', 'zips');
      const typeIds = [...new Set(values.propertyTypeIds)];
      const cityIds = [...new Set(values.cityIds)];
      const [types, cities] = await Promise.all([
        findPropertyTypes(manager, typeIds),
        findCities(manager, cityIds),
      ]);
      if (types.length !== typeIds.length)
        return {
          status: FormStatus.INVALID,
          messageId: 'form.invalid',
          errors: [{ field: 'propertyTypeIds', code: 'choice', messageId: 'field.choice' }],
        };
      if (cities.length !== cityIds.length)
        return {
          status: FormStatus.INVALID,
          messageId: 'form.invalid',
          errors: [{ field: 'cityIds', code: 'choice', messageId: 'field.choice' }],
        };
      for (const l of new Set([lang, config().DEFAULT_LANGUAGE])) {
        names.set(l, {
          types: types.map((t) => pick(t.names, l) ?? String(t.id)),
          cities: cities.map((c) => `${cityName(c, l)} (${c.zip})`),
          zones: [
            ...cities.map((c) => `${cityName(c, l)} (${c.zip})`),
            ...values.zips.map((z) => postcodeLabel(z, l)),
          ],
        });
      }
      return null;
    },
    afterStore: async ({ manager, values, lang, submissionId }) => {
      await deleteUnconfirmed(manager);
      const [{ id }]: { id: string }[] = await manager.query(
        `INSERT INTO demand_registration (submission_id, email, first_name, lang, goal, type_ids, city_ids, zips, price_min, price_max, min_bedrooms,
                                          confirm_token_hash, confirm_expires_at, min_living_area, max_energy_rank, name, frequency, text_words)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() + make_interval(days => $13), $14, $15, $16, $17, $18)
         RETURNING id`,
        [
          submissionId,
          values.email.toLowerCase(),
          values.firstName,
          lang,
          goalCode(values.goal ?? 'buy'),
          [...new Set(values.propertyTypeIds)],
          [...new Set(values.cityIds)],
          [...new Set(values.zips)],
          values.priceMin,
          values.priceMax,
          values.minBedrooms,
          hashToken(confirmToken),
          DEMAND_CONFIRM_DAYS,
          values.minLivingArea,
          values.maxEnergyLabel === null ? null : energyRankOf(values.maxEnergyLabel),
          values.searchName,
          values.frequency ?? 'instant',
          textFilterWords(values.text ?? ''),
        ],
      );
      await manager.query(
        `INSERT INTO unsubscribe_token (token_hash, demand_registration_id) VALUES ($1, $2)`,
        [hashToken(token), id],
      );
    },
    mails: (v, lang) => {
      const agencyLang = config().DEFAULT_LANGUAGE;
      const agency: MailIntent = {
        template: 'demand-register',
        to: 'agency',
        lang: agencyLang,
        replyTo: v.email,
        typeNames: names.get(agencyLang)?.types,
        cityNames: names.get(agencyLang)?.cities,
        zoneNames: names.get(agencyLang)?.zones,
        maxEnergyLabel: v.maxEnergyLabel,
      };
      const visitor: MailIntent = {
        template: 'demand-register.confirmation',
        to: v.email,
        lang,
        typeNames: names.get(lang)?.types,
        cityNames: names.get(lang)?.cities,
        zoneNames: names.get(lang)?.zones,
        // One of the fixed letters (checked): the visitor's mail may repeat it.
        maxEnergyLabel: v.maxEnergyLabel,
        confirmUrl: subscriptionUrl('demandConfirm', confirmToken),
        confirmDays: DEMAND_CONFIRM_DAYS,
        unsubscribeUrl: subscriptionUrl('demandUnsubscribe', token),
      };
      return [agency, visitor];
    },
  };
}

/** Thrown inside `renewConfirmation`'s transaction to undo it: the address's daily cap is reached. */
class CapReached extends Error {}

/**
 * A new confirmation link for the address of an expired one, asked for from that link's page:
 * the old link stops working, the new one is valid for as many days as the first, and its mail
 * (capped, like the first) goes to the address the link was sent to. Nobody types an address here;
 * as the old token is replaced, each expired link gets one new link. Anything but an expired link
 * changes nothing and answers what it is; over the address's daily cap, nothing changes either.
 */
export async function renewConfirmation(
  ds: DataSource,
  token: string,
  kind: ConfirmKind,
): Promise<{
  outcome: Exclude<DemandConfirmOutcome, 'confirmed' | 'expired'> | 'pending' | 'renewed' | 'capped';
  lang: LanguageCode | null;
}> {
  if (!token) return { outcome: 'invalid', lang: null };
  let lang: LanguageCode | null = null;
  try {
    return await ds.transaction(async (m) => {
      const [row]: ConfirmRow[] = await m.query(`${confirmRowSql(kind)} FOR UPDATE`, [hashToken(token)]);
      if (!row) return { outcome: 'invalid', lang: null };
      lang = row.lang;
      const state = confirmState(row);
      if (state !== 'expired') return { outcome: state, lang: row.lang };
      const fresh = newToken();
      await m.query(
        `UPDATE ${CONFIRM_TABLES[kind]}
            SET confirm_token_hash = $2, confirm_expires_at = now() + make_interval(days => $3)
          WHERE id = $1`,
        [row.id, hashToken(fresh), CONFIRM_DAYS[kind]],
      );
      const mail: MailIntent = {
        template: 'saved-search.confirm-link',
        to: row.email,
        lang: row.lang,
        kind,
        propertyId: row.property_id,
        confirmUrl: subscriptionUrl(kind === 'watch' ? 'watchConfirm' : 'demandConfirm', fresh),
        confirmDays: CONFIRM_DAYS[kind],
      };
      // Over the cap, the old link stays as it was: nothing was sent.
      if ((await enqueueMails(m, [mail])).length > 0) throw new CapReached();
      return { outcome: 'renewed', lang: row.lang };
    });
  } catch (err) {
    if (err instanceof CapReached) return { outcome: 'capped', lang };
    throw err;
  }
}

/** Rows deleted per statement of a clean-up: keeps each transaction short. */
const UNCONFIRMED_BATCH = 100;

/** The tables of saved searches and watches: the same opt-in and the same retention. */
const ALERT_TABLES = ['demand_registration', 'listing_watch'] as const;

/**
 * Deletes searches (or watches) whose link expired DEMAND_UNCONFIRMED_KEEP_DAYS ago without being
 * followed (their tokens go with them), so the addresses of people who never asked for alerts are
 * not kept. Run as each new registration is written: a few at a time, skipping rows another
 * transaction holds.
 */
async function deleteUnconfirmed(
  manager: Pick<EntityManager, 'query'>,
  table: (typeof ALERT_TABLES)[number] = 'demand_registration',
): Promise<number> {
  // An UPDATE or DELETE answers [rows, count].
  const [, count]: [unknown[], number] = await manager.query(
    `DELETE FROM ${table} WHERE id IN (
       SELECT id FROM ${table}
        WHERE confirmed_at IS NULL AND confirm_expires_at < now() - make_interval(days => $1)
        ORDER BY confirm_expires_at LIMIT ${UNCONFIRMED_BATCH} FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [DEMAND_UNCONFIRMED_KEEP_DAYS],
  );
  return count;
}

/**
 * The hourly clean-up: searches and watches never confirmed (as `deleteUnconfirmed`, all of them, a
 * batch at a time), those paused for PAUSED_RETENTION_MONTHS, with their tokens, and alert links
 * long expired. Returns how many searches and watches went.
 */
export async function pruneSavedSearches(manager: Pick<EntityManager, 'query'>): Promise<number> {
  let deleted = 0;
  for (const table of ALERT_TABLES) {
    for (;;) {
      const unconfirmed = await deleteUnconfirmed(manager, table);
      const [, paused]: [unknown[], number] = await manager.query(
        `DELETE FROM ${table} WHERE id IN (
           SELECT id FROM ${table}
            WHERE paused_at < now() - make_interval(months => $1)
            LIMIT ${UNCONFIRMED_BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING id`,
        [PAUSED_RETENTION_MONTHS],
      );
      deleted += unconfirmed + paused;
      if (unconfirmed < UNCONFIRMED_BATCH && paused < UNCONFIRMED_BATCH) break;
    }
  }
  while ((await pruneAlertLinks(manager)) > 0);
  return deleted;
}

export type DemandConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';

interface ConfirmRow {
  id: string;
  email: string;
  /** The watched listing; null for a saved search. */
  property_id: number | null;
  lang: LanguageCode;
  active: boolean;
  confirmed: boolean;
  expired: boolean;
}

/** What a confirmation link confirms: a saved search (the demand register) or a watched listing. */
export type ConfirmKind = 'search' | 'watch';

const CONFIRM_TABLES: Record<ConfirmKind, string> = {
  search: 'demand_registration',
  watch: 'listing_watch',
};

const CONFIRM_DAYS: Record<ConfirmKind, number> = { search: DEMAND_CONFIRM_DAYS, watch: WATCH_CONFIRM_DAYS };

const confirmRowSql = (kind: ConfirmKind): string =>
  `SELECT id, email, ${kind === 'watch' ? 'property_id' : 'NULL::int AS property_id'}, lang, active,
          confirmed_at IS NOT NULL AS confirmed, confirm_expires_at < now() AS expired
     FROM ${CONFIRM_TABLES[kind]} WHERE confirm_token_hash = $1`;

const confirmState = (row: ConfirmRow): Exclude<DemandConfirmOutcome, 'confirmed'> | 'pending' => {
  if (!row.active) return 'invalid';
  if (row.confirmed) return 'already-confirmed';
  return row.expired ? 'expired' : 'pending';
};

/** What a confirmation link stands for, without changing anything (the page a GET shows). */
export async function lookUpConfirmation(
  ds: DataSource,
  token: string,
  kind: ConfirmKind,
): Promise<{ outcome: DemandConfirmOutcome | 'pending'; lang: LanguageCode | null }> {
  if (!token) return { outcome: 'invalid', lang: null };
  const [row]: ConfirmRow[] = await ds.query(confirmRowSql(kind), [hashToken(token)]);
  return { outcome: row ? confirmState(row) : 'invalid', lang: row?.lang ?? null };
}

/**
 * Follows a confirmation link: from then on the search or watch gets its alerts, about the changes
 * after this moment (not the listings' history). Idempotent: a second click answers
 * 'already-confirmed'. An unsubscribed one is not revived, and an expired link confirms nothing
 * (the visitor asks again for a new one).
 */
export async function confirmSubscription(
  ds: DataSource,
  token: string,
  kind: ConfirmKind,
): Promise<{ outcome: DemandConfirmOutcome; lang: LanguageCode | null }> {
  if (!token) return { outcome: 'invalid', lang: null };
  return ds.transaction(async (m) => {
    const [row]: ConfirmRow[] = await m.query(`${confirmRowSql(kind)} FOR UPDATE`, [hashToken(token)]);
    if (!row) return { outcome: 'invalid', lang: null };
    const state = confirmState(row);
    if (state !== 'pending') return { outcome: state, lang: row.lang };
    // The mark is the newest change once no import is writing: one committed later with a lower
    // id would never be told.
    await holdListingChangeWriters(m);
    if (kind === 'watch') await startWatch(m, row.id);
    else
      await m.query(
        `UPDATE demand_registration SET confirmed_at = now(), last_change_id = $2::bigint WHERE id = $1`,
        [row.id, await newestListingChangeId(m)],
      );
    return { outcome: 'confirmed', lang: row.lang };
  });
}
