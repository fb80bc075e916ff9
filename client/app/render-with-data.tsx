import { NetworkStatus, type ApolloClient, type ObservableQuery } from '@apollo/client';
import { getApolloContext, skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { wrapperSymbol } from '@apollo/client/react/internal';
import { canonicalStringify, print } from '@apollo/client/utilities';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { filter, firstValueFrom } from 'rxjs';

type UseQuery = typeof useQuery;
type QueryOptions = Exclude<Parameters<UseQuery>[1], typeof skipToken | undefined>;

/**
 * Renders the tree once, its queries included, for the server. Apollo's prerenderStatic renders the
 * whole page again for every level of queries that wait on another's data (four times for a home
 * or a detail page), each time writing and reading the cache anew: measured with bench:web, those
 * passes were most of a server render. Here a component whose query has no answer yet suspends;
 * React's static prerender carries on with the rest of the page and renders only that component
 * again once the answer is in the cache. The hooks keep their non-suspending `useQuery` API: the
 * components are the browser's, where the same calls find their data in the restored cache.
 * The hooks are swapped through Apollo's internal `wrapperSymbol`, here only:
 * render-with-data.test.tsx fails when an Apollo upgrade moves or drops it.
 */
export async function renderWithData(client: ApolloClient, tree: ReactNode): Promise<string> {
  const pending = new Map<string, Entry>();
  const ApolloContext = getApolloContext();
  const ssrUseQuery = ((query: Parameters<UseQuery>[0], options?: Parameters<UseQuery>[1]) =>
    useSuspendingQuery(pending, query, options)) as UseQuery;
  // A component that throws inside a Suspense boundary leaves the boundary's fallback, as
  // renderToString did (the browser renders it again); React's default logs the error.
  try {
    const { prelude } = await prerenderToNodeStream(
      <ApolloContext.Provider value={{ [wrapperSymbol]: { useQuery: () => ssrUseQuery } }}>
        {tree}
      </ApolloContext.Provider>,
      {
        // Every boundary inline, as renderToString writes it: a large one would otherwise be sent
        // after its fallback, to be swapped in by an inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    let html = '';
    // A Node stream of UTF-8 buffers (the client's typings know only the browser's streams).
    const decoder = new TextDecoder();
    for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array | string>)
      html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    html += decoder.decode();
    return html;
  } finally {
    for (const entry of pending.values()) entry.subscription.unsubscribe();
  }
}

interface Entry {
  observable: ObservableQuery;
  subscription: { unsubscribe(): void };
  /** Settles once the query has an answer (data or error). */
  answered: Promise<unknown>;
}

/** As Apollo's own server hook answers a skipped query: no data, not loading. */
const SKIPPED = Object.freeze({
  loading: false,
  data: undefined,
  dataState: 'empty',
  error: undefined,
  networkStatus: NetworkStatus.ready,
  partial: true,
});

function notAllowed(): never {
  throw new Error('This method cannot be called during a server render.');
}

/** `useQuery` for the server render: the same result once answered, a suspension until then. */
function useSuspendingQuery(
  pending: Map<string, Entry>,
  query: Parameters<UseQuery>[0],
  options: Parameters<UseQuery>[1] = {},
): ReturnType<UseQuery> {
  const client = useApolloClient(typeof options === 'object' ? options.client : undefined);
  const variables = typeof options === 'object' ? options.variables : undefined;
  const base = {
    client,
    refetch: notAllowed,
    fetchMore: notAllowed,
    subscribeToMore: notAllowed,
    updateQuery: notAllowed,
    startPolling: notAllowed,
    stopPolling: notAllowed,
    variables,
    previousData: undefined,
  };
  if (options === skipToken || options.skip || options.fetchPolicy === 'standby')
    return { ...base, ...SKIPPED } as unknown as ReturnType<UseQuery>;
  if (options.ssr === false || options.fetchPolicy === 'no-cache')
    return { ...base, ...useQuery.ssrDisabledResult } as unknown as ReturnType<UseQuery>;
  const key = `${print(query)}|${canonicalStringify(variables ?? {})}`;
  let entry = pending.get(key);
  if (!entry) {
    const observable = client.watchQuery({
      ...(options as QueryOptions),
      query,
      // The server asks once: a policy that would ask the network again reads the cache first.
      fetchPolicy:
        options.fetchPolicy === 'network-only' || options.fetchPolicy === 'cache-and-network'
          ? 'cache-first'
          : options.fetchPolicy,
    } as Parameters<ApolloClient['watchQuery']>[0]);
    entry = {
      observable,
      // Kept subscribed until the render ends, or the query would be torn down between retries.
      subscription: observable.subscribe({}),
      answered: firstValueFrom(observable.pipe(filter((r) => !r.loading))).catch(() => undefined),
    };
    pending.set(key, entry);
  }
  const result = entry.observable.getCurrentResult();
  // Thrown, not passed to `use`: React matches `use` calls by their order in the component, and a
  // component's queries change order as their data comes in (a skipped query starts once another
  // answered), so a later attempt could be handed an earlier query's settled promise.
  if (result.loading) throw entry.answered;
  return { ...base, observable: entry.observable, ...result } as unknown as ReturnType<UseQuery>;
}
