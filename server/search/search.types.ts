import { Field, ObjectType } from 'type-graphql';
import { PropertyView } from '../catalog/property.view';
import { CityView, PropertyTypeView } from '../catalog/taxonomy.types';

@ObjectType({
  description: 'What the home search dropdown shows, grouped under types, cities and properties.',
})
export class SearchResult {
  @Field(() => [PropertyTypeView]) types: PropertyTypeView[];
  @Field(() => [CityView], { description: 'With sale and rent counts; link only when the count is above 0.' })
  cities: CityView[];
  @Field(() => [PropertyView]) properties: PropertyView[];
}
