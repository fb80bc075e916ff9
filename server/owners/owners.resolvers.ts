import { OwnerAuthResolver } from './owner-auth.resolver';
import { OwnerStatsResolver } from './owner-stats.resolver';

export const OWNERS_RESOLVERS = [OwnerAuthResolver, OwnerStatsResolver] as const;
