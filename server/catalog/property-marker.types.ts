import { Field, Float, Int, ObjectType } from 'type-graphql';
import { AvailabilityValue, GoalFilter, Photo, Price } from './property.types';

/**
 * One listing on the results map: what a marker and its small card show, and nothing that reaches
 * beyond the listing's own row and its batched texts, city and first photo. The map asks for up to
 * a thousand at once, so the type stays flat: a visitor cannot hang the detail groups, the photos
 * or similar listings off a thousand markers.
 */
@ObjectType('PropertyMarker')
export class PropertyMarker {
  @Field(() => Int, { description: 'The CRM reference ("Ref").' }) id: number;
  @Field(() => GoalFilter) goal: GoalFilter;
  @Field(() => AvailabilityValue) availability: AvailabilityValue;
  @Field(() => Int, { description: 'CRM Marquee: 0 and 2 option, 1 available, 3 sold, 4 rented.' })
  marquee: number;
  @Field(() => String, {
    nullable: true,
    description: 'The ribbon, as on the listing (see Property.ribbon).',
  })
  ribbon: string | null;
  @Field(() => Price) price: Price;
  @Field(() => Float) latitude: number;
  @Field(() => Float) longitude: number;
  @Field() title: string;
  @Field({ description: 'The city name in the requested language.' }) city: string;
  @Field({ description: 'The detail page path in the requested language.' }) path: string;
  @Field(() => Photo, { nullable: true, description: 'The first photo.' }) thumbnail: Photo | null;
}
