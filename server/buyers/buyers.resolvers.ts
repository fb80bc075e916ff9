import { BuyerAreaResolver } from './buyer-area.resolver';

export const BUYERS_RESOLVERS = [BuyerAreaResolver] as const;
