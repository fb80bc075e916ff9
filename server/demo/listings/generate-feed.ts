import type { Feed, FeedPropertyInput } from '../../catalog/feed/feed.schema';
import type {
  AnnuityAttributes,
  BuildingAttributes,
  ComfortAttributes,
  CostsAttributes,
  DocumentAttribute,
  EnergyAttributes,
  MobilityAttributes,
  PlanningAttributes,
  PointOfInterestAttribute,
  PurchaseCostsAttributes,
  RiskAttributes,
  RoomsAttributes,
  SurfacesAttributes,
} from '../../catalog/property.attributes';
import {
  COUNTRY_BELGIUM,
  COUNTRY_LUXEMBOURG,
  ENERGY_BANDS,
  PRICE_UNIT_STARTING_FROM,
  energyBand,
  energyBandRange,
  sampleValueInBand,
  type EnergyBand,
  type Region,
} from '../../catalog/rules';
import {
  BRUSSELS_COMMUNES,
  PLACES_BY_REGION,
  REGION_WEIGHTS,
  RUISBROEK_ZIPS,
  STREETS,
  WALLOON_PLACES,
  WATERLOO_ZIP,
  FLEMISH_PLACES,
  type DemoPlace,
} from './demo-places';
import { DEMO_AGENTS } from '../demo-people';
import { demoProject, demoProjectUnits } from './demo-project';
import {
  CLOSINGS,
  FEATURES,
  INTROS,
  TEXT_LANGUAGES,
  TITLES,
  TYPE_DESCRIPTIONS,
  bedroomsPhrase,
  elideFrench,
  fill,
  floorPhrase,
  type Family,
  type TextFacts,
  type TextLanguage,
  type Trilingual,
} from './demo-texts';
import {
  DEMO_DOCUMENTS,
  DEMO_MEDIA_URL,
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
  photosOfKind,
  type PhotoKind,
} from './photos';
import { Prng } from '../prng';
import { PROPERTY_TYPES, type DemoPropertyType } from './reference-data';

/** The demo's "today": every date in the feed is relative to it, so every run gives the same feed. */
export const DEMO_REFERENCE_DATE = new Date('2026-11-01T06:00:00.000Z');
export const DEMO_FIRST_ID = 4_210_001;
export const DEMO_DEFAULT_LISTINGS = 100;
export const DEMO_MAX_LISTINGS = 1_000_000;
const DEFAULT_SEED = 20_261_101;

export interface DemoFeedOptions {
  listings?: number;
  seed?: number;
}

type Status = 'available' | 'option' | 'closed';

/** What a listing must be, decided up front so the set covers what the site has to show. */
interface Slot {
  region?: Region;
  band?: EnergyBand;
  place?: DemoPlace;
  feedLanguage?: 'nl' | 'fr';
  status: Status;
}

/**
 * A CRM feed of demo listings, the same on every run: mostly sold or rented, at least 25 available
 * or under option (when there are that many listings), sale and rent mixed, real postcodes in the
 * three regions and Luxembourg, Waterloo well represented, every energy band of every region used,
 * texts in nl/fr/en and 3–12 photos from the shared demo pool. 100,000 listings take a few seconds.
 * Unless it is empty, the feed also has the new-build project "Résidence Jardin Royal" and its
 * DEMO_PROJECT_UNITS units (see demo-project.ts), after the listings asked for.
 */
export function generateDemoFeed(options: DemoFeedOptions = {}): Feed {
  const count = options.listings ?? DEMO_DEFAULT_LISTINGS;
  if (!Number.isInteger(count) || count < 0 || count > DEMO_MAX_LISTINGS) {
    throw new RangeError(`listings must be a whole number from 0 to ${DEMO_MAX_LISTINGS}, got ${count}`);
  }
  const rng = new Prng(options.seed ?? DEFAULT_SEED);
  const slots = planSlots(count, rng);
  const properties = slots.map((slot, i) => generateListing(DEMO_FIRST_ID + i, slot, rng));
  ensureFeatures(properties, rng);
  // The new-build project and its units come on top of the listings asked for; an empty feed stays empty.
  if (count === 0) return { generatedAt: DEMO_REFERENCE_DATE.toISOString(), full: true, properties };
  return {
    generatedAt: DEMO_REFERENCE_DATE.toISOString(),
    full: true,
    projects: [demoProject()],
    properties: [...properties, ...demoProjectUnits()],
  };
}

