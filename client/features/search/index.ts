/** The search feature's public face for other features: the search box and where it leads. */
export { SearchBox, type ListTotals } from './search-box';
export { searchTargets, type SearchChoice, type SearchTargets } from './search-targets';
