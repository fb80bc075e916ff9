import { graphql, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { DataSource, Logger as OrmLogger } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { appDataSource } from '../data-source';
import { formatError } from '../core/errors';
import { authChecker } from '../core/graphql/auth-checker';
import { createContext } from '../core/graphql/context';
import { freshDatabase } from '../testing/test-database';
import { CONTENT_RESOLVERS } from './content.resolvers';
import { seedContent } from '../demo/content/content.seed';

/** Test helpers of the content feature: a seeded private database and the content schema alone. */

export interface SeededContent {
  ds: DataSource;
  /** SQL statements run since the last reset(). */
  queries: string[];
  close(): Promise<void>;
}

/** A private copy of the run's database with the demo content, and a data source that counts its SQL. */
export async function seededContentDatabase(): Promise<SeededContent> {
  const queries: string[] = [];
  const logger: OrmLogger = {
    logQuery: (q) => void queries.push(q),
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };
  const ds = appDataSource(await freshDatabase(), { poolSize: 2, logger });
  await ds.initialize();
  try {
    await seedContent(ds);
  } catch (err) {
    await ds.destroy();
    throw err;
  }
  return { ds, queries, close: () => ds.destroy() };
}

let schema: Promise<GraphQLSchema> | undefined;
/** The content resolvers on their own, as the app builds them (validation on). */
export function contentSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema({
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeGraphQL's resolver class type
    resolvers: [...CONTENT_RESOLVERS] as unknown as NonEmptyArray<Function>,
    // TypeGraphQL's metadata is process-wide: once another feature's @Authorized fields are loaded
    // (test files share their modules), every schema it builds must have the checker.
    authChecker,
    validate: { forbidUnknownValues: false },
  });
  return schema;
}

export interface ExecResult<T> {
  data?: T | null;
  errors?: GraphQLFormattedError[];
}

/** Runs an operation against the content schema, errors formatted as the HTTP app formats them. */
export async function execContent<T = Record<string, unknown>>(
  ds: DataSource,
  query: string,
  variables?: Record<string, unknown>,
  lang: LanguageCode = 'en',
): Promise<ExecResult<T>> {
  const result = await graphql({
    schema: await contentSchema(),
    source: query,
    variableValues: variables,
    contextValue: createContext(ds, lang),
  });
  return {
    data: result.data as T | null | undefined,
    errors: result.errors?.map((e) => formatError(e.toJSON(), e, lang, false)),
  };
}
