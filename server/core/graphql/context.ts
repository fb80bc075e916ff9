import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../config';
import { LoaderRegistry } from './loaders';

/** Who is asking, as far as rate limits and audit need to know. Not stored with visit events. */
export interface RequestClient {
  ip: string;
  userAgent: string;
}

/** What every resolver receives. `lang` is the request's language for error messages. */
export interface GraphQLContext {
  ds: DataSource;
  loaders: LoaderRegistry;
  lang: LanguageCode;
  client: RequestClient;
}

/** In-process callers (server rendering, scripts) are the server itself. */
export const LOCAL_CLIENT: RequestClient = { ip: '127.0.0.1', userAgent: 'server' };

export function createContext(ds: DataSource, lang: LanguageCode, client: RequestClient = LOCAL_CLIENT): GraphQLContext {
  return { ds, loaders: new LoaderRegistry(ds), lang, client };
}
