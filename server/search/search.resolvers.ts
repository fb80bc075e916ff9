import { SearchResolver } from './search.resolver';

export const SEARCH_RESOLVERS = [SearchResolver];

/** Root queries whose answers are public and the same for every visitor (response-cacheable). */
export const SEARCH_PUBLIC_QUERIES = ['search'];
