import { z } from 'zod';
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
} from '../property.attributes';
import { isDocumentKind, normalizeKey } from '../rules';

/**
 * The agency CRM's feed file, field names as the CRM spells them.
 *
 * CRMs are sloppy in predictable ways (numbers sent as strings, "" for "no value", "1"/"ja"/"oui"
 * for booleans), so those are accepted and normalized. What would corrupt the catalog fails the
 * record: a missing or insane ID, Goal, Zip, City or WebID, a price or coordinate that is not a
 * number, a Marquee outside 0..4, a CountryID other than 10/50. Inside the detail groups
 * (display-only data) an unreadable value is dropped instead of keeping the listing off the site.
 *
 * Records are validated one by one ({@link parseFeedRecord}) so one bad record never rejects a
 * file. Each field is a single zod step with a plain coercion inside: a 100,000-listing feed is
 * validated in seconds.
 */

// ---------------------------------------------------------------------------------------------
// The wire format: what a CRM writes (and what the demo generator produces).

type Num = number | string;
type Text = string | number;
type Bool = boolean | number | string;
type Maybe<T> = T | null | undefined;

/** A detail group as sent: the attribute names of `property.attributes.ts`, values possibly as strings. */
type Loose<T> = {
  [K in keyof T]?: Maybe<
    NonNullable<T[K]> extends number
      ? Num
      : NonNullable<T[K]> extends boolean
        ? Bool
        : NonNullable<T[K]> extends readonly unknown[]
          ? NonNullable<T[K]> | string
          : Text
  >;
};

export interface FeedPictureInput {
  ID: Text;
  Url: string;
  Width?: Maybe<Num>;
  Height?: Maybe<Num>;
  Name?: Maybe<Text>;
}

export interface FeedTextInput {
  Title?: Maybe<Text>;
  Description?: Maybe<Text>;
  TypeDescription?: Maybe<Text>;
}

/** One listing as the CRM writes it. */
export interface FeedPropertyInput {
  /** The CRM's listing id: positive whole number, required. */
  ID: Num;
  /** 0 sale, any other whole number rent. Required. */
  Goal: Num;
  /** 0 and 2 option, 1 available, 3 sold, 4 rented; missing means available. */
  Marquee?: Maybe<Num>;
  MarqueeName?: Maybe<Text>;
  /** The property type id (WebID), required. */
  WebID: Num;
  /** Comma-separated type ids, as the CRM keeps them. */
  WebIDs?: Maybe<Text | Text[]>;
  MainTypeName?: Maybe<Text>;
  RecordFile?: Maybe<Text>;
  /** The municipality, any language and case ("ELSENE", "Ixelles"). Required. */
  City: Text;
  /** Four-digit postcode (Luxembourg's "L-1234" is accepted). Required. */
  Zip: Text;
  /** 10 Belgium, 50 Luxembourg; missing means Belgium. */
  CountryID?: Maybe<Num>;
  CountryName?: Maybe<Text>;
  Street?: Maybe<Text>;
  HouseNumber?: Maybe<Text>;
  BoxNr?: Maybe<Text>;
  PublishAddress?: Maybe<Bool>;
  Price?: Maybe<Num>;
  PublishPrice?: Maybe<Bool>;
  /** 7 means "starting from". */
  PriceUnit?: Maybe<Num>;
  PriceUnitText?: Maybe<Text>;
  /** Primary energy use in kWh/m².year (Belgium). */
  EnergyPerformance?: Maybe<Num>;
  /** The certificate letter (Luxembourg: A++ … I). */
  EPCLabelText?: Maybe<Text>;
  Latitude?: Maybe<Num>;
  Longitude?: Maybe<Num>;
  /** The agent shown as manager, by e-mail. */
  ManagerEmail?: Maybe<string>;
  /** 0 or missing: no project. */
  ProjectID?: Maybe<Num>;
  SmallPictureItem?: Maybe<{
    Url?: Maybe<string>;
    Width?: Maybe<Num>;
    Height?: Maybe<Num>;
    ID?: Maybe<Text>;
    Name?: Maybe<Text>;
  }>;
  /** The photos, in display order; ID is the CRM's picture id. */
  Pictures?: Maybe<FeedPictureInput[]>;
  VirtualTourUrl?: Maybe<string>;
  VideoUrl?: Maybe<string>;
  Texts?: Maybe<Partial<Record<FeedLanguage, Maybe<FeedTextInput>>>>;
  Costs?: Maybe<Loose<CostsAttributes>>;
  Rooms?: Maybe<Loose<RoomsAttributes>>;
  Surfaces?: Maybe<Loose<SurfacesAttributes>>;
  Building?: Maybe<Loose<BuildingAttributes>>;
  Energy?: Maybe<Loose<EnergyAttributes>>;
  Comfort?: Maybe<Loose<ComfortAttributes>>;
  Risks?: Maybe<Loose<RiskAttributes>>;
  Planning?: Maybe<Loose<PlanningAttributes>>;
  PurchaseCosts?: Maybe<Loose<PurchaseCostsAttributes>>;
  Annuity?: Maybe<Loose<AnnuityAttributes>>;
  /** `kind`: the code of a known kind of document (DOCUMENT_KINDS); other codes are ignored. */
  Documents?: Maybe<Array<{ name?: Maybe<Text>; url?: Maybe<string>; kind?: Maybe<string> }>>;
  PointsOfInterest?: Maybe<
    Array<{ category?: Maybe<Text>; name?: Maybe<Text>; distanceMeters?: Maybe<Num> }>
  >;
  Mobility?: Maybe<Loose<MobilityAttributes>>;
}