function planSlots(count: number, rng: Prng): Slot[] {
  const fixed: Omit<Slot, 'status'>[] = [];
  // Every band of every region, once.
  for (const region of Object.keys(ENERGY_BANDS) as Region[]) {
    for (const band of ENERGY_BANDS[region]) fixed.push({ region, band });
  }
  const place = (zip: string, from: readonly DemoPlace[]) => from.find((p) => p.zip === zip)!;
  // One name under two postcodes; one Brussels commune spelled in both languages.
  fixed.push(
    { place: place(RUISBROEK_ZIPS[0], FLEMISH_PLACES) },
    { place: place(RUISBROEK_ZIPS[1], FLEMISH_PLACES) },
  );
  const ixelles = place('1050', BRUSSELS_COMMUNES);
  fixed.push({ place: ixelles, feedLanguage: 'fr' }, { place: ixelles, feedLanguage: 'nl' });
  // Waterloo is the agency's home market.
  const waterloo = place(WATERLOO_ZIP, WALLOON_PLACES);
  for (let i = 0; i < Math.round(count * 0.18); i++) fixed.push({ place: waterloo });

  const plans: Omit<Slot, 'status'>[] = fixed.slice(0, count);
  while (plans.length < count) plans.push({});

  // Mostly sold or rented; at least 25 on the market (30%), a third of those under option.
  const onMarket = Math.min(count, Math.max(25, Math.round(count * 0.3)));
  const statuses: Status[] = [];
  for (let i = 0; i < count; i++)
    statuses.push(i < onMarket ? (i % 3 === 2 ? 'option' : 'available') : 'closed');
  rng.shuffle(statuses);
  return rng.shuffle(plans.map((p, i) => ({ ...p, status: statuses[i]! })));
}

const TYPE_WEIGHTS: Record<number, number> = { 1: 34, 2: 34, 3: 6, 4: 6, 5: 4, 6: 5, 7: 2, 8: 4, 9: 5 };
const RENT_SHARE: Record<Family, number> = {
  house: 0.12,
  apartment: 0.35,
  studio: 0.6,
  plot: 0,
  investment: 0,
  commercial: 0.4,
  industrial: 0.3,
  offices: 0.5,
  garage: 0.45,
};
const RESIDENTIAL: ReadonlySet<Family> = new Set(['house', 'apartment', 'studio']);

function typeWeight(t: DemoPropertyType, region: Region): number {
  const w = TYPE_WEIGHTS[t.id]!;
  if (region === 'BRUSSELS' || region === 'LUXEMBOURG')
    return t.family === 'apartment' ? w * 1.6 : t.family === 'house' ? w * 0.6 : w;
  if (region === 'WALLONIA') return t.family === 'house' ? w * 1.3 : w;
  return w;
}

/** CRM label text of a band: 'a_plusplus' → 'A++', 'b_plus' → 'B+', 'c_sub' → 'C-'. */
export function bandLabel(band: EnergyBand): string {
  const [letter, modifier] = band.split('_');
  const suffix = modifier === 'plusplus' ? '++' : modifier === 'plus' ? '+' : modifier === 'sub' ? '-' : '';
  return letter!.toUpperCase() + suffix;
}

/** A value in the band, spread over it rather than always the same sample. */
function energyValueIn(region: Region, band: EnergyBand, rng: Prng): number | null {
  const sample = sampleValueInBand(region, band);
  if (sample === null) return null;
  const { min, max } = energyBandRange(region, band);
  const lo = min ?? sample - 40;
  const hi = max ?? sample + 150;
  const value =
    region === 'BRUSSELS'
      ? rng.int(Math.ceil(lo), Math.floor(hi))
      : Math.round((lo + rng.next() * (hi - lo)) * 10) / 10;
  return energyBand(region, value) === band ? value : sample;
}

/** Bands drawn with more weight in the middle of the scale, as real stock is. */
function randomBand(region: Region, rng: Prng): EnergyBand {
  const bands = ENERGY_BANDS[region];
  const mid = (bands.length - 1) / 2;
  return rng.weighted(bands, (b) => 1 + mid - Math.abs(bands.indexOf(b) - mid));
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysFromReference = (days: number) => new Date(DEMO_REFERENCE_DATE.getTime() + days * 86_400_000);
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** Drops null and undefined fields, so the feed carries only what the CRM would send. */
function compact<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const k in o) {
    const v = o[k];
    if (v !== null && v !== undefined) out[k] = v;
  }
  return out as T;
}
const nonEmpty = <T extends object>(o: T): T | undefined => (Object.keys(o).length ? o : undefined);

