import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';

export enum GoalFilter {
  SALE = 'SALE',
  RENT = 'RENT',
}
registerEnumType(GoalFilter, { name: 'Goal', description: 'Sale (CRM Goal 0) or rent (any other Goal).' });

export enum ListStatus {
  AVAILABLE = 'AVAILABLE',
  ALL = 'ALL',
}
registerEnumType(ListStatus, {
  name: 'ListStatus',
  description: 'AVAILABLE: available and under option (the default). ALL: also sold and rented.',
});

export enum AvailabilityValue {
  AVAILABLE = 'AVAILABLE',
  OPTION = 'OPTION',
  SOLD = 'SOLD',
  RENTED = 'RENTED',
}
registerEnumType(AvailabilityValue, { name: 'Availability' });

export enum EnergyRegion {
  FLANDERS = 'FLANDERS',
  BRUSSELS = 'BRUSSELS',
  WALLONIA = 'WALLONIA',
  LUXEMBOURG = 'LUXEMBOURG',
}
/** Most cities one list filter may name (a visitor picks a few communes, not the country). */
export const CITIES_FILTER_MAX = 20;
/** Longest free text a list filter takes: what the search box sends. */
export const TEXT_FILTER_MAX = 100;

registerEnumType(EnergyRegion, {
  name: 'EnergyRegion',
  description: 'Region deciding the energy label scale: from the postcode in Belgium.',
});

export enum EnergyLetterValue {
  A_PLUS = 'A_PLUS',
  A = 'A',
  B = 'B',
  C = 'C',
  D = 'D',
  E = 'E',
  F = 'F',
  G = 'G',
}
registerEnumType(EnergyLetterValue, {
  name: 'EnergyLetter',
  description:
    'An energy label on the common A+…G scale, whatever the region: a sub-band (b_plus, b_sub) counts as its letter, A++ as A+, and Luxembourg H and I as G.',
});

export enum PropertySort {
  NEWEST = 'NEWEST',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  LIVING_AREA_DESC = 'LIVING_AREA_DESC',
  AVAILABLE_NEWEST = 'AVAILABLE_NEWEST',
}
registerEnumType(PropertySort, {
  name: 'PropertySort',
  description:
    "List order. Price on demand and unpublished prices come last in both price orders; listings without a living area come last by area; AVAILABLE_NEWEST puts available listings before those under option (then sold or rented), newest first within each (the home page's latest offers). Ties are broken by id, so pages never repeat or skip a listing.",
});

@InputType()
export class PropertyFilter {
  @Field(() => GoalFilter, { nullable: true }) goal?: GoalFilter;
  @Field({
    nullable: true,
    description: 'A city as "name|zip", e.g. "Waterloo|1410".',
    deprecationReason: 'Use cities',
  })
  @IsOptional()
  @MaxLength(120)
  city?: string;
  @Field(() => [String], {
    nullable: true,
    description: `Cities as "name|zip" ("Ixelles|1050"), at most ${CITIES_FILTER_MAX}: a listing in any of them matches.`,
  })
  cities?: string[];
  @Field(() => Int, { nullable: true, description: 'A web type id (PropertyType.id).' }) type?: number;
  @Field(() => ListStatus, { nullable: true, defaultValue: ListStatus.AVAILABLE }) status?: ListStatus;
  @Field(() => String, {
    nullable: true,
    description: `Free text, at most ${TEXT_FILTER_MAX} characters: every word must match the city name (any language, accents ignored), the postcode's start, the street, the type name or the reference. Blank is no filter.`,
  })
  text?: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Euros. Listings without a published price are left out.',
  })
  minPrice?: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Euros. Listings without a published price are left out.',
  })
  maxPrice?: number;
  @Field(() => Int, { nullable: true }) minBedrooms?: number;
  @Field(() => Int, { nullable: true, description: 'm² of living area.' }) minLivingArea?: number;
  @Field(() => EnergyLetterValue, {
    nullable: true,
    description:
      'This letter or better (C keeps A+, A, B and C); listings without a known label are left out.',
  })
  maxEnergyLabel?: EnergyLetterValue;
}

