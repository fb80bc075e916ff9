import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { LanguageCode } from '../core/config';
import { translate, type MessageId } from '../core/messages';
import type { Property } from './property.entity';
import {
  Address,
  Annuity,
  AvailabilityValue,
  Building,
  Comfort,
  Costs,
  EnergyLabel,
  EnergyLetterValue,
  EnergyRegion,
  GoalFilter,
  Mobility,
  Planning,
  PointOfInterest,
  Price,
  PropertyDocument,
  PurchaseCosts,
  Risks,
  Rooms,
  Surfaces,
  Video,
} from './property.types';
import {
  availabilityOf,
  documentName,
  energyBand,
  energyLabelImageUrl,
  energyLetterOfBand,
  type EnergyLetter,
  formatDate,
  formatPrice,
  goalOf,
  isEmpty,
  PRICE_UNIT_STARTING_FROM,
  recogniseVideo,
  regionOf,
  ribbonOf,
} from './rules';

/**
 * A listing as the API shows it in one language. Fields computed from the summary columns are set
 * here; texts, photos, type, city, manager and the detail attribute groups are field resolvers
 * backed by DataLoaders (lists load summary rows only: see SUMMARY_COLUMNS).
 */
@ObjectType('Property')
export class PropertyView {
  /** The row and language behind this view; not exposed. */
  readonly row: Property;
  readonly lang: LanguageCode;

  @Field(() => Int, { description: 'The CRM reference ("Ref").' }) id: number;
  @Field(() => GoalFilter) goal: GoalFilter;
  @Field(() => AvailabilityValue) availability: AvailabilityValue;
  @Field(() => Int, { description: 'CRM Marquee: 0 and 2 option, 1 available, 3 sold, 4 rented.' })
  marquee: number;
  @Field(() => String, {
    nullable: true,
    description:
      'The CRM\'s MarqueeName as the ribbon says it: a known label ("Over te nemen", "Uitverkocht" …) in the requested language, other text as sent; null when the CRM sent none (show the availability instead).',
  })
  ribbon: string | null;
  @Field(() => Price) price: Price;
  @Field(() => Address) address: Address;
  @Field(() => Costs) costs: Costs;
  @Field(() => Rooms) rooms: Rooms;
  @Field(() => Surfaces) surfaces: Surfaces;
  @Field(() => Video, { nullable: true }) video: Video | null;
  @Field(() => String, { nullable: true }) virtualTourUrl: string | null;
  @Field(() => Float, { nullable: true }) latitude: number | null;
  @Field(() => Float, { nullable: true }) longitude: number | null;
  @Field({ description: 'DD-MM-YYYY' }) publishedAt: string;
  @Field(() => String, { nullable: true }) recordFile: string | null;
  @Field(() => Int, { nullable: true }) projectId: number | null;

  constructor(row: Property, lang: LanguageCode) {
    this.row = row;
    this.lang = lang;
    this.id = row.id;
    this.goal = goalOf(row.goal) === 'SALE' ? GoalFilter.SALE : GoalFilter.RENT;
    this.availability = AvailabilityValue[availabilityOf(row.marquee)];
    this.marquee = row.marquee;
    this.ribbon = ribbonOf(row.marqueeName, lang);
    this.price = priceOf(row, lang);
    this.address = addressOf(row, lang);
    const costs = nullFields(COSTS_FIELDS, row.costs);
    this.costs = {
      ...costs,
      // The rent and its deposit (a few months of it) tell a hidden price as plainly as the price.
      ...(priceHidden(row) ? { monthlyRent: null, depositAmount: null } : {}),
      priceOnDemand: Boolean(row.costs.priceOnDemand) || !row.publishPrice,
    };
    this.rooms = nullFields(ROOMS_FIELDS, row.rooms);
    this.surfaces = nullFields(SURFACES_FIELDS, row.surfaces);
    this.video = videoOf(row.videoUrl);
    this.virtualTourUrl = isEmpty(row.virtualTourUrl) ? null : row.virtualTourUrl;
    this.latitude = row.publishAddress ? row.latitude : null;
    this.longitude = row.publishAddress ? row.longitude : null;
    this.publishedAt = formatDate(row.publishedAt);
    this.recordFile = row.recordFile;
    this.projectId = row.projectId;
  }
}