/** A new-build project as the CRM writes it; its units are the listings whose ProjectID is its ID. */
export interface FeedProjectInput {
  /** The CRM's project id: positive whole number, required. */
  ID: Num;
  /** Name (Title) and description per language. */
  Texts?: Maybe<Partial<Record<FeedLanguage, Maybe<FeedTextInput>>>>;
  PublicAddress?: Maybe<Bool>;
  Street?: Maybe<Text>;
  HouseNumber?: Maybe<Text>;
  BoxNr?: Maybe<Text>;
  Zip: Text;
  City: Text;
  CountryID?: Maybe<Num>;
  CountryName?: Maybe<Text>;
  Pictures?: Maybe<FeedPictureInput[]>;
}

/** A feed file as the CRM writes it. */
export interface Feed {
  generatedAt: string;
  /** A full feed lists every published listing: the ones it lacks are withdrawn. */
  full: boolean;
  /** The projects the listings refer to (ProjectID); a feed without projects may leave it out. */
  projects?: FeedProjectInput[];
  properties: FeedPropertyInput[];
}

export const FEED_LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
export type FeedLanguage = (typeof FEED_LANGUAGES)[number];
export const COUNTRY_IDS = [10, 50] as const;
const MAX_INT = 2_147_483_647;

// ---------------------------------------------------------------------------------------------
// Coercions: plain functions returning the value, or a Problem.

class Problem {
  constructor(readonly message: string) {}
}
type Coerce<T> = (v: unknown) => T | Problem;

const show = (v: unknown) =>
  v === null
    ? 'null'
    : typeof v === 'string'
      ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)
      : Array.isArray(v)
        ? 'a list'
        : typeof v === 'object'
          ? 'an object'
          : String(v);

/**
 * Trimmed text; '' and blanks mean null. Numbers are accepted (house number 12). NUL characters,
 * which PostgreSQL cannot store, are dropped.
 */
const toText: Coerce<string | null> = (v) => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') {
    // PostgreSQL text cannot hold NUL; the CRM sometimes sends it.
    // eslint-disable-next-line no-control-regex -- NUL is exactly what is removed
    const s = (v.includes('\u0000') ? v.replace(/\u0000/g, '') : v).trim();
    return s === '' ? null : s;
  }
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return new Problem(`expected text, got ${show(v)}`);
};

