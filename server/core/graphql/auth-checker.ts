import type { AuthChecker } from 'type-graphql';
import { AppError } from '../errors';
import { requireViewer, type GraphQLContext, type Role } from './context';

/**
 * Fields declared for a role (field-access.ts puts `@Authorized(role)` on them) need a logged-in
 * person of one of its roles: no session is UNAUTHENTICATED, another role FORBIDDEN (thrown here,
 * so the one error formatter localizes them). Which listing an owner may see is checked by the
 * resolver that knows the listing.
 */
export const authChecker: AuthChecker<GraphQLContext, Role> = async ({ context }, roles) => {
  const viewer = await requireViewer(context);
  if (roles.length > 0 && !roles.includes(viewer.role)) throw new AppError('FORBIDDEN', 'auth.forbidden');
  return true;
};