const COSTS_FIELDS = [
  'uniqueCode',
  'monthlyRent',
  'chargesRenter',
  'chargesOwner',
  'depositAmount',
  'agencyCost',
  'inventoryCost',
] as const;
const ROOMS_FIELDS = [
  'bedrooms',
  'bathrooms',
  'showerRooms',
  'toilets',
  'garages',
  'parkings',
  'externalParkings',
  'floors',
] as const;
const SURFACES_FIELDS = [
  'total',
  'living',
  'ground',
  'terrace',
  'garden',
  'office',
  'store',
  'constructed',
] as const;
const BUILDING_FIELDS = ['frontWidth', 'plotWidth', 'constructionYear', 'renovationYear', 'facades'] as const;
const PLANNING_FIELDS = [
  'permit',
  'allotmentPermit',
  'preemptiveRights',
  'summons',
  'judicialDecision',
  'areaApplication',
] as const;
const MOBILITY_FIELDS = [
  'publicTransport',
  'education',
  'shops',
  'leisure',
  'health',
  'environment',
  'nearby',
] as const;

/** Copies the named fields, turning undefined and blank text into null (GraphQL shows "no data"). */
function nullFields<K extends string, S extends Partial<Record<K, unknown>>>(
  keys: readonly K[],
  source: S,
): { [P in K]: NonNullable<S[P]> | null } {
  const out = {} as { [P in K]: NonNullable<S[P]> | null };
  for (const k of keys) {
    const v = source[k];
    out[k] = (isEmpty(v) ? null : v) as NonNullable<S[typeof k]> | null;
  }
  return out;
}

function dateOrNull(value: string | null | undefined): string | null {
  const formatted = formatDate(value);
  return formatted === '' ? null : formatted;
}

/** The price is not shown: unpublished, on demand, or unknown. */
export function priceHidden(row: Pick<Property, 'publishPrice' | 'costs' | 'price'>): boolean {
  return !row.publishPrice || Boolean(row.costs.priceOnDemand) || row.price === null;
}

function priceOf(row: Property, lang: LanguageCode): Price {
  const onDemand = priceHidden(row);
  const startingFrom = row.priceUnit === PRICE_UNIT_STARTING_FROM;
  return {
    amount: onDemand ? null : row.price,
    formatted: onDemand
      ? translate(lang, 'price.onDemand')
      : formatPrice(row.price, { priceUnit: row.priceUnit, lang }),
    onDemand,
    startingFrom,
    unit: row.priceUnit,
  };
}

/** The parts of an address a listing or a project carries; `published` false hides street, number and box. */
export interface AddressParts {
  published: boolean;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  zip: string;
  city: string;
  countryId: number;
}

/** The address as shown: the street part only when published, the city in title case, the country named. */
export function addressView(parts: AddressParts, lang: LanguageCode): Address {
  const { published } = parts;
  const street = published && !isEmpty(parts.street) ? parts.street : null;
  const houseNumber = published && !isEmpty(parts.houseNumber) ? parts.houseNumber : null;
  const boxNr = published && !isEmpty(parts.boxNr) ? parts.boxNr : null;
  const city = titleCase(parts.city);
  const streetPart = [street, houseNumber].filter(Boolean).join(' ') + (boxNr ? ` bus ${boxNr}` : '');
  return {
    street,
    houseNumber,
    boxNr,
    zip: parts.zip,
    city,
    countryId: parts.countryId,
    countryName: countryName(parts.countryId, lang),
    formatted: [streetPart.trim(), `${parts.zip} ${city}`].filter((p) => p !== '').join(', '),
    published,
  };
}

const addressOf = (row: Property, lang: LanguageCode): Address =>
  addressView({ ...row, published: row.publishAddress, city: row.cityName }, lang);