/**
 * Numbers as CRMs write them: 12.5, "12.5", "12,5", "250 000", "1.250,50", "1,250.50" and
 * "310.000" (Belgian thousands) are numbers; '' is null; anything else is undefined. Digits grouped
 * by threes after a non-zero lead ("310.000", "1.250.000", "1,250,000") are thousands; otherwise
 * the last of '.' and ',' is the decimal separator.
 */
export function parseLooseNumber(v: unknown): number | null | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  let s = v.replace(/[\s\u00a0\u202f]/g, '');
  if (s === '') return null;
  if (/^[+-]?[1-9]\d{0,2}(\.\d{3})+$/.test(s) || /^[+-]?[1-9]\d{0,2}(,\d{3})+$/.test(s))
    return Number(s.replace(/[.,]/g, ''));
  const comma = s.lastIndexOf(',');
  const dot = s.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) s = comma > dot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  else if (comma >= 0) s = s.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return undefined;
  return Number(s);
}

interface NumberRules {
  integer?: boolean;
  min?: number;
  max?: number;
}

const toNumber =
  (rules: NumberRules = {}): Coerce<number | null> =>
  (v) => {
    if (v === null || v === undefined) return null;
    const n = parseLooseNumber(v);
    if (n === null) return null;
    if (n === undefined) return new Problem(`expected a number, got ${show(v)}`);
    if (rules.integer && !Number.isInteger(n)) return new Problem(`expected a whole number, got ${show(v)}`);
    if ((rules.min !== undefined && n < rules.min) || (rules.max !== undefined && n > rules.max)) {
      return new Problem(`${n} is outside ${rules.min ?? '-∞'}..${rules.max ?? '∞'}`);
    }
    return n;
  };
const toInt = (rules: Omit<NumberRules, 'integer'> = {}) =>
  toNumber({ integer: true, min: rules.min ?? -MAX_INT, max: rules.max ?? MAX_INT });

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y', 'on', 'ja', 'j', 'oui', 'o', 'x']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'n', 'off', 'nee', 'non']);

/** true/false, 1/0, "yes"/"no" (also in Dutch and French); '' is null. */
const toBool: Coerce<boolean | null> = (v) => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number' || typeof v === 'string') {
    const s = String(v).trim().toLowerCase();
    if (s === '') return null;
    if (TRUE_WORDS.has(s)) return true;
    if (FALSE_WORDS.has(s)) return false;
  }
  return new Problem(`expected yes or no, got ${show(v)}`);
};

/** An ISO date "YYYY-MM-DD"; "DD/MM/YYYY", "DD-MM-YYYY", "DD.MM.YYYY" and ISO timestamps are accepted. */
const toDate: Coerce<string | null> = (v) => {
  const s = toText(v);
  if (s === null || s instanceof Problem) return s;
  let y: number, mo: number, d: number;
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(s);
  if (m) [y, mo, d] = [+m[1]!, +m[2]!, +m[3]!];
  else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s))) [y, mo, d] = [+m[3]!, +m[2]!, +m[1]!];
  else return new Problem(`expected a date, got ${show(v)}`);
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d)
    return new Problem(`not a calendar date: ${show(v)}`);
  return t.toISOString().slice(0, 10);
};

/** A list of words, sent as an array or as one comma-separated string. */
const toWords: Coerce<string[] | null> = (v) => {
  if (v === null || v === undefined) return null;
  let list: unknown[];
  if (Array.isArray(v)) list = v;
  else if (typeof v === 'string') list = v.split(',');
  else return new Problem(`expected a list, got ${show(v)}`);
  const out: string[] = [];
  for (const item of list) {
    const s = toText(item);
    if (typeof s === 'string') out.push(s);
  }
  return out.length ? out : null;
};

