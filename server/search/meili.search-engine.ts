import { Meilisearch } from 'meilisearch';
import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { logger } from '../core/logger';
import type { SearchEngine, SearchHits, SearchLimits } from './search-engine.types';
import { PgSearchEngine } from './pg.search-engine';

const PROPERTIES = 'properties';
const CITIES = 'cities';
const BATCH = 2_000;

interface PropertyDocument {
  id: number;
  title_nl: string;
  title_fr: string;
  title_en: string;
  city: string[];
  zip: string;
  listed: boolean;
}
interface CityDocument {
  id: number;
  zip: string;
  names: string[];
}

/**
 * Meilisearch for typo-tolerant text search, used when MEILI_URL is set. Property ids and types
 * are still matched in PostgreSQL (exact id, nine types); the database stays the source of truth
 * and the index is brought in step by `syncProperties` after every import.
 */
export class MeiliSearchEngine implements SearchEngine {
  readonly name = 'meilisearch';
  private readonly client: Meilisearch;
  private readonly fallback: PgSearchEngine;
  private configured: Promise<void> | undefined;

  constructor(
    private readonly ds: DataSource,
    url: string,
    apiKey?: string,
  ) {
    this.client = new Meilisearch({ host: url, apiKey });
    this.fallback = new PgSearchEngine(ds);
  }

  private configure(): Promise<void> {
    this.configured ??= (async () => {
      await this.client
        .index(PROPERTIES)
        .updateSettings({
          searchableAttributes: ['title_nl', 'title_fr', 'title_en', 'city', 'zip'],
          filterableAttributes: ['listed'],
        })
        .waitTask();
      await this.client
        .index(CITIES)
        .updateSettings({ searchableAttributes: ['names', 'zip'] })
        .waitTask();
    })();
    return this.configured;
  }

  async search(text: string, lang: LanguageCode, limits: SearchLimits): Promise<SearchHits> {
    const q = text.trim();
    if (q === '') return { types: [], cities: [], properties: [] };
    try {
      const [base, cities, props] = await Promise.all([
        this.fallback.search(q, lang, {
          types: limits.types,
          cities: 0,
          properties: /^\d+$/.test(q) ? limits.properties : 0,
        }),
        this.client
          .index<CityDocument>(CITIES)
          .search(q, { limit: limits.cities, attributesToRetrieve: ['id'] }),
        this.client.index<PropertyDocument>(PROPERTIES).search(q, {
          limit: limits.properties,
          attributesToRetrieve: ['id'],
          attributesToSearchOn: [`title_${lang === 'de' ? 'en' : lang}`],
        }),
      ]);
      const propertyIds = [...base.properties.map((p) => p.propertyId), ...props.hits.map((h) => h.id)];
      return {
        types: base.types,
        cities: cities.hits.map((h) => ({ cityId: h.id })),
        properties: [...new Set(propertyIds)]
          .slice(0, limits.properties)
          .map((propertyId) => ({ propertyId })),
      };
    } catch (err) {
      // Search must keep working when the engine is down: the database can answer too.
      logger.warn({ err }, 'meilisearch unavailable; searching in PostgreSQL');
      return this.fallback.search(q, lang, limits);
    }
  }

  async syncProperties(ids: number[]): Promise<void> {
    await this.configure();
    for (let i = 0; i < ids.length; i += BATCH) {
      const chunk = ids.slice(i, i + BATCH);
      const docs = await this.loadDocuments(chunk);
      const present = new Set(docs.map((d) => d.id));
      const gone = chunk.filter((id) => !present.has(id));
      if (docs.length)
        await this.client.index(PROPERTIES).addDocuments(docs, { primaryKey: 'id' }).waitTask();
      if (gone.length) await this.client.index(PROPERTIES).deleteDocuments(gone).waitTask();
    }
    await this.syncCities();
  }

  async reindexAll(): Promise<void> {
    await this.configure();
    await this.client.index(PROPERTIES).deleteAllDocuments().waitTask();
    const rows: { id: number }[] = await this.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL ORDER BY id`,
    );
    await this.syncProperties(rows.map((r) => r.id));
  }

  private async syncCities(): Promise<void> {
    const rows: { id: number; zip: string; names: Record<string, string> }[] = await this.ds.query(
      `SELECT id, zip, names FROM city`,
    );
    const docs: CityDocument[] = rows.map((r) => ({
      id: r.id,
      zip: r.zip,
      names: [...new Set(Object.values(r.names))],
    }));
    await this.client.index(CITIES).addDocuments(docs, { primaryKey: 'id' }).waitTask();
  }

  /** Documents for the visible listings among `ids` (withdrawn ones are left out, to be deleted). */
  private async loadDocuments(ids: number[]): Promise<PropertyDocument[]> {
    const rows: {
      id: number;
      zip: string;
      marquee: number;
      names: Record<string, string>;
      titles: Record<string, string> | null;
    }[] = await this.ds.query(
      `SELECT p.id, p.zip, p.marquee, c.names,
              (SELECT jsonb_object_agg(t.lang, t.title) FROM property_text t WHERE t.property_id = p.id) AS titles
         FROM property p JOIN city c ON c.id = p.city_id
        WHERE p.id = ANY($1) AND p.withdrawn_at IS NULL`,
      [ids],
    );
    return rows.map((r) => ({
      id: r.id,
      title_nl: r.titles?.nl ?? '',
      title_fr: r.titles?.fr ?? '',
      title_en: r.titles?.en ?? '',
      city: [...new Set(Object.values(r.names))],
      zip: r.zip,
      listed: r.marquee !== 3 && r.marquee !== 4,
    }));
  }
}
