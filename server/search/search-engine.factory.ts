import type { DataSource } from 'typeorm';
import { config } from '../core/config';
import { MeiliSearchEngine } from './meili.search-engine';
import { PgSearchEngine } from './pg.search-engine';
import type { SearchEngine } from './search-engine.types';

const engines = new WeakMap<DataSource, SearchEngine>();

/** The search engine for a database: Meilisearch when MEILI_URL is set, else PostgreSQL. One per data source. */
export function searchEngineFor(ds: DataSource): SearchEngine {
  let engine = engines.get(ds);
  if (!engine) {
    const { MEILI_URL, MEILI_KEY } = config();
    engine = MEILI_URL ? new MeiliSearchEngine(ds, MEILI_URL, MEILI_KEY) : new PgSearchEngine(ds);
    engines.set(ds, engine);
  }
  return engine;
}
