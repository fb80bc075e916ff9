import { ArrayMaxSize } from 'class-validator';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BUYER_FAVOURITES_MAX } from './buyer-area.service';

export enum BuyerAccess {
  /** A buyer logged in with a mailed link: the area holds everything tied to the address. */
  LOGIN = 'LOGIN',
  /** No login, but a manage link of an alert mail was opened in this browser: its address's alerts. */
  MANAGE_LINK = 'MANAGE_LINK',
  /** Neither: the area holds what the browser keeps (its favourites). */
  NONE = 'NONE',
}
registerEnumType(BuyerAccess, {
  name: 'BuyerAccess',
  description: 'How the buyers’ area knows this browser.',
});

export enum SearchFrequency {
  INSTANT = 'instant',
  DAILY = 'daily',
  WEEKLY = 'weekly',
}
registerEnumType(SearchFrequency, {
  name: 'SearchFrequency',
  description: 'How often a saved search mails.',
});

@ObjectType({ description: 'A confirmed saved search of the area’s address.' })
export class BuyerSearch {
  @Field() id: string;
  @Field(() => String, { nullable: true, description: 'The name its owner gave it.' }) name: string | null;
  @Field({ description: 'Its criteria in one line, in the requested language.' }) summary: string;
  @Field(() => SearchFrequency) frequency: SearchFrequency;
  @Field() paused: boolean;
}

@ObjectType({ description: 'A confirmed watch of one listing by the area’s address.' })
export class BuyerWatch {
  @Field() id: string;
  @Field() paused: boolean;
  @Field(() => Int, { nullable: true, description: 'Null once the listing left the site.' })
  propertyId: number | null;
}

@ObjectType({ description: 'The buyers’ area of the browser asking: never cached.' })
export class BuyerArea {
  @Field(() => BuyerAccess) access: BuyerAccess;
  @Field(() => String, {
    nullable: true,
    description: 'The address the area speaks for (LOGIN, MANAGE_LINK).',
  })
  email: string | null;
  @Field(() => [Int], {
    description: 'The logged-in buyer’s favourites, newest first (empty without login).',
  })
  favouriteIds: number[];
  @Field(() => [BuyerSearch]) searches: BuyerSearch[];
  @Field(() => [BuyerWatch]) watches: BuyerWatch[];
}

@InputType({ description: 'Listings to add to and remove from the logged-in buyer’s favourites.' })
export class FavouritesChange {
  @Field(() => [Int], {
    defaultValue: [],
    description: 'Newest first; listings not on the site are skipped.',
  })
  @ArrayMaxSize(BUYER_FAVOURITES_MAX)
  add: number[];

  @Field(() => [Int], { defaultValue: [] })
  @ArrayMaxSize(BUYER_FAVOURITES_MAX)
  remove: number[];
}