@ObjectType()
export class Price {
  @Field(() => Float, { nullable: true, description: 'Null when the price is not published or on demand.' })
  amount: number | null;
  @Field({
    description:
      'nl-BE euros, e.g. "€ 350.000"; "starting from" for PriceUnit 7; "Price on demand" when hidden.',
  })
  formatted: string;
  @Field() onDemand: boolean;
  @Field() startingFrom: boolean;
  @Field(() => Int, { nullable: true }) unit: number | null;
}

@ObjectType()
export class Photo {
  @Field() url: string;
  @Field(() => Int) width: number;
  @Field(() => Int) height: number;
  @Field() name: string;
  @Field(() => Int) position: number;
}

@ObjectType()
export class EnergyLabel {
  @Field(() => Float, { nullable: true, description: 'kWh/m².year' }) epcValue: number | null;
  @Field(() => String, { nullable: true }) epcLabelText: string | null;
  @Field(() => EnergyRegion, { nullable: true }) region: EnergyRegion | null;
  @Field(() => String, { nullable: true, description: 'The band key of the region scale: a_plus, b_sub, …' })
  band: string | null;
  @Field(() => EnergyLetterValue, {
    nullable: true,
    description: "The band's letter on the common A+…G scale (the lists' filter); null when unknown.",
  })
  letter: EnergyLetterValue | null;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field(() => Float, { nullable: true }) specificEnergy: number | null;
  @Field(() => Float, { nullable: true, description: 'kWh/year' }) totalEnergy: number | null;
  @Field(() => Float, { nullable: true, description: 'kg CO2/m².year' }) co2Emission: number | null;
  @Field(() => Float, { nullable: true }) eLevel: number | null;
  @Field(() => String, { nullable: true }) certificateNumber: string | null;
  @Field(() => String, { nullable: true, description: 'DD-MM-YYYY' }) certificateEndDate: string | null;
}

@ObjectType()
export class Address {
  @Field(() => String, { nullable: true }) street: string | null;
  @Field(() => String, { nullable: true }) houseNumber: string | null;
  @Field(() => String, { nullable: true }) boxNr: string | null;
  @Field() zip: string;
  @Field() city: string;
  @Field(() => Int) countryId: number;
  @Field() countryName: string;
  @Field({ description: 'One line, street part only when the address is published.' }) formatted: string;
  @Field() published: boolean;
}

@ObjectType()
export class LocalizedPaths {
  @Field() nl: string;
  @Field() fr: string;
  @Field() en: string;
  @Field() de: string;
}

@ObjectType()
export class Costs {
  @Field(() => String, { nullable: true }) uniqueCode: string | null;
  @Field() priceOnDemand: boolean;
  @Field(() => Float, { nullable: true }) monthlyRent: number | null;
  @Field(() => Float, { nullable: true }) chargesRenter: number | null;
  @Field(() => Float, { nullable: true }) chargesOwner: number | null;
  @Field(() => Float, { nullable: true }) depositAmount: number | null;
  @Field(() => Float, { nullable: true }) agencyCost: number | null;
  @Field(() => Float, { nullable: true }) inventoryCost: number | null;
}

@ObjectType()
export class Rooms {
  @Field(() => Int, { nullable: true }) bedrooms: number | null;
  @Field(() => Int, { nullable: true }) bathrooms: number | null;
  @Field(() => Int, { nullable: true }) showerRooms: number | null;
  @Field(() => Int, { nullable: true }) toilets: number | null;
  @Field(() => Int, { nullable: true }) garages: number | null;
  @Field(() => Int, { nullable: true }) parkings: number | null;
  @Field(() => Int, { nullable: true }) externalParkings: number | null;
  @Field(() => Int, { nullable: true }) floors: number | null;
}

@ObjectType({ description: 'Surfaces in m².' })
export class Surfaces {
  @Field(() => Float, { nullable: true }) total: number | null;
  @Field(() => Float, { nullable: true }) living: number | null;
  @Field(() => Float, { nullable: true }) ground: number | null;
  @Field(() => Float, { nullable: true }) terrace: number | null;
  @Field(() => Float, { nullable: true }) garden: number | null;
  @Field(() => Float, { nullable: true }) office: number | null;
  @Field(() => Float, { nullable: true }) store: number | null;
  @Field(() => Float, { nullable: true }) constructed: number | null;
}