const toAges: Coerce<number[] | null> = (v) => {
  const list = toWords(v);
  if (list === null || list instanceof Problem) return list;
  const ages = list.map(Number);
  return ages.every((a) => Number.isInteger(a) && a >= 0 && a <= 130)
    ? ages
    : new Problem('ages must be whole numbers');
};

/** A positive whole number that must be present (ID, WebID). */
const toRequiredId =
  (what: string): Coerce<number> =>
  (v) => {
    if (v === null || v === undefined || v === '') return new Problem(`${what} is required`);
    const n = parseLooseNumber(v);
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_INT)
      return new Problem(`${what} must be a positive whole number, got ${show(v)}`);
    return n;
  };

// ---------------------------------------------------------------------------------------------
// Zod steps

/** One zod step running a coercion; a Problem becomes an issue at this field's path. */
function field<T>(coerce: Coerce<T>) {
  return z
    .unknown()
    .optional()
    .transform((v: unknown, ctx): T => {
      const r = coerce(v);
      if (r instanceof Problem) {
        ctx.addIssue({ code: 'custom', message: r.message });
        return z.NEVER;
      }
      return r;
    });
}

/** A field that falls back to `fallback` when missing. */
function withDefault<T>(coerce: Coerce<T | null>, fallback: T): Coerce<T> {
  return (v) => {
    const r = coerce(v);
    return r === null ? fallback : r;
  };
}

/**
 * A detail group: an object whose fields are all optional. Missing, null or "" is `{}`; a field
 * that cannot be read is dropped (display-only data); fields with no value are left out, so a
 * group with no data is `{}` and the page hides it. A group that is not an object fails the record.
 */
function group<T extends object>(spec: { [K in keyof Required<T>]: Coerce<T[K] | null> }) {
  const keys = Object.keys(spec) as (keyof T & string)[];
  return field<T>((v) => {
    if (v === null || v === undefined || v === '') return {} as T;
    if (typeof v !== 'object' || Array.isArray(v)) return new Problem(`expected an object, got ${show(v)}`);
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      const r = spec[k]((v as Record<string, unknown>)[k]);
      if (r !== null && r !== undefined && !(r instanceof Problem)) out[k] = r;
    }
    return out as T;
  });
}

/** A list whose invalid items are dropped (a broken document link is not worth a listing). */
function list<T>(item: (v: Record<string, unknown>) => T | null) {
  return field<T[]>((v) => {
    if (v === null || v === undefined || v === '') return [];
    if (!Array.isArray(v)) return new Problem(`expected a list, got ${show(v)}`);
    const out: T[] = [];
    for (const i of v) {
      if (typeof i !== 'object' || i === null || Array.isArray(i)) continue;
      const r = item(i as Record<string, unknown>);
      if (r !== null) out.push(r);
    }
    return out;
  });
}

const count = toInt({ min: 0, max: 10_000 });
const pixels = toInt({ min: 0, max: 100_000 });
const area = toNumber({ min: 0 });
const money = toNumber({ min: 0 });
const year = toInt({ min: 1000, max: 2200 });
const score = toNumber({ min: 0, max: 10 });
const value = (r: unknown) => (r instanceof Problem ? null : r);

export interface FeedPicture {
  ID: string;
  Url: string;
  Width: number;
  Height: number;
  Name: string;
}

export interface FeedText {
  Title: string;
  Description: string;
  TypeDescription: string;
}

/** The photos in the CRM's order; pictures without ID or Url are dropped, a repeated ID keeps its first place. */
const pictures = list<FeedPicture>((p) => {
  const id = value(toText(p.ID)) as string | null;
  const url = value(toText(p.Url)) as string | null;
  if (id === null || url === null) return null;
  return {
    ID: id,
    Url: url,
    Width: (value(pixels(p.Width)) as number | null) ?? 0,
    Height: (value(pixels(p.Height)) as number | null) ?? 0,
    Name: (value(toText(p.Name)) as string | null) ?? '',
  };
}).transform((list) => {
  const seen = new Set<string>();
  return list.filter((p) => !seen.has(p.ID) && seen.add(p.ID));
});

