import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  type InMemoryCacheConfig,
  type NormalizedCacheObject,
} from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';
import { print } from '@apollo/client/utilities';
import { Observable } from 'rxjs';
import type { ExecuteOperation } from '../../common/server-render';

export type { ExecuteOperation } from '../../common/server-render';

const CACHE_OPTIONS: InMemoryCacheConfig = {
  typePolicies: {
    // Listing views differ per language: never merge two languages' views of one listing.
    Property: { keyFields: false },
    City: { keyFields: false },
    PropertyType: { keyFields: false },
    // Id-less objects asked for by several queries (layout and page): merge their fields, or
    // each write would drop the other query's fields and both would refetch forever.
    ResolvedPath: { merge: true },
    SiteConfig: { merge: true },
    SiteAgency: { merge: true },
    SiteHeader: { merge: true },
    SiteBanner: { merge: true },
  },
};

const createCache = () => new InMemoryCache(CACHE_OPTIONS);

/**
 * The server render's cache. Each answer reaches its own query directly; telling every other query
 * of the page about each write (re-reading all of them from the store, five answers into five
 * queries) was the largest single cost of a server render in bench:web's profile, and nothing on
 * the server watches for later changes: the page renders once, from the answers.
 */
class ServerRenderCache extends InMemoryCache {
  protected override broadcastWatches(): void {}
}

export function createServerClient(execute: ExecuteOperation): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((subscriber) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        })
          .then((result) => {
            subscriber.next(result as ApolloLink.Result);
            subscriber.complete();
          })
          .catch((err: unknown) => subscriber.error(err));
      }),
  );
  return new ApolloClient({ link, cache: new ServerRenderCache(CACHE_OPTIONS), ssrMode: true });
}

/**
 * The browser's client. Every request says the page's language (`x-lang`): the server writes its
 * messages (a wrong password, a wait, an ended session, any error) in it, whatever the browser's
 * Accept-Language says.
 */
export function createBrowserClient(state: NormalizedCacheObject | undefined, locale: string): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state);
  // BaseHttpLink: HttpLink without the client-awareness headers, which this site does not set.
  return new ApolloClient({
    link: new BaseHttpLink({ uri: '/graphql', headers: { 'x-lang': locale } }),
    cache,
  });
}