function generateListing(id: number, slot: Slot, rng: Prng): FeedPropertyInput {
  const region =
    slot.place?.region ??
    slot.region ??
    rng.weighted(Object.keys(REGION_WEIGHTS) as Region[], (r) => REGION_WEIGHTS[r]);
  const place = slot.place ?? rng.weighted(PLACES_BY_REGION[region], (p) => p.weight);
  const types = slot.band ? PROPERTY_TYPES.filter((t) => t.epc && t.family !== 'investment') : PROPERTY_TYPES;
  const type = rng.weighted(types, (t) => typeWeight(t, region));
  const family = type.family;
  const residential = RESIDENTIAL.has(family);
  const rent = rng.chance(RENT_SHARE[family]);
  const goal = rent ? 1 : 0;
  const luxembourg = region === 'LUXEMBOURG';
  const language: 'nl' | 'fr' =
    slot.feedLanguage ??
    (place.feedLanguage === 'both' ? (rng.chance(0.55) ? 'fr' : 'nl') : place.feedLanguage);

  let marquee: number;
  let marqueeName: string | undefined;
  if (slot.status === 'available') {
    marquee = 1;
    if (family === 'commercial' && rng.chance(0.3)) marqueeName = 'Over te nemen';
  } else if (slot.status === 'option') {
    marquee = rng.chance(0.5) ? 2 : 0;
    marqueeName = 'Optie';
  } else {
    marquee = rent ? 4 : 3;
    marqueeName = rent ? 'Verhuurd' : 'Verkocht';
  }

  const variant = rng.pick(TYPE_DESCRIPTIONS[family]);
  const large = variant.large ?? false;
  const newBuild = residential && rng.chance(0.1);
  const constructionYear = newBuild
    ? rng.int(2024, 2026)
    : family === 'plot' || family === 'garage'
      ? null
      : rng.int(1890, 2022);
  const renovationYear =
    constructionYear !== null && constructionYear < 1995 && rng.chance(0.35)
      ? rng.int(Math.max(constructionYear + 15, 2000), 2025)
      : null;

  // Surfaces and rooms.
  let living: number | null = null;
  let ground: number | null = null;
  let total: number | null = null;
  let bedrooms: number | null = null;
  let units: number | null = null;
  let floor = 0;
  switch (family) {
    case 'house':
      living = rng.int(large ? 190 : 105, large ? 420 : 230);
      ground = rng.int(large ? 900 : 140, large ? 3500 : 900);
      bedrooms = rng.int(large ? 4 : 2, large ? 6 : 4);
      break;
    case 'apartment':
      living = rng.int(large ? 110 : 55, large ? 220 : 125);
      bedrooms = rng.int(large ? 2 : 1, large ? 4 : 3);
      floor = variant.text.en.startsWith('Ground') ? 0 : rng.int(1, 8);
      break;
    case 'studio':
      living = rng.int(22, 42);
      bedrooms = 0;
      floor = rng.int(0, 6);
      break;
    case 'plot':
      ground = rng.int(large ? 900 : 350, large ? 2800 : 1200);
      break;
    case 'investment':
      units = rng.int(3, large ? 12 : 6);
      total = units * rng.int(70, 105);
      living = total;
      break;
    case 'commercial':
      total = rng.int(60, 450);
      break;
    case 'industrial':
      total = rng.int(large ? 800 : 250, large ? 4500 : 1200);
      break;
    case 'offices':
      total = rng.int(80, 950);
      break;
    case 'garage':
      total = rng.int(13, 19);
      break;
  }
  total ??= living;
  const garden =
    family === 'house' && ground !== null && rng.chance(0.8)
      ? Math.round(ground * rng.range(0.4, 0.75))
      : family === 'apartment' && floor === 0 && rng.chance(0.6)
        ? rng.int(30, 120)
        : null;
  const terrace =
    (family === 'apartment' && rng.chance(0.65)) || (family === 'house' && rng.chance(0.45))
      ? rng.int(6, 40)
      : null;
  const garages =
    family === 'house'
      ? rng.int(0, 2)
      : family === 'garage' && !variant.text.en.startsWith('Parking')
        ? 1
        : 0;
  const parkings =
    family === 'apartment' && rng.chance(0.45)
      ? 1
      : family === 'garage' && garages === 0
        ? 1
        : family === 'offices' || family === 'industrial'
          ? rng.int(2, 20)
          : 0;

  const frontWidth =
    family === 'house' || family === 'plot' ? rng.range(6, family === 'plot' ? 30 : 20, 0.5) : null;

  // Price.
  const level = place.priceLevel * rng.range(0.88, 1.12, 0.01);
  let price: number;
  if (rent) {
    const monthly: Record<Family, () => number> = {
      house: () => 1_100 + living! * 6.5,
      apartment: () => 450 + living! * 9.5,
      studio: () => 480 + living! * 9,
      plot: () => 0,
      investment: () => 0,
      commercial: () => total! * 13,
      industrial: () => total! * 5,
      offices: () => total! * 12,
      garage: () => 85 + total! * 2,
    };
    price = roundTo(monthly[family]() * level, family === 'garage' ? 5 : 25);
  } else {
    const value: Record<Family, () => number> = {
      house: () => living! * 2_350 + ground! * 60,
      apartment: () => living! * 3_150,
      studio: () => living! * 3_900,
      plot: () => ground! * (region === 'WALLONIA' ? 170 : 260),
      investment: () => units! * 175_000,
      commercial: () => total! * 2_000,
      industrial: () => total! * 750,
      offices: () => total! * 2_150,
      garage: () => 26_000,
    };
    price = roundTo(
      value[family]() * level * (renovationYear || newBuild ? 1.1 : 1),
      family === 'garage' ? 500 : 5_000,
    );
  }

  // Energy.
  let energyValue: number | null = null;
  let energyLabel: string | null = null;
  let energy: EnergyAttributes | undefined;
  if (type.epc) {
    const band = slot.band ?? (newBuild ? ENERGY_BANDS[region][rng.int(0, 1)]! : randomBand(region, rng));
    energyLabel = bandLabel(band);
    energyValue = luxembourg ? null : energyValueIn(region, band, rng);
    const issued = daysFromReference(-rng.int(20, 3_600));
    const end = new Date(issued);
    end.setUTCFullYear(end.getUTCFullYear() + 10);
    const area = living ?? total ?? 100;
    energy = compact({
      // Luxembourg's class comes from the letter; the value just has to rise with it.
      specificEnergy:
        energyValue ?? (luxembourg ? ENERGY_BANDS.LUXEMBOURG.indexOf(band) * 55 + rng.int(5, 50) : null),
      totalEnergy: energyValue !== null ? Math.round(Math.max(energyValue, 0) * area) : null,
      co2Emission: energyValue !== null ? Math.max(0, Math.round(energyValue * 0.21)) : null,
      eLevel: newBuild && region !== 'LUXEMBOURG' ? rng.int(15, 45) : null,
      certificateNumber: `${iso(issued).replace(/-/g, '')}-${String(rng.int(1, 9_999_999_999)).padStart(10, '0')}-${residential ? 'RES' : 'NRES'}-1`,
      certificateEndDate: iso(end),
    });
  }
  const band = energyLabel;
  const lowEnergy = band !== null && /^A/.test(band);

  // Texts.
  const street = rng.pick(STREETS[language]);
  const houseNumber = String(rng.int(1, 240));
  const boxNr =
    family === 'apartment' || family === 'studio'
      ? rng.pick(['1', '2', '3', '5', 'A', 'B', '0.1', '1.2', '2.1', '3.2', '4'])
      : undefined;
  const facts: TextFacts = {
    family,
    garden,
    terrace,
    garages,
    renovationYear,
    fittedKitchen: residential && rng.chance(0.6),
    lowEnergy,
    residential,
    rent: rent && slot.status !== 'closed',
    underOption: slot.status === 'option',
    newBuild,
  };
  // An unused draw: without it every later draw, hence the demo listings that tests and
  // screenshots name, would change.
  rng.int(0, 90);
  const title = rng.pick(fitting(TITLES[family], facts));
  const intro = rng.pick(fitting(INTROS[family], facts));
  const applicable = FEATURES.filter((f) => f.when(facts));
  const features = rng.sample(applicable, Math.min(applicable.length, rng.int(1, 2)));
  const closing = rng.chance(0.55) ? rng.pick(CLOSINGS) : null;
  const texts: Partial<
    Record<TextLanguage, { Title: string; Description: string; TypeDescription: string }>
  > = {};
  for (const lang of TEXT_LANGUAGES) {
    const vars = {
      city: place.names[lang],
      beds: bedroomsPhrase(bedrooms ?? 0, lang),
      living: living ?? 0,
      ground: ground ?? 0,
      total: total ?? 0,
      garden: garden ?? 0,
      terrace: terrace ?? 0,
      front: frontWidth ?? 0,
      units: units ?? 0,
      built: constructionYear ?? '',
      renovated: renovationYear ?? '',
      floor: floorPhrase(floor, lang),
    };
    const sentences = [
      intro,
      ...features.map((f) => (typeof f.text === 'function' ? f.text(facts) : f.text)),
      ...(closing ? [closing] : []),
    ].map((s) => fill(s[lang], vars, lang));
    texts[lang] = {
      Title: fill(title[lang], vars, lang),
      Description: sentences.join(' '),
      TypeDescription: variant.text[lang],
    };
  }

  // Detail groups.
  const costs: CostsAttributes = compact({
    uniqueCode: rng.chance(0.4) ? `IMD-${id}` : null,
    monthlyRent: rent ? price : null,
    chargesRenter: rent && residential ? roundTo(rng.int(40, 260), 5) : null,
    chargesOwner: !rent && family === 'apartment' ? roundTo(rng.int(80, 380), 5) : null,
    depositAmount: rent ? price * 3 : null,
    agencyCost: rent && rng.chance(0.5) ? price : null,
    inventoryCost: rent && residential ? roundTo(rng.int(150, 350), 5) : null,
  });
  const rooms: RoomsAttributes = compact(
    family === 'plot'
      ? {}
      : family === 'garage'
        ? { garages: garages || null, parkings: parkings || null }
        : {
            bedrooms: residential ? bedrooms : null,
            bathrooms: residential ? Math.max(1, Math.min(3, Math.round((bedrooms ?? 1) / 2))) : null,
            showerRooms: residential && rng.chance(0.35) ? 1 : null,
            toilets: rng.int(1, family === 'house' ? 3 : 2),
            garages: garages || null,
            parkings: parkings || null,
            externalParkings: family === 'house' && rng.chance(0.4) ? rng.int(1, 3) : null,
            floors: family === 'house' ? rng.int(2, 3) : family === 'investment' ? rng.int(3, 5) : null,
          },
  );
  const surfaces: SurfacesAttributes = compact({
    total: family === 'plot' ? ground : total,
    living,
    ground,
    terrace,
    garden,
    office: family === 'offices' ? total : family === 'industrial' ? Math.round(total! * 0.1) : null,
    store: family === 'commercial' ? total : family === 'industrial' ? Math.round(total! * 0.9) : null,
    constructed: family === 'house' ? Math.round(living! * rng.range(0.55, 0.8)) : null,
  });
  const building: BuildingAttributes = compact({
    frontWidth,
    plotWidth: frontWidth !== null ? rng.range(frontWidth, frontWidth + 12, 0.5) : null,
    constructionYear,
    renovationYear,
    facades: variant.facades ?? (family === 'house' || family === 'plot' ? rng.int(2, 4) : null),
  });
  const comfort: ComfortAttributes | undefined =
    family === 'garage' || family === 'plot' || !rng.chance(0.85)
      ? undefined
      : compact({
          heating: newBuild
            ? 'heat_pump'
            : rng.weighted(
                ['gas', 'heat_pump', 'fuel_oil', 'electric', 'pellets'] as const,
                (h) => ({ gas: 10, heat_pump: 3, fuel_oil: 3, electric: 2, pellets: 1 })[h],
              ),
          glazing: newBuild
            ? 'triple'
            : rng.weighted(
                ['double', 'triple', 'single'] as const,
                (g) => ({ double: 12, triple: 3, single: 1 })[g],
              ),
          windowFrame: rng.pick(['pvc', 'wood', 'aluminium']),
          kitchen: residential
            ? facts.fittedKitchen
              ? 'fully_fitted'
              : rng.pick(['semi_fitted', 'open', 'american'])
            : null,
          interiorComfort: rng.sample(
            [
              'alarm',
              'fireplace',
              'elevator',
              'air_conditioning',
              'home_automation',
              'laundry_room',
              'attic',
              'cellar',
              'dressing_room',
            ],
            rng.int(1, 4),
          ),
          exteriorComfort: [
            ...(garden !== null ? ['garden'] : []),
            ...(terrace !== null ? ['terrace'] : []),
            ...rng.sample(
              ['solar_panels', 'rainwater_tank', 'carport', 'veranda', 'swimming_pool'],
              rng.int(0, 2),
            ),
          ],
          roof: family === 'house' ? rng.pick(['tiles', 'slate', 'flat', 'zinc']) : null,
        });
  if (comfort?.exteriorComfort && !comfort.exteriorComfort.length) delete comfort.exteriorComfort;
  const oldBuilding = constructionYear !== null && constructionYear < 2001;
  const risks: RiskAttributes | undefined =
    region === 'FLANDERS' && rng.chance(0.85)
      ? compact({
          floodRisk: rng.weighted(
            ['not_flood_sensitive', 'possibly_flood_sensitive', 'effectively_flood_sensitive'] as const,
            (r) =>
              ({ not_flood_sensitive: 16, possibly_flood_sensitive: 3, effectively_flood_sensitive: 1 })[r],
          ),
          floodZone: rng.chance(0.15)
            ? rng.pick(['possible_flood_zone', 'effective_flood_zone'])
            : 'no_flood_zone',
          gScore: rng.weighted(['A', 'B', 'C', 'D'] as const, (s) => ({ A: 10, B: 3, C: 2, D: 1 })[s]),
          pScore: rng.weighted(['A', 'B', 'C', 'D'] as const, (s) => ({ A: 10, B: 3, C: 2, D: 1 })[s]),
          asbestosType: oldBuilding
            ? rng.pick(['asbestos_safe', 'not_asbestos_safe', 'no_certificate'])
            : null,
          asbestosDate: oldBuilding && rng.chance(0.7) ? iso(daysFromReference(-rng.int(10, 900))) : null,
        })
      : region !== 'LUXEMBOURG' && rng.chance(0.2)
        ? { floodRisk: rng.pick(['not_flood_sensitive', 'possibly_flood_sensitive']) }
        : undefined;
  const planning: PlanningAttributes | undefined =
    !rent && (family === 'plot' || rng.chance(0.55)) && !luxembourg
      ? compact({
          permit: rng.weighted(
            ['permit_granted', 'no_permit', 'permit_pending'] as const,
            (p) => ({ permit_granted: 8, no_permit: 2, permit_pending: 1 })[p],
          ),
          allotmentPermit: family === 'plot' ? rng.chance(0.7) : rng.chance(0.15),
          preemptiveRights: rng.chance(0.08),
          summons: false,
          judicialDecision: false,
          areaApplication:
            family === 'industrial'
              ? 'industrial_area'
              : family === 'commercial' || family === 'offices'
                ? 'mixed_use_area'
                : rng.weighted(
                    [
                      'residential_area',
                      'residential_area_rural',
                      'residential_park',
                      'agricultural_area',
                    ] as const,
                    (a) =>
                      ({
                        residential_area: 12,
                        residential_area_rural: 3,
                        residential_park: 1,
                        agricultural_area: 1,
                      })[a],
                  ),
        })
      : undefined;
  const registrationRate = { FLANDERS: 0.02, BRUSSELS: 0.125, WALLONIA: 0.03, LUXEMBOURG: 0.07 }[region];
  const purchaseCosts: PurchaseCostsAttributes | undefined =
    !rent && rng.chance(0.5)
      ? compact({
          notaryFee: roundTo(1_500 + price * 0.011, 10),
          registrationRights: newBuild
            ? roundTo(price * 0.25 * registrationRate, 10)
            : roundTo(price * registrationRate, 10),
          vat: newBuild ? roundTo(price * 0.75 * 0.21, 10) : null,
          constructionCost:
            family === 'plot' && rng.chance(0.4) ? roundTo(rng.int(280_000, 520_000), 5_000) : null,
        })
      : undefined;
  const documents: DocumentAttribute[] | undefined = rng.chance(0.4)
    ? [
        ...(family !== 'plot' && family !== 'garage'
          ? [{ name: 'Grondplan', url: `${DEMO_MEDIA_URL}/${DEMO_DOCUMENTS.floorPlan}` }]
          : []),
        ...(type.epc ? [{ name: 'EPC-certificaat', url: `${DEMO_MEDIA_URL}/${DEMO_DOCUMENTS.epc}` }] : []),
        ...(!rent
          ? [{ name: 'Stedenbouwkundig uittreksel', url: `${DEMO_MEDIA_URL}/${DEMO_DOCUMENTS.planning}` }]
          : []),
      ]
    : undefined;
  const pointsOfInterest = rng.chance(0.6) ? pointsNear(place, language, rng) : undefined;
  const mobility: MobilityAttributes | undefined = rng.chance(0.5)
    ? {
        publicTransport: rng.range(3, 10, 0.1),
        education: rng.range(4, 10, 0.1),
        shops: rng.range(3, 10, 0.1),
        leisure: rng.range(3, 10, 0.1),
        health: rng.range(4, 10, 0.1),
        environment: rng.range(2, 10, 0.1),
        nearby: rng.range(3, 10, 0.1),
      }
    : undefined;

  const pictures = picturesFor(id, family, residential, rng);
  const webIds =
    family === 'investment' && rng.chance(0.5)
      ? '5,2'
      : family === 'studio' && rng.chance(0.4)
        ? '3,2'
        : family === 'commercial' && rng.chance(0.2)
          ? '6,1'
          : String(type.id);

  return compact({
    ID: id,
    Goal: goal,
    Marquee: marquee,
    MarqueeName: marqueeName,
    WebID: type.id,
    WebIDs: webIds,
    MainTypeName: type.mainTypeName,
    RecordFile: `RF-${id}`,
    City: place.names[language].toUpperCase(),
    Zip: place.zip,
    CountryID: luxembourg ? COUNTRY_LUXEMBOURG : COUNTRY_BELGIUM,
    CountryName: luxembourg ? 'Luxemburg' : 'België',
    Street: street,
    HouseNumber: houseNumber,
    BoxNr: boxNr,
    PublishAddress: !rng.chance(0.15),
    Price: price,
    PublishPrice: true,
    EnergyPerformance: energyValue,
    EPCLabelText: energyLabel,
    Latitude: Math.round((place.lat + rng.range(-0.012, 0.012)) * 1e6) / 1e6,
    Longitude: Math.round((place.lng + rng.range(-0.018, 0.018)) * 1e6) / 1e6,
    ManagerEmail: agentFor(region, rent, rng),
    SmallPictureItem: {
      Url: pictures[0]!.Url,
      Width: 200,
      Height: 150,
      ID: pictures[0]!.ID,
      Name: pictures[0]!.Name,
    },
    Pictures: pictures,
    VirtualTourUrl: rng.chance(0.1) ? virtualTour(rng) : undefined,
    VideoUrl: rng.chance(0.1) ? youtube(rng) : undefined,
    Texts: texts,
    Costs: nonEmpty(costs),
    Rooms: nonEmpty(rooms),
    Surfaces: nonEmpty(surfaces),
    Building: family === 'garage' ? undefined : nonEmpty(building),
    Energy: energy,
    Comfort: comfort,
    Risks: risks,
    Planning: planning,
    PurchaseCosts: purchaseCosts,
    Annuity: undefined,
    Documents: documents?.length ? documents : undefined,
    PointsOfInterest: pointsOfInterest,
    Mobility: mobility,
  } satisfies FeedPropertyInput);
}