const smallPicture = field((v) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const p = v as Record<string, unknown>;
  const url = value(toText(p.Url)) as string | null;
  if (url === null) return null;
  return {
    Url: url,
    Width: value(pixels(p.Width)) as number | null,
    Height: value(pixels(p.Height)) as number | null,
    ID: value(toText(p.ID)) as string | null,
    Name: value(toText(p.Name)) as string | null,
  };
});

/** Texts per language; unknown languages and empty entries are dropped. */
const texts = field<Partial<Record<FeedLanguage, FeedText>>>((v) => {
  const out: Partial<Record<FeedLanguage, FeedText>> = {};
  if (v === null || v === undefined || v === '') return out;
  if (typeof v !== 'object' || Array.isArray(v))
    return new Problem(`expected an object with nl/fr/en texts, got ${show(v)}`);
  for (const lang of FEED_LANGUAGES) {
    const t = (v as Record<string, unknown>)[lang];
    if (typeof t !== 'object' || t === null) continue;
    const e = t as Record<string, unknown>;
    const text: FeedText = {
      Title: (value(toText(e.Title)) as string | null) ?? '',
      Description: (value(toText(e.Description)) as string | null) ?? '',
      TypeDescription: (value(toText(e.TypeDescription)) as string | null) ?? '',
    };
    if (text.Title || text.Description || text.TypeDescription) out[lang] = text;
  }
  return out;
});

const annuityGroup = group<AnnuityAttributes>({
  bouquet: money,
  monthlyAnnuity: money,
  sellerAges: toAges,
  occupied: toBool,
});

const cityField = field<string>((v) => {
  const s = toText(v);
  if (s === null) return new Problem('City is required');
  if (s instanceof Problem) return s;
  const city = s.replace(/\s+/g, ' ');
  if (city.length > 100) return new Problem('City is longer than 100 characters');
  if (normalizeKey(city) === '') return new Problem(`City must contain letters, got ${show(v)}`);
  return city;
});
const zipField = field<string>((v) => {
  if (v === null || v === undefined || v === '') return new Problem('Zip is required');
  const m =
    typeof v === 'string' || typeof v === 'number'
      ? /^(?:[A-Za-z]{1,2}-?)?(\d{4})$/.exec(String(v).replace(/\s+/g, ''))
      : null;
  return m ? m[1]! : new Problem(`Zip must be a 4-digit postcode, got ${show(v)}`);
});
const countryField = field<10 | 50>((v) => {
  const n = withDefault(toInt(), 10)(v);
  if (n instanceof Problem) return n;
  return n === 10 || n === 50
    ? n
    : new Problem(`CountryID must be 10 (Belgium) or 50 (Luxembourg), got ${show(v)}`);
});

