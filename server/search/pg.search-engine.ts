import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { normalizeKey } from '../catalog/rules';
import type { SearchEngine, SearchHits, SearchLimits } from './search-engine.types';

/** Escapes LIKE wildcards in user text. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/*
 * The parameters the three searches share: $1 the search key with LIKE wildcards escaped, $2 the
 * key, $3 the visitor's language, $4 the text as a reference (or null), $5 the language of the
 * titles searched (German listings have English titles), $6–$8 the limits of each list.
 */
const TYPES = `SELECT id FROM property_type
  WHERE search_key(coalesce(names->>$3, names->>'en', '')) LIKE '%' || $1 || '%' ESCAPE '\\'
  ORDER BY show_order LIMIT $6`;

/** Postcode prefix, name prefix or word-prefix ("sint" finds "Sint-Genesius-Rode"), then near misses. */
const CITIES = `WITH c AS (
    SELECT id, zip,
           CASE WHEN zip LIKE $1 || '%' ESCAPE '\\' THEN 0
                WHEN EXISTS (SELECT 1 FROM unnest(aliases) a WHERE a LIKE $1 || '%' ESCAPE '\\') THEN 1
                WHEN EXISTS (SELECT 1 FROM unnest(aliases) a WHERE a LIKE '% ' || $1 || '%' ESCAPE '\\') THEN 2
                WHEN length($2) >= 4 AND EXISTS (SELECT 1 FROM unnest(aliases) a WHERE similarity(a, $2) >= 0.4) THEN 3
           END AS rank,
           (SELECT max(similarity(a, $2)) FROM unnest(aliases) a) AS sim
      FROM city)
  SELECT id FROM c WHERE rank IS NOT NULL ORDER BY rank, sim DESC, zip LIMIT $7`;

/**
 * The reference first, then titles containing the key: listings on the market first, newest first
 * (indexes in that order make common prefixes cheap: see the TypeaheadOrder migration).
 */
const PROPERTIES = `(SELECT p.id, 0 AS rank FROM property p WHERE p.id = $4 AND p.withdrawn_at IS NULL)
  UNION ALL
  (SELECT t.property_id, 1 FROM property_text t JOIN property p ON p.id = t.property_id AND p.withdrawn_at IS NULL
    WHERE length($1) >= 3 AND t.lang = $5 AND t.title_key LIKE '%' || $1 || '%'
      AND t.property_id IS DISTINCT FROM $4
    ORDER BY p.marquee IN (3, 4), p.published_at DESC LIMIT $8)
  ORDER BY rank LIMIT $8`;

/**
 * Search with PostgreSQL alone: `search_key()` (unaccent + lower) with trigram GIN indexes.
 * Prefix and word-prefix matches rank first; trigram similarity adds typo tolerance for cities.
 */
export class PgSearchEngine implements SearchEngine {
  readonly name = 'postgres';
  constructor(private readonly ds: DataSource) {}

  async search(text: string, lang: LanguageCode, limits: SearchLimits): Promise<SearchHits> {
    const key = normalizeKey(text);
    if (key === '') return { types: [], cities: [], properties: [] };
    // A property is matched on its id exactly; titles are searched on top (once: "Maison 101" is
    // not listed again under the reference 101).
    const raw = text.trim();
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    // The three lists in one statement: one round trip per keystroke instead of three, which is
    // most of a keystroke's cost in the API (each query is a socket write and a result to parse).
    const [row]: { types: number[]; cities: number[]; properties: number[] }[] = await this.ds.query(
      `SELECT ARRAY(SELECT id FROM (${TYPES}) s) AS types,
              ARRAY(SELECT id FROM (${CITIES}) s) AS cities,
              ARRAY(SELECT id FROM (${PROPERTIES}) s) AS properties`,
      [
        likeEscape(key),
        key,
        lang,
        id,
        lang === 'de' ? 'en' : lang,
        limits.types,
        limits.cities,
        limits.properties,
      ],
    );
    return {
      types: row.types.map((typeId) => ({ typeId })),
      cities: row.cities.map((cityId) => ({ cityId })),
      properties: row.properties.map((propertyId) => ({ propertyId })),
    };
  }

  async syncProperties(): Promise<void> {
    // The database is the index.
  }

  async reindexAll(): Promise<void> {}
}
