import type { AuthChecker } from 'type-graphql';
import { requireViewer, type GraphQLContext } from './context';

/** Roles a field may require with `@Authorized(...)`; none yet beyond "logged in as an owner". */
export type Role = 'OWNER';

/**
 * `@Authorized()` fields need a logged-in owner: anonymous callers get UNAUTHENTICATED (thrown
 * here, so the one error formatter localizes it). Which listing an owner may see is checked by the
 * resolver that knows the listing (FORBIDDEN).
 */
export const authChecker: AuthChecker<GraphQLContext, Role> = async ({ context }) => {
  await requireViewer(context);
  return true;
};
