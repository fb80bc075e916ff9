import { graphql } from '../generated';

/** The smallest useful query: counts for the home search block's For sale / For rent buttons. */
export const CatalogSummaryQuery = graphql(`
  query CatalogSummary($lang: String) {
    forSale: properties(filter: { goal: SALE }, pageSize: 1, lang: $lang) {
      total
    }
    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {
      total
    }
  }
`);