/** Titles and intros that say nothing untrue about the listing (no "to renovate" on a new build …). */
function fitting(options: readonly Trilingual[], f: TextFacts): readonly Trilingual[] {
  const ok = options.filter((o) => {
    const en = o.en;
    if (en.includes('to renovate')) return !f.newBuild && f.renovationYear === null && !f.lowEnergy;
    if (en.includes('Energy-efficient')) return f.lowEnergy;
    if (en.startsWith('Renovated')) return f.renovationYear !== null;
    if (en.includes('New-build')) return f.newBuild;
    if (en.includes('with garden')) return f.garden !== null;
    if (en.includes('with terrace')) return f.terrace !== null;
    if (en.includes('{built}')) return !f.newBuild;
    return true;
  });
  return ok.length ? ok : options;
}

function agentFor(region: Region, rent: boolean, rng: Prng): string {
  const candidates = DEMO_AGENTS.filter((a) => a.regions.includes(region) && a.rentals === rent);
  return rng.pick(candidates.length ? candidates : DEMO_AGENTS).email;
}

const virtualTour = (rng: Prng) => `https://my.matterport.com/show/?m=${rng.token(11)}`;
const youtube = (rng: Prng) =>
  `https://www.youtube.com/watch?v=${rng.token(11, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-')}`;

