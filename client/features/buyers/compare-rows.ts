import type { LanguageCode } from '../../../common/languages';
import { formatFigure } from '../../../common/number-format';
import { energyLabelText } from '../../ui/energy-label';
import { formatEuros } from '../../ui/euros';

/** What the comparison reads of a listing (its GraphQL selection). */
export interface CompareListing {
  goal: 'SALE' | 'RENT';
  price: { formatted: string; amount?: number | null; onDemand: boolean };
  surfaces: { living?: number | null; ground?: number | null };
  rooms: { bedrooms?: number | null; bathrooms?: number | null };
  energy: { letter?: string | null; band?: string | null; epcValue?: number | null };
  risks: { pScore?: string | null; gScore?: string | null };
  building: { constructionYear?: number | null };
  costs: { chargesRenter?: number | null };
}

export const COMPARE_ROW_KEYS = [
  'price',
  'pricePerSquareMetre',
  'livingArea',
  'plotArea',
  'bedrooms',
  'bathrooms',
  'energy',
  'pScore',
  'gScore',
  'constructionYear',
  'charges',
] as const;
export type CompareRowKey = (typeof COMPARE_ROW_KEYS)[number];

export interface CompareCell {
  /** The value as shown; null when the listing does not say. */
  text: string | null;
  /** The best of the row (the lowest price, the largest area …), when the row has one. */
  best: boolean;
}

export interface CompareRow {
  key: CompareRowKey;
  cells: CompareCell[];
  /** Whether the listings say different things here (an unknown value differs from a known one). */
  differs: boolean;
}

type Better = 'lower' | 'higher' | null;

interface RowRule {
  key: CompareRowKey;
  /** The figure the best is chosen by (null: none). */
  value: (l: CompareListing) => number | null;
  text: (l: CompareListing, lang: LanguageCode) => string | null;
  better: Better;
}

const positive = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null;
const priceOf = (l: CompareListing) => (l.price.onDemand ? null : positive(l.price.amount));
const perSquareMetre = (l: CompareListing) => {
  const price = priceOf(l);
  const living = positive(l.surfaces.living);
  return price !== null && living !== null ? Math.round(price / living) : null;
};
const area = (v: number | null, lang: LanguageCode) =>
  v === null ? null : `${formatFigure(v, lang, { maxDecimals: 0 })} m²`;
const count = (v: number | null) => (v === null ? null : String(v));

const RULES: readonly RowRule[] = [
  {
    key: 'price',
    value: priceOf,
    // The listing's own text: "Price on demand" for a hidden price, never a figure.
    text: (l) => l.price.formatted,
    better: 'lower',
  },
  {
    key: 'pricePerSquareMetre',
    value: perSquareMetre,
    text: (l) => {
      const v = perSquareMetre(l);
      return v === null ? null : `${formatEuros(v)}/m²`;
    },
    better: 'lower',
  },
  {
    key: 'livingArea',
    value: (l) => positive(l.surfaces.living),
    text: (l, lang) => area(positive(l.surfaces.living), lang),
    better: 'higher',
  },
  {
    key: 'plotArea',
    value: (l) => positive(l.surfaces.ground),
    text: (l, lang) => area(positive(l.surfaces.ground), lang),
    better: 'higher',
  },
  {
    key: 'bedrooms',
    value: (l) => positive(l.rooms.bedrooms),
    text: (l) => count(positive(l.rooms.bedrooms)),
    better: 'higher',
  },
  {
    key: 'bathrooms',
    value: (l) => positive(l.rooms.bathrooms),
    text: (l) => count(positive(l.rooms.bathrooms)),
    better: 'higher',
  },
  {
    key: 'energy',
    value: (l) => positive(l.energy.epcValue),
    text: (l, lang) => {
      const letter = energyLabelText(l.energy);
      const value = positive(l.energy.epcValue);
      const figure = value === null ? null : `${formatFigure(value, lang, { maxDecimals: 0 })} kWh/m²`;
      return letter && figure ? `${letter} · ${figure}` : (letter ?? figure);
    },
    better: 'lower',
  },
  { key: 'pScore', value: () => null, text: (l) => l.risks.pScore?.trim() || null, better: null },
  { key: 'gScore', value: () => null, text: (l) => l.risks.gScore?.trim() || null, better: null },
  {
    key: 'constructionYear',
    value: (l) => positive(l.building.constructionYear),
    text: (l) => count(positive(l.building.constructionYear)),
    better: 'higher',
  },
  {
    key: 'charges',
    value: (l) => positive(l.costs.chargesRenter),
    text: (l) => {
      const v = positive(l.costs.chargesRenter);
      return v === null ? null : formatEuros(v);
    },
    better: 'lower',
  },
];

/**
 * The rows of a comparison, in order, leaving out what none of the listings says. A row differs
 * when its texts are not all the same. The best cell of a row (the lowest price or energy use, the
 * largest area, the newest building …) is marked when at least two listings give the figure, they
 * do not all tie, and all are of one goal (a sale's price is no better than a monthly rent).
 */
export function compareRows(listings: readonly CompareListing[], lang: LanguageCode): CompareRow[] {
  const oneGoal = new Set(listings.map((l) => l.goal)).size === 1;
  return RULES.flatMap((rule) => {
    const texts = listings.map((l) => rule.text(l, lang));
    if (texts.every((t) => t === null)) return [];
    const values = listings.map(rule.value);
    const known = values.filter((v): v is number => v !== null);
    const best =
      rule.better && oneGoal && known.length >= 2 && new Set(known).size > 1
        ? rule.better === 'lower'
          ? Math.min(...known)
          : Math.max(...known)
        : null;
    return [
      {
        key: rule.key,
        cells: texts.map((text, i) => ({ text, best: best !== null && values[i] === best })),
        differs: new Set(texts).size > 1,
      },
    ];
  });
}
