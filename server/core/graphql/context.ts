import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../config';
import { LoaderRegistry } from './loaders';

/** What every resolver receives. `lang` is the request's language for error messages. */
export interface GraphQLContext {
  ds: DataSource;
  loaders: LoaderRegistry;
  lang: LanguageCode;
}

export function createContext(ds: DataSource, lang: LanguageCode): GraphQLContext {
  return { ds, loaders: new LoaderRegistry(ds), lang };
}