const PHOTO_NAMES: Record<PhotoKind, string> = {
  house: 'Voorgevel',
  apartment: 'Gebouw',
  living: 'Woonkamer',
  kitchen: 'Keuken',
  bedroom: 'Slaapkamer',
  bathroom: 'Badkamer',
  garden: 'Tuin',
  office: 'Kantoor',
  shop: 'Handelsruimte',
  warehouse: 'Magazijn',
  garage: 'Garage',
};

/** The kinds of photo a listing shows, in order: the front first, then the rooms. */
function photoPlan(family: Family, residential: boolean, rng: Prng): PhotoKind[] {
  if (residential) {
    const front: PhotoKind = family === 'house' ? 'house' : 'apartment';
    const rooms: PhotoKind[] = [
      'living',
      'kitchen',
      'bedroom',
      'bathroom',
      'bedroom',
      'living',
      'garden',
      'bedroom',
      'kitchen',
      'bathroom',
      'living',
    ];
    const n = family === 'studio' ? rng.int(3, 6) : rng.int(4, 12);
    return [front, ...rooms.slice(0, n - 1)];
  }
  const main: Record<Exclude<Family, 'house' | 'apartment' | 'studio'>, PhotoKind[]> = {
    plot: ['garden', 'garden', 'garden', 'house'],
    investment: ['apartment', 'apartment', 'living', 'kitchen', 'bedroom', 'bathroom', 'living', 'bedroom'],
    commercial: ['shop', 'office', 'shop', 'bathroom', 'office'],
    industrial: ['warehouse', 'office', 'warehouse', 'garage', 'office'],
    offices: ['office', 'office', 'living', 'kitchen', 'bathroom', 'office'],
    garage: ['garage', 'garage', 'apartment'],
  };
  const list = main[family as keyof typeof main];
  return list.slice(0, rng.int(3, list.length));
}

