import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { CATALOG_RESOLVERS } from './catalog/catalog.resolvers';
import { CONTENT_RESOLVERS } from './content/content.resolvers';
import { FORMS_RESOLVERS } from './forms/forms.resolvers';
import { AppointmentResolver } from './appointments/appointment.resolver';
import { DemandNewsletterResolver } from './alerts/demand-newsletter.resolver';
import { RentOfferResolver } from './offers/rent-offer.resolver';
import { TestimonialFormResolver } from './testimonials/testimonial-form.resolver';
import { OWNERS_RESOLVERS } from './owners/owners.resolvers';
import { BUYERS_RESOLVERS } from './buyers/buyers.resolvers';
import { SEARCH_RESOLVERS } from './search/search.resolvers';
import { authChecker } from './core/graphql/auth-checker';
import { rootFieldsWith } from './core/graphql/field-access';
import { ROLES } from './core/graphql/context';

const RESOLVERS = [
  ...CATALOG_RESOLVERS,
  ...SEARCH_RESOLVERS,
  ...CONTENT_RESOLVERS,
  ...FORMS_RESOLVERS,
  RentOfferResolver,
  AppointmentResolver,
  DemandNewsletterResolver,
  TestimonialFormResolver,
  ...OWNERS_RESOLVERS,
  ...BUYERS_RESOLVERS,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeGraphQL's resolver class type
] as unknown as NonEmptyArray<Function>;

// Each root field declares who may call it (`QueryFor`, `MutationFor`); the resolver classes above
// have loaded, so the lists below are whole.

/** Root queries anyone may call and whose answers are the same for everyone. */
export const PUBLIC_QUERY_FIELDS = rootFieldsWith('query', 'cached');

/** Root queries anyone may call whose answers differ per caller: never cached. */
export const UNCACHED_QUERY_FIELDS = rootFieldsWith('query', 'per-caller');

/** Root queries for a logged-in person of one role only; never cached. */
export const AUTHORIZED_QUERY_FIELDS = rootFieldsWith('query', ...ROLES);

/** Mutations anyone may call: each is rate-limited and validated on the server. */
export const PUBLIC_MUTATION_FIELDS = rootFieldsWith('mutation', 'per-caller');

/** Mutations for a logged-in person of one role only. */
export const AUTHORIZED_MUTATION_FIELDS = rootFieldsWith('mutation', ...ROLES);

export const SCHEMA_FILE = path.resolve(__dirname, '../schema/schema.graphql');

let built: Promise<GraphQLSchema> | undefined;
/** The application schema, built once per process. */
export function appSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers: RESOLVERS, authChecker, validate: { forbidUnknownValues: false } });
  return built;
}
