import { Field, Int, ObjectType } from 'type-graphql';
import { PropertyView } from './property.view';

@ObjectType()
export class PropertyPage {
  @Field(() => [PropertyView]) items: PropertyView[];
  @Field(() => Int) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) pageSize: number;
  @Field(() => Int, { description: 'At least 1, so "Page 1 of 1" shows for an empty list.' })
  pageCount: number;
}
