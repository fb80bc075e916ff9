import { SearchResolver } from './search.resolver';

export const SEARCH_RESOLVERS = [SearchResolver];