export function countryName(countryId: number, lang: LanguageCode): string {
  const id = `country.${countryId}`;
  return id === 'country.10' || id === 'country.50' ? translate(lang, id as MessageId) : '';
}

/** "SINT-GILLIS" → "Sint-Gillis"; the CRM sends cities in upper case. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s\-'’(])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** The detail groups, computed from a full row (lists load them only when asked). */
export const detailGroups = {
  energy: energyOf,
  building: (row: Property): Building => nullFields(BUILDING_FIELDS, row.building),
  comfort: (row: Property): Comfort => ({
    ...nullFields(['heating', 'glazing', 'windowFrame', 'kitchen', 'roof'] as const, row.comfort),
    interiorComfort: row.comfort.interiorComfort ?? [],
    exteriorComfort: row.comfort.exteriorComfort ?? [],
  }),
  risks: (row: Property): Risks => ({
    ...nullFields(['floodRisk', 'floodZone', 'gScore', 'pScore', 'asbestosType'] as const, row.risks),
    asbestosDate: dateOrNull(row.risks.asbestosDate),
  }),
  planning: (row: Property): Planning => nullFields(PLANNING_FIELDS, row.planning),
  // Duties and fees are shares of the price: with the price hidden, any of them would give it away.
  purchaseCosts: (row: Property): PurchaseCosts =>
    nullFields(
      ['notaryFee', 'registrationRights', 'vat', 'constructionCost'] as const,
      priceHidden(row) ? {} : row.purchaseCosts,
    ),
  annuity: (row: Property): Annuity | null =>
    row.annuity
      ? {
          ...nullFields(['bouquet', 'monthlyAnnuity', 'occupied'] as const, row.annuity),
          // A life annuity's down payment and rent are its price.
          ...(priceHidden(row) ? { bouquet: null, monthlyAnnuity: null } : {}),
          sellerAges: row.annuity.sellerAges ?? [],
        }
      : null,
  documents: (row: Property, lang: LanguageCode): PropertyDocument[] =>
    row.documents.map((d) => ({ name: documentName(d, lang), url: d.url })),
  pointsOfInterest: (row: Property): PointOfInterest[] => row.pointsOfInterest,
  mobility: (row: Property): Mobility => nullFields(MOBILITY_FIELDS, row.mobility),
};

/** The rule's letters as the API names them. */
export const LETTER_VALUES: Record<EnergyLetter, EnergyLetterValue> = {
  'A+': EnergyLetterValue.A_PLUS,
  A: EnergyLetterValue.A,
  B: EnergyLetterValue.B,
  C: EnergyLetterValue.C,
  D: EnergyLetterValue.D,
  E: EnergyLetterValue.E,
  F: EnergyLetterValue.F,
  G: EnergyLetterValue.G,
};

function energyOf(row: Property): EnergyLabel {
  const region = regionOf(row.zip, row.countryId);
  const band = region ? energyBand(region, row.epcValue, row.epcLabelText) : null;
  const e = row.energy;
  return {
    epcValue: row.epcValue,
    epcLabelText: isEmpty(row.epcLabelText) ? null : row.epcLabelText,
    region: region ? EnergyRegion[region] : null,
    band,
    letter: band ? LETTER_VALUES[energyLetterOfBand(band)] : null,
    imageUrl: region && band ? energyLabelImageUrl(region, band) : null,
    specificEnergy: e.specificEnergy ?? null,
    totalEnergy: e.totalEnergy ?? null,
    co2Emission: e.co2Emission ?? null,
    eLevel: e.eLevel ?? null,
    certificateNumber: isEmpty(e.certificateNumber) ? null : (e.certificateNumber ?? null),
    certificateEndDate: dateOrNull(e.certificateEndDate),
  };
}

function videoOf(url: string | null): Video | null {
  const source = recogniseVideo(url);
  if (!source || !url) return null;
  return { url, kind: source.kind, embedId: 'id' in source ? source.id : null };
}
