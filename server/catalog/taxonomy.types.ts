import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('PropertyType', {
  description: 'A web type (house, apartment …) with the number of listed properties.',
})
export class PropertyTypeView {
  @Field(() => Int, { description: 'The CRM WebID; the lists filter on it.' }) id: number;
  @Field() webId: string;
  @Field() name: string;
  @Field(() => Int) showOrder: number;
  @Field() sale: boolean;
  @Field() rent: boolean;
  @Field(() => Int) countSaleProperty: number;
  @Field(() => Int) countRentProperty: number;
  @Field(() => String, { nullable: true, description: 'Icons exist for WebID 1 to 7.' }) iconUrl:
    string | null;
}

@ObjectType('City', { description: 'A municipality at one postcode, named in the requested language.' })
export class CityView {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field() zip: string;
  @Field(() => Int) countryId: number;
  @Field() countryName: string;
  @Field(() => Int) countSale: number;
  @Field(() => Int) countRent: number;
  @Field(() => Int, { description: 'countSale + countRent.' }) propertyCount: number;
  @Field({ description: 'The value of the lists\' city filter: "name|zip".' }) filter: string;
}
