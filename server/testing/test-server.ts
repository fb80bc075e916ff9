import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import type { DataSource, Logger as OrmLogger } from 'typeorm';
import { createApp } from '../app';
import { appDataSource } from '../data-source';
import type { GraphQLContext } from '../core/graphql/context';
import type { ResponseCache } from '../core/graphql/response-cache';
import type { PageCache } from '../web/page-cache';

export interface TestServer {
  url: string;
  ds: DataSource;
  /** Rendered public pages, when started with a response cache. */
  pageCache: PageCache | undefined;
  /** POSTs a GraphQL operation; returns the parsed body and the HTTP status. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResult<T>>;
  close(): Promise<void>;
}

export interface GraphQLResult<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** The real HTTP app on an ephemeral port, against a real database. */
export async function startTestServer(
  databaseUrl: string,
  {
    plugins = [],
    logger,
    responseCache,
    queuePrefix,
    poolSize = 4,
    pageCacheMaxBytes,
  }: {
    plugins?: ApolloServerPlugin<GraphQLContext>[];
    logger?: OrmLogger;
    responseCache?: ResponseCache;
    queuePrefix?: string;
    poolSize?: number;
    pageCacheMaxBytes?: number;
  } = {},
): Promise<TestServer> {
  const ds = appDataSource(databaseUrl, { poolSize, logger });
  await ds.initialize();
  const { handler, stop, pageCache } = await createApp({
    ds,
    plugins,
    responseCache,
    queuePrefix,
    pageCacheMaxBytes,
  });
  const server: Server = await new Promise((resolve) => {
    const s = createServer(handler).listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    ds,
    pageCache,
    async gql(query, variables, headers = {}) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as Omit<GraphQLResult<never>, 'status'>;
      return { status: res.status, ...body } as GraphQLResult<never>;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      await ds.destroy();
    },
  };
}
