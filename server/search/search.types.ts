import { Extensions, Field, Int, ObjectType } from 'type-graphql';
import { PropertyView } from '../catalog/property.view';
import { CityView, PropertyTypeView } from '../catalog/taxonomy.types';
import { SEARCH_LIMITS } from './search-engine.types';

@ObjectType({
  description:
    "How many listings the sale and rent lists hold for a search's text, matched as the lists match their free text.",
})
export class SearchListTotals {
  @Field(() => Int) sale: number;
  @Field(() => Int) rent: number;
}

@ObjectType({
  description: 'What the home search dropdown shows, grouped under types, cities and properties.',
})
export class SearchResult {
  @Field(() => [PropertyTypeView])
  @Extensions({ maxItems: SEARCH_LIMITS.types })
  types: PropertyTypeView[];

  @Field(() => [CityView], { description: 'With sale and rent counts; link only when the count is above 0.' })
  @Extensions({ maxItems: SEARCH_LIMITS.cities })
  cities: CityView[];

  @Field(() => [PropertyView])
  @Extensions({ maxItems: SEARCH_LIMITS.properties })
  properties: PropertyView[];

  /** The text searched, trimmed: what listTotals counts. */
  text: string;
}
