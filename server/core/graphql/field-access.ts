import { Authorized, Mutation, Query } from 'type-graphql';
import type { Role } from './context';

type QueryArgs = Parameters<typeof Query>;
type ReturnTypeFunc = Extract<QueryArgs[0], (...args: never[]) => unknown>;
type FieldOptions = NonNullable<Parameters<typeof Query>[1]>;

/**
 * Who may call a root field, declared on the field itself:
 * - `cached`: anyone, and the answer is the same for everyone, so the response cache may keep it;
 * - `per-caller`: anyone, but the answer depends on who asks (a captcha, the session): never cached;
 * - a role: only a logged-in person of that role (UNAUTHENTICATED without a session, FORBIDDEN
 *   with another role); never cached.
 */
export type FieldAccess = 'cached' | 'per-caller' | Role;

/** Every root field's access by its operation and name, filled as the resolver classes load. */
const ROOT_FIELDS = { query: new Map<string, FieldAccess>(), mutation: new Map<string, FieldAccess>() };

function rootField(
  operation: keyof typeof ROOT_FIELDS,
  access: FieldAccess,
  field: MethodDecorator,
): MethodDecorator {
  return (target, key, descriptor) => {
    ROOT_FIELDS[operation].set(String(key), access);
    if (access !== 'cached' && access !== 'per-caller') Authorized(access)(target, key, descriptor);
    field(target, key, descriptor);
  };
}

/** A root query and who may call it (FieldAccess). */
export const QueryFor = (access: FieldAccess, returns: ReturnTypeFunc, options?: FieldOptions) =>
  rootField('query', access, Query(returns, options));

/**
 * A mutation and who may call it: `per-caller` for the public ones (each rate-limited and validated
 * on the server), a role for the others. Mutations are never cached.
 */
export const MutationFor = (
  access: Exclude<FieldAccess, 'cached'>,
  returns: ReturnTypeFunc,
  options?: FieldOptions,
) => rootField('mutation', access, Mutation(returns, options));

/** The names of the root fields of `operation` declared with one of `accesses`. */
export function rootFieldsWith(
  operation: keyof typeof ROOT_FIELDS,
  ...accesses: FieldAccess[]
): ReadonlySet<string> {
  return new Set(
    [...ROOT_FIELDS[operation]].filter(([, access]) => accesses.includes(access)).map(([name]) => name),
  );
}

/** Every root field of `operation` with its declared access. */
export const declaredRootFields = (operation: keyof typeof ROOT_FIELDS): ReadonlyMap<string, FieldAccess> =>
  ROOT_FIELDS[operation];
