import { OwnerAuthResolver } from './owner-auth.resolver';
import { OwnerStatsResolver } from './owner-stats.resolver';

/** Who is logged in: per caller, never cached. */
export const OWNERS_UNCACHED_QUERIES = ['ownerAccount'];
/** `@Authorized()`: a logged-in owner only, and each checks the listing is theirs. */
export const OWNERS_AUTHORIZED_QUERIES = ['ownerProperties', 'ownerPropertyStats'];
/** Open to anyone: password checks are throttled per account and address, reset mails rate-limited. */
export const OWNERS_MUTATIONS = [
  'ownerLogin',
  'ownerLogout',
  'requestOwnerPasswordReset',
  'resetOwnerPassword',
];

export const OWNERS_RESOLVERS = [OwnerAuthResolver, OwnerStatsResolver] as const;
