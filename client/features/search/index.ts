/** The search feature's public face for other features: the search box and where it leads. */
export { SearchBox } from './search-box';
export type { SearchChoice, SearchTargets } from './search-targets';
