import { Arg, Ctx, Extensions, FieldResolver, Resolver, Root } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import { findPropertiesAsCards } from '../catalog/property-cards.service';
import { PropertyView } from '../catalog/property.view';
import { countListsFor } from '../catalog/property.service';
import { listCities, listPropertyTypes } from '../catalog/taxonomy.service';
import { config } from '../core/config';
import { badInput } from '../core/errors';
import type { GraphQLContext } from '../core/graphql/context';
import { parseLanguage } from '../core/localized';
import { SEARCH_LIMITS } from './search-engine.types';
import { searchEngineFor } from './search-engine.factory';
import { SearchListTotals, SearchResult } from './search.types';

export const SEARCH_TEXT_MAX = 100;

/**
 * The query cost of one search, before what it selects: it matches the text against every
 * listing's title, every city and every type, and answers a few rows. Above a third of the cost
 * limit, so one operation holds at most two searches (the search box sends one).
 */
export const SEARCH_COST = 1_800;

/**
 * The cost of the lists' totals for the text: one count over every listing matching each word's
 * start in streets, cities and types, as the lists' own text count costs (the catalog's 10 + 400).
 * With the search it stays under the turn-taking threshold: the home box asks for both at once.
 */
export const LIST_TOTALS_COST = 410;

@Resolver(() => SearchResult)
export class SearchResolver {
  @QueryFor('cached', () => SearchResult, {
    description:
      'Accent- and case-insensitive; property id exact; cities by name, zip or accent-stripped name. Blank text gives empty lists.',
  })
  @Extensions({ cost: SEARCH_COST })
  async search(
    @Ctx() ctx: GraphQLContext,
    @Arg('text', () => String) text: string,
    @Arg('lang', () => String, { nullable: true }) langArg: string | undefined,
  ): Promise<SearchResult> {
    const lang = parseLanguage(langArg, config().DEFAULT_LANGUAGE);
    if (text.length > SEARCH_TEXT_MAX)
      throw badInput('error.searchTooLong', { max: SEARCH_TEXT_MAX }, 'text');
    const hits = await searchEngineFor(ctx.ds).search(text, lang, SEARCH_LIMITS);
    const [types, cities, properties] = await Promise.all([
      hits.types.length
        ? listPropertyTypes(
            ctx.ds,
            lang,
            hits.types.map((t) => t.typeId),
          )
        : [],
      hits.cities.length
        ? listCities(
            ctx.ds,
            lang,
            null,
            hits.cities.map((c) => c.cityId),
          )
        : [],
      // The titles' texts, city and photo come with their rows: their fields read no more.
      findPropertiesAsCards(
        ctx.ds,
        ctx.loaders,
        hits.properties.map((p) => p.propertyId),
      ),
    ]);
    return {
      types,
      cities,
      properties: properties.map((p) => new PropertyView(p, lang)),
      text: text.trim(),
    };
  }

  @FieldResolver(() => SearchListTotals, {
    description:
      'What the sale and rent lists hold for this text as their free text (`filter.text`, the `q` of their pages), so a button that opens them can say how many they show.',
  })
  @Extensions({ cost: LIST_TOTALS_COST })
  listTotals(@Root() result: SearchResult, @Ctx() ctx: GraphQLContext): Promise<SearchListTotals> {
    return countListsFor(ctx.ds, { text: result.text });
  }
}