function picturesFor(id: number, family: Family, residential: boolean, rng: Prng) {
  const used = new Map<PhotoKind, number>();
  const offsets = new Map<PhotoKind, number>();
  return photoPlan(family, residential, rng).map((kind, k) => {
    const pool = photosOfKind(kind);
    if (!offsets.has(kind)) offsets.set(kind, rng.int(0, pool.length - 1));
    const n = used.get(kind) ?? 0;
    used.set(kind, n + 1);
    const photo = pool[(offsets.get(kind)! + n) % pool.length]!;
    return {
      ID: id * 100 + k + 1,
      Url: `${DEMO_MEDIA_URL}/${photo.file}`,
      Width: PHOTO_WIDTH,
      Height: PHOTO_HEIGHT,
      Name: PHOTO_NAMES[kind],
    };
  });
}

function pointsNear(place: DemoPlace, language: 'nl' | 'fr', rng: Prng): PointOfInterestAttribute[] {
  const city = place.names[language];
  const nl: Array<[string, string]> = [
    ['school', 'Basisschool De Regenboog'],
    ['school', 'Sint-Jozefscollege'],
    ['shop', 'Delhaize'],
    ['shop', 'Carrefour Market'],
    ['station', `Station ${city}`],
    ['bus_stop', 'Bushalte Kerkplein'],
    ['pharmacy', 'Apotheek Centrum'],
    ['park', 'Stadspark'],
    ['hospital', 'AZ Sint-Jan'],
  ];
  const fr: Array<[string, string]> = [
    ['school', 'École communale'],
    ['school', 'Athénée royal'],
    ['shop', 'Delhaize'],
    ['shop', 'Carrefour Market'],
    ['station', elideFrench(`Gare de ${city}`)],
    ['bus_stop', 'Arrêt Place communale'],
    ['pharmacy', 'Pharmacie du Centre'],
    ['park', 'Parc communal'],
    ['hospital', 'Clinique Saint-Pierre'],
  ];
  return rng
    .sample(language === 'nl' ? nl : fr, rng.int(3, 6))
    .map(([category, name]) => ({
      category,
      name,
      distanceMeters: roundTo(rng.int(80, category === 'hospital' ? 6_000 : 2_500), 10),
    }))
    .sort((a, b) => a.distanceMeters - b.distanceMeters);
}

