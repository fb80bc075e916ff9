import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { normalizeKey } from '../catalog/rules';
import type { SearchEngine, SearchHits, SearchLimits } from './search-engine';

/** Escapes LIKE wildcards in user text. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

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
    const [types, cities, properties] = await Promise.all([
      this.types(key, lang, limits.types),
      this.cities(key, limits.cities),
      this.properties(text.trim(), key, lang, limits.properties),
    ]);
    return { types, cities, properties };
  }

  private async types(key: string, lang: LanguageCode, limit: number) {
    const rows: { id: number }[] = await this.ds.query(
      `SELECT id FROM property_type
        WHERE search_key(coalesce(names->>$1, names->>'en', '')) LIKE '%' || $2 || '%' ESCAPE '\\'
        ORDER BY show_order LIMIT $3`,
      [lang, likeEscape(key), limit],
    );
    return rows.map((r) => ({ typeId: r.id }));
  }

  private async cities(key: string, limit: number) {
    // Postcode prefix, name prefix or word-prefix ("sint" finds "Sint-Genesius-Rode"), then near misses.
    const rows: { id: number }[] = await this.ds.query(
      `WITH c AS (
         SELECT id, zip,
                CASE WHEN zip LIKE $1 || '%' ESCAPE '\\' THEN 0
                     WHEN EXISTS (SELECT 1 FROM unnest(aliases) a WHERE a LIKE $1 || '%' ESCAPE '\\') THEN 1
                     WHEN EXISTS (SELECT 1 FROM unnest(aliases) a WHERE a LIKE '% ' || $1 || '%' ESCAPE '\\') THEN 2
                     WHEN length($2) >= 4 AND EXISTS (SELECT 1 FROM unnest(aliases) a WHERE similarity(a, $2) >= 0.4) THEN 3
                END AS rank,
                (SELECT max(similarity(a, $2)) FROM unnest(aliases) a) AS sim
           FROM city)
       SELECT id FROM c WHERE rank IS NOT NULL ORDER BY rank, sim DESC, zip LIMIT $3`,
      [likeEscape(key), key, limit],
    );
    return rows.map((r) => ({ cityId: r.id }));
  }

  private async properties(raw: string, key: string, lang: LanguageCode, limit: number) {
    // A property is matched on its id exactly; titles are searched on top (once: "Maison 101" is not
    // listed again under the reference 101).
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    const rows: { id: number }[] = await this.ds.query(
      `(SELECT p.id, 0 AS rank FROM property p WHERE p.id = $1 AND p.withdrawn_at IS NULL)
       UNION ALL
       (SELECT t.property_id, 1 FROM property_text t JOIN property p ON p.id = t.property_id AND p.withdrawn_at IS NULL
         WHERE length($2) >= 3 AND t.lang = $3 AND t.title_key LIKE '%' || $2 || '%'
           AND t.property_id IS DISTINCT FROM $1
         ORDER BY p.marquee IN (3, 4), p.published_at DESC LIMIT $4)
       ORDER BY rank LIMIT $4`,
      [id, likeEscape(key), lang === 'de' ? 'en' : lang, limit],
    );
    return rows.map((r) => ({ propertyId: r.id }));
  }

  async syncProperties(): Promise<void> {
    // The database is the index.
  }

  async reindexAll(): Promise<void> {}
}
