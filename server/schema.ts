import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { CATALOG_PUBLIC_QUERIES, CATALOG_RESOLVERS } from './catalog/catalog.resolvers';
import { CONTENT_PUBLIC_QUERIES, CONTENT_RESOLVERS } from './content/content.resolvers';
import { FORMS_MUTATIONS, FORMS_RESOLVERS, FORMS_UNCACHED_QUERIES } from './forms/forms.resolvers';
import {
  OWNERS_AUTHORIZED_QUERIES,
  OWNERS_MUTATIONS,
  OWNERS_RESOLVERS,
  OWNERS_UNCACHED_QUERIES,
} from './owners/owners.resolvers';
import { SEARCH_PUBLIC_QUERIES, SEARCH_RESOLVERS } from './search/search.resolvers';
import { authChecker } from './core/graphql/auth-checker';

const RESOLVERS = [
  ...CATALOG_RESOLVERS,
  ...SEARCH_RESOLVERS,
  ...CONTENT_RESOLVERS,
  ...FORMS_RESOLVERS,
  ...OWNERS_RESOLVERS,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeGraphQL's resolver class type
] as unknown as NonEmptyArray<Function>;

/** Root queries anyone may call and whose answers are the same for everyone. */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set([
  ...CATALOG_PUBLIC_QUERIES,
  ...SEARCH_PUBLIC_QUERIES,
  ...CONTENT_PUBLIC_QUERIES,
]);

/** Root queries anyone may call whose answers differ per caller: never cached. */
export const UNCACHED_QUERY_FIELDS: ReadonlySet<string> = new Set([
  ...FORMS_UNCACHED_QUERIES,
  ...OWNERS_UNCACHED_QUERIES,
]);

/** Root queries for a logged-in owner only (`@Authorized()`); never cached. */
export const AUTHORIZED_QUERY_FIELDS: ReadonlySet<string> = new Set([...OWNERS_AUTHORIZED_QUERIES]);

/** Mutations anyone may call: each is rate-limited and validated on the server. */
export const PUBLIC_MUTATION_FIELDS: ReadonlySet<string> = new Set([...FORMS_MUTATIONS, ...OWNERS_MUTATIONS]);

export const SCHEMA_FILE = path.resolve(__dirname, '../schema/schema.graphql');

let built: Promise<GraphQLSchema> | undefined;
/** The application schema, built once per process. */
export function appSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers: RESOLVERS, authChecker, validate: { forbidUnknownValues: false } });
  return built;
}