/** One listing as the CRM sends it, validated and normalized. */
export const feedPropertySchema = z
  .object({
    ID: field(toRequiredId('ID')),
    Goal: field<number>((v) => {
      if (v === null || v === undefined || v === '') return new Problem('Goal is required');
      const n = parseLooseNumber(v);
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 32_767)
        return new Problem(`Goal must be 0 (sale) or another whole number (rent), got ${show(v)}`);
      return n;
    }),
    Marquee: field(withDefault(toInt({ min: 0, max: 4 }), 1)),
    MarqueeName: field(toText),
    WebID: field(toRequiredId('WebID')),
    WebIDs: field<string>((v) => {
      if (v === null || v === undefined) return '';
      const parts = Array.isArray(v)
        ? v
        : typeof v === 'string' || typeof v === 'number'
          ? String(v).split(',')
          : null;
      if (parts === null) return new Problem(`expected comma-separated type ids, got ${show(v)}`);
      return parts
        .map((s) => String(s).trim())
        .filter((s) => s !== '')
        .join(',');
    }),
    MainTypeName: field(toText),
    RecordFile: field(toText),
    City: cityField,
    Zip: zipField,
    CountryID: countryField,
    CountryName: field(toText),
    Street: field(toText),
    HouseNumber: field(toText),
    BoxNr: field(toText),
    PublishAddress: field(withDefault(toBool, true)),
    Price: field(toNumber({ min: 0, max: 9_999_999_999 })),
    PublishPrice: field(withDefault(toBool, true)),
    PriceUnit: field(toInt({ min: 0 })),
    PriceUnitText: field(toText),
    EnergyPerformance: field(toNumber({ min: -9_999_999, max: 9_999_999 })),
    EPCLabelText: field(toText),
    Latitude: field(toNumber({ min: -90, max: 90 })),
    Longitude: field(toNumber({ min: -180, max: 180 })),
    /** Matched case-insensitively against the agents' e-mail addresses. */
    ManagerEmail: field((v) => {
      const s = toText(v);
      return typeof s === 'string' ? s.toLowerCase() : s;
    }),
    /** 0 means "no project", as CRMs send it. */
    ProjectID: field((v) => {
      const n = toInt({ min: 0 })(v);
      return n === 0 ? null : n;
    }),
    SmallPictureItem: smallPicture,
    Pictures: pictures,
    VirtualTourUrl: field(toText),
    VideoUrl: field(toText),
    Texts: texts,
    Costs: group<CostsAttributes>({
      uniqueCode: toText,
      priceOnDemand: toBool,
      monthlyRent: money,
      chargesRenter: money,
      chargesOwner: money,
      depositAmount: money,
      agencyCost: money,
      inventoryCost: money,
    }),
    Rooms: group<RoomsAttributes>({
      bedrooms: count,
      bathrooms: count,
      showerRooms: count,
      toilets: count,
      garages: count,
      parkings: count,
      externalParkings: count,
      floors: count,
    }),
    Surfaces: group<SurfacesAttributes>({
      total: area,
      living: area,
      ground: area,
      terrace: area,
      garden: area,
      office: area,
      store: area,
      constructed: area,
    }),
    Building: group<BuildingAttributes>({
      frontWidth: area,
      plotWidth: area,
      constructionYear: year,
      renovationYear: year,
      facades: toInt({ min: 1, max: 4 }),
    }),
    Energy: group<EnergyAttributes>({
      specificEnergy: toNumber(),
      totalEnergy: toNumber(),
      co2Emission: toNumber(),
      eLevel: toNumber(),
      certificateNumber: toText,
      certificateEndDate: toDate,
    }),
    Comfort: group<ComfortAttributes>({
      heating: toText,
      glazing: toText,
      windowFrame: toText,
      kitchen: toText,
      interiorComfort: toWords,
      exteriorComfort: toWords,
      roof: toText,
    }),
    Risks: group<RiskAttributes>({
      floodRisk: toText,
      floodZone: toText,
      gScore: toText,
      pScore: toText,
      asbestosType: toText,
      asbestosDate: toDate,
    }),
    Planning: group<PlanningAttributes>({
      permit: toText,
      allotmentPermit: toBool,
      preemptiveRights: toBool,
      summons: toBool,
      judicialDecision: toBool,
      areaApplication: toText,
    }),
    PurchaseCosts: group<PurchaseCostsAttributes>({
      notaryFee: money,
      registrationRights: money,
      vat: money,
      constructionCost: money,
    }),
    /** A life-annuity (viager) sale; null when the listing is not one. */
    Annuity: annuityGroup.transform((a) => (Object.keys(a).length ? a : null)),
    Documents: list<DocumentAttribute>((d) => {
      const name = value(toText(d.name)) as string | null;
      const url = value(toText(d.url)) as string | null;
      if (name === null || url === null) return null;
      const kind = value(toText(d.kind));
      return isDocumentKind(kind) ? { name, url, kind } : { name, url };
    }),
    PointsOfInterest: list<PointOfInterestAttribute>((p) => {
      const category = value(toText(p.category)) as string | null;
      const name = value(toText(p.name)) as string | null;
      const distance = value(area(p.distanceMeters)) as number | null;
      return category !== null && name !== null && distance !== null
        ? { category, name, distanceMeters: Math.round(distance) }
        : null;
    }),
    Mobility: group<MobilityAttributes>({
      publicTransport: score,
      education: score,
      shops: score,
      leisure: score,
      health: score,
      environment: score,
      nearby: score,
    }),
  })
  .transform((p) => {
    // CRMs send 0,0 for "no coordinates"; no Belgian or Luxembourg address lies there.
    if (p.Latitude === 0 && p.Longitude === 0) return { ...p, Latitude: null, Longitude: null };
    return p;
  });