/**
 * Features the demo must show at least a few times, whatever the draw: "starting from" prices,
 * prices on request, virtual tours, videos and a life annuity (viager) sale.
 */
function ensureFeatures(properties: FeedPropertyInput[], rng: Prng): void {
  const n = properties.length;
  const isSale = (p: FeedPropertyInput) => p.Goal === 0;
  const residentialType = (p: FeedPropertyInput) => p.WebID === 1 || p.WebID === 2;
  const atLeast = (
    minimum: number,
    rate: number,
    has: (p: FeedPropertyInput) => boolean,
    can: (p: FeedPropertyInput) => boolean,
    apply: (p: FeedPropertyInput) => void,
  ) => {
    const wanted = Math.max(Math.min(minimum, n), Math.round(n * rate));
    let have = properties.filter(has).length;
    if (have >= wanted) return;
    const candidates = rng.shuffle(properties.filter((p) => !has(p) && can(p)));
    for (const p of candidates) {
      if (have >= wanted) break;
      apply(p);
      have++;
    }
  };

  atLeast(
    3,
    0.03,
    (p) => p.PriceUnit === PRICE_UNIT_STARTING_FROM,
    (p) => isSale(p) && p.WebID === 2 && p.PublishPrice !== false,
    (p) => {
      p.PriceUnit = PRICE_UNIT_STARTING_FROM;
      p.PriceUnitText = 'vanaf';
    },
  );
  atLeast(
    3,
    0.03,
    (p) => p.PublishPrice === false,
    (p) => isSale(p) && p.PriceUnit !== PRICE_UNIT_STARTING_FROM && residentialType(p),
    (p) => {
      p.PublishPrice = false;
      p.Costs = { ...(p.Costs ?? {}), priceOnDemand: true };
    },
  );
  atLeast(
    5,
    0,
    (p) => !!p.VirtualTourUrl,
    residentialType,
    (p) => void (p.VirtualTourUrl = virtualTour(rng)),
  );
  atLeast(
    5,
    0,
    (p) => !!p.VideoUrl,
    residentialType,
    (p) => void (p.VideoUrl = youtube(rng)),
  );
  // A business for takeover ("Over te nemen"): the ribbon that is neither a status nor a sale.
  atLeast(
    1,
    0,
    (p) => p.MarqueeName === 'Over te nemen',
    (p) => p.Marquee === 1 && p.WebID === 6 && p.MarqueeName === undefined,
    (p) => void (p.MarqueeName = 'Over te nemen'),
  );
  atLeast(
    2,
    0.02,
    (p) => !!p.Annuity,
    (p) => isSale(p) && residentialType(p) && p.PriceUnit !== PRICE_UNIT_STARTING_FROM,
    (p) => {
      const price = Number(p.Price ?? 300_000);
      const twoSellers = rng.chance(0.5);
      const annuity: AnnuityAttributes = {
        bouquet: roundTo(price * rng.range(0.15, 0.3), 1_000),
        monthlyAnnuity: roundTo(rng.int(700, 1_900), 10),
        sellerAges: twoSellers ? [rng.int(74, 86), rng.int(74, 86)] : [rng.int(72, 89)],
        occupied: rng.chance(0.75),
      };
      p.Annuity = annuity;
    },
  );
}