@ObjectType()
export class Building {
  @Field(() => Float, { nullable: true }) frontWidth: number | null;
  @Field(() => Float, { nullable: true }) plotWidth: number | null;
  @Field(() => Int, { nullable: true }) constructionYear: number | null;
  @Field(() => Int, { nullable: true }) renovationYear: number | null;
  @Field(() => Int, { nullable: true, description: '4 open, 3 half-open, 2 closed.' }) facades: number | null;
}

@ObjectType()
export class Comfort {
  @Field(() => String, { nullable: true }) heating: string | null;
  @Field(() => String, { nullable: true }) glazing: string | null;
  @Field(() => String, { nullable: true }) windowFrame: string | null;
  @Field(() => String, { nullable: true }) kitchen: string | null;
  @Field(() => [String]) interiorComfort: string[];
  @Field(() => [String]) exteriorComfort: string[];
  @Field(() => String, { nullable: true }) roof: string | null;
}

@ObjectType()
export class Risks {
  @Field(() => String, { nullable: true }) floodRisk: string | null;
  @Field(() => String, { nullable: true }) floodZone: string | null;
  @Field(() => String, { nullable: true }) gScore: string | null;
  @Field(() => String, { nullable: true }) pScore: string | null;
  @Field(() => String, { nullable: true }) asbestosType: string | null;
  @Field(() => String, { nullable: true, description: 'DD-MM-YYYY' }) asbestosDate: string | null;
}

@ObjectType()
export class Planning {
  @Field(() => String, { nullable: true }) permit: string | null;
  @Field(() => Boolean, { nullable: true }) allotmentPermit: boolean | null;
  @Field(() => Boolean, { nullable: true }) preemptiveRights: boolean | null;
  @Field(() => Boolean, { nullable: true }) summons: boolean | null;
  @Field(() => Boolean, { nullable: true }) judicialDecision: boolean | null;
  @Field(() => String, { nullable: true }) areaApplication: string | null;
}

@ObjectType()
export class PurchaseCosts {
  @Field(() => Float, { nullable: true }) notaryFee: number | null;
  @Field(() => Float, { nullable: true }) registrationRights: number | null;
  @Field(() => Float, { nullable: true }) vat: number | null;
  @Field(() => Float, { nullable: true }) constructionCost: number | null;
}

@ObjectType()
export class Annuity {
  @Field(() => Float, { nullable: true }) bouquet: number | null;
  @Field(() => Float, { nullable: true }) monthlyAnnuity: number | null;
  @Field(() => [Int]) sellerAges: number[];
  @Field(() => Boolean, { nullable: true }) occupied: boolean | null;
}

@ObjectType()
export class PropertyDocument {
  @Field() name: string;
  @Field() url: string;
}

@ObjectType()
export class PointOfInterest {
  @Field() category: string;
  @Field() name: string;
  @Field(() => Int) distanceMeters: number;
}

@ObjectType({ description: 'Mobility score 0–10 per category.' })
export class Mobility {
  @Field(() => Float, { nullable: true }) publicTransport: number | null;
  @Field(() => Float, { nullable: true }) education: number | null;
  @Field(() => Float, { nullable: true }) shops: number | null;
  @Field(() => Float, { nullable: true }) leisure: number | null;
  @Field(() => Float, { nullable: true }) health: number | null;
  @Field(() => Float, { nullable: true }) environment: number | null;
  @Field(() => Float, { nullable: true }) nearby: number | null;
}

@ObjectType()
export class Video {
  @Field() url: string;
  @Field({ description: 'youtube, vimeo, facebook, file or tvl' }) kind: string;
  @Field(() => String, { nullable: true }) embedId: string | null;
}

@ObjectType({ description: 'The agent who manages the listing.' })
export class Manager {
  @Field(() => Int) id: number;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field({ description: 'Formatted, e.g. "0471 23 45 67".' }) phone: string;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field(() => String, { nullable: true }) jobTitle: string | null;
}

@ObjectType()
export class PropertyTypeRef {
  @Field(() => Int) id: number;
  @Field() name: string;
}

/** Arguments shared by list paging. */
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 12;