/** A listing once validated and normalized. */
export type FeedProperty = z.output<typeof feedPropertySchema>;

/**
 * One project as the CRM sends it. Like a listing, a project without ID, Zip or City fails; a
 * project without a name in any language fails too (its page would have no title).
 */
export const feedProjectSchema = z
  .object({
    ID: field(toRequiredId('ID')),
    Texts: texts,
    PublicAddress: field(withDefault(toBool, true)),
    Street: field(toText),
    HouseNumber: field(toText),
    BoxNr: field(toText),
    Zip: zipField,
    City: cityField,
    CountryID: countryField,
    Pictures: pictures,
  })
  .superRefine((p, ctx) => {
    if (!Object.values(p.Texts).some((t) => t.Title !== ''))
      ctx.addIssue({
        code: 'custom',
        path: ['Texts'],
        message: 'a project needs a Title in at least one language',
      });
  });

/** A project once validated and normalized. */
export type FeedProject = z.output<typeof feedProjectSchema>;

/**
 * The feed file's envelope. `properties` and `projects` are checked record by record, see
 * {@link parseFeedRecord} and {@link parseFeedProject}.
 */
export const feedEnvelopeSchema = z.object({
  generatedAt: z.string().trim().min(1),
  full: z
    .union([z.boolean(), z.literal('true'), z.literal('false')])
    .transform((v) => v === true || v === 'true'),
  projects: z.array(z.unknown()).optional().default([]),
  properties: z.array(z.unknown()),
});

export type ProjectResult =
  { ok: true; record: FeedProject } | { ok: false; id: string | number | null; reason: string };

/** Validates one project record, as {@link parseFeedRecord} does a listing. */
export function parseFeedProject(raw: unknown): ProjectResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, id: null, reason: `invalid project: expected an object, got ${show(raw)}` };
  const r = feedProjectSchema.safeParse(raw);
  if (r.success) return { ok: true, record: r.data };
  return { ok: false, id: rawRecordId(raw), reason: `invalid project: ${describeIssues(r.error.issues)}` };
}

export type RecordResult =
  { ok: true; record: FeedProperty } | { ok: false; id: string | number | null; reason: string };

/** Validates one record; a failure carries the record's ID (when it has one) and the issue paths. */
export function parseFeedRecord(raw: unknown): RecordResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, id: null, reason: `invalid record: expected an object, got ${show(raw)}` };
  const r = feedPropertySchema.safeParse(raw);
  if (r.success) return { ok: true, record: r.data };
  return { ok: false, id: rawRecordId(raw), reason: `invalid record: ${describeIssues(r.error.issues)}` };
}

/** The ID of a raw record as sent, for reports: the number when it is one, the text otherwise. */
export function rawRecordId(raw: unknown): string | number | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const id = (raw as Record<string, unknown>).ID;
  if (typeof id === 'number' && Number.isFinite(id)) return id;
  if (typeof id === 'string' && id.trim() !== '') {
    const n = parseLooseNumber(id);
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : id;
  }
  return null;
}

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join('.') : '(record)'}: ${i.message}`)
    .join('; ');
}
