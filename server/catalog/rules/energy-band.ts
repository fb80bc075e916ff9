import type { Region } from './postcode-region';

/**
 * Every energy-performance class key used by any region. Keys are lower-case so they can be used
 * as file names and translation keys: `_plus` / `_plusplus` / `_sub` stand for "+", "++" and "-".
 */
export type EnergyBand =
  | 'a_plusplus'
  | 'a_plus'
  | 'a'
  | 'a_sub'
  | 'b_plus'
  | 'b'
  | 'b_sub'
  | 'c_plus'
  | 'c'
  | 'c_sub'
  | 'd_plus'
  | 'd'
  | 'd_sub'
  | 'e_plus'
  | 'e'
  | 'e_sub'
  | 'f_plus'
  | 'f'
  | 'f_sub'
  | 'g'
  | 'h'
  | 'i';

/** A band's numeric range in kWh/m².year; null is an open end. See {@link energyBandRange} for how ends are included. */
export interface EnergyBandRange {
  min: number | null;
  max: number | null;
}

interface BandDef {
  band: EnergyBand;
  min: number | null;
  max: number | null;
}

/**
 * Flanders (EPC): upper ends are inclusive, so a value on a shared edge belongs to the better
 * band (100 is 'a', 500 is 'e'). The one exception is 0: negative values are 'a_plus' and 0 itself
 * is 'a', so 'a_plus' ends before 0 and 'a' starts at 0 inclusive.
 */
const FLANDERS: readonly BandDef[] = [
  { band: 'a_plus', min: null, max: 0 },
  { band: 'a', min: 0, max: 100 },
  { band: 'b', min: 100, max: 200 },
  { band: 'c', min: 200, max: 300 },
  { band: 'd', min: 300, max: 400 },
  { band: 'e', min: 400, max: 500 },
  { band: 'f', min: 500, max: null },
];

/** Brussels (PEB): whole-number ranges, both ends inclusive, applied to the value rounded to the nearest integer. */
const BRUSSELS: readonly BandDef[] = [
  { band: 'a_plus', min: null, max: 0 },
  { band: 'a', min: 1, max: 23 },
  { band: 'a_sub', min: 24, max: 45 },
  { band: 'b_plus', min: 46, max: 62 },
  { band: 'b', min: 63, max: 79 },
  { band: 'b_sub', min: 80, max: 95 },
  { band: 'c_plus', min: 96, max: 113 },
  { band: 'c', min: 114, max: 132 },
  { band: 'c_sub', min: 133, max: 150 },
  { band: 'd_plus', min: 151, max: 170 },
  { band: 'd', min: 171, max: 190 },
  { band: 'd_sub', min: 191, max: 210 },
  { band: 'e_plus', min: 211, max: 232 },
  { band: 'e', min: 233, max: 253 },
  { band: 'e_sub', min: 254, max: 275 },
  { band: 'f_plus', min: 276, max: 298 },
  { band: 'f', min: 299, max: 322 },
  // f_sub runs up to 345, where 'g' begins: the bands leave no gap (a printed "323-223" is a typo).
  { band: 'f_sub', min: 323, max: 345 },
  { band: 'g', min: 346, max: null },
];

/** Wallonia (PEB): every range is min-exclusive, max-inclusive, so 0 is 'a_plusplus' and 45 is 'a_plus'. */
const WALLONIA: readonly BandDef[] = [
  { band: 'a_plusplus', min: null, max: 0 },
  { band: 'a_plus', min: 0, max: 45 },
  { band: 'a', min: 45, max: 85 },
  { band: 'b', min: 85, max: 170 },
  { band: 'c', min: 170, max: 255 },
  { band: 'd', min: 255, max: 340 },
  { band: 'e', min: 340, max: 425 },
  { band: 'f', min: 425, max: 510 },
  { band: 'g', min: 510, max: null },
];

/** Luxembourg classes come from the certificate's letter, not from a value. */
const LUXEMBOURG: readonly BandDef[] = (
  ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const
).map((band) => ({ band, min: null, max: null }));

const DEFINITIONS: Record<Region, readonly BandDef[]> = { FLANDERS, BRUSSELS, WALLONIA, LUXEMBOURG };

/** Every band key of each region, from best to worst (the order labels are drawn and filtered in). */
export const ENERGY_BANDS: Record<Region, readonly EnergyBand[]> = {
  FLANDERS: FLANDERS.map((d) => d.band),
  BRUSSELS: BRUSSELS.map((d) => d.band),
  WALLONIA: WALLONIA.map((d) => d.band),
  LUXEMBOURG: LUXEMBOURG.map((d) => d.band),
};

/**
 * The energy class of a property. In Belgium it follows from the primary energy use `value`
 * (kWh/m².year) with each region's own scale; `labelText` is ignored there. In Luxembourg it
 * follows from the certificate letter in `labelText` ('A++', 'a+', ' c ', 'I'), and `value` is
 * ignored. Missing or non-finite values and unrecognised letters give null.
 */
export function energyBand(
  region: Region,
  value: number | null | undefined,
  labelText?: string | null,
): EnergyBand | null {
  if (region === 'LUXEMBOURG') return luxembourgBand(labelText);
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  switch (region) {
    case 'FLANDERS':
      // 'a_plus' is the only band whose upper end (0) is excluded, so it is tested on its own.
      if (value < 0) return 'a_plus';
      return FLANDERS.slice(1).find((d) => d.max === null || value <= d.max)!.band;
    case 'WALLONIA':
      return WALLONIA.find((d) => d.max === null || value <= d.max)!.band;
    case 'BRUSSELS': {
      const rounded = Math.round(value);
      return BRUSSELS.find((d) => d.max === null || rounded <= d.max)!.band;
    }
  }
}

function luxembourgBand(labelText: string | null | undefined): EnergyBand | null {
  if (typeof labelText !== 'string') return null;
  const label = labelText.replace(/\s+/g, '').toLowerCase();
  if (label === 'a++') return 'a_plusplus';
  if (label === 'a+') return 'a_plus';
  if (/^[a-i]$/.test(label)) return label as EnergyBand;
  // Also accept the stored key itself, so a band read back from the database normalises to itself.
  if (label === 'a_plusplus' || label === 'a_plus') return label;
  return null;
}

function definition(region: Region, band: EnergyBand): BandDef {
  const def = DEFINITIONS[region].find((d) => d.band === band);
  if (!def) throw new RangeError(`Energy band '${band}' does not exist in ${region}`);
  return def;
}

/**
 * The numeric range of a band in kWh/m².year, null for an open end.
 * - BRUSSELS: whole numbers, both ends inclusive (applied to the rounded value).
 * - WALLONIA: min exclusive, max inclusive.
 * - FLANDERS: min exclusive, max inclusive, except at 0: 'a_plus' is { null, 0 } with 0 excluded,
 *   and 'a' is { 0, 100 } with 0 included.
 * - LUXEMBOURG: { null, null }, the class is not derived from a value.
 * Throws a RangeError for a band the region does not have.
 */
export function energyBandRange(region: Region, band: EnergyBand): EnergyBandRange {
  const { min, max } = definition(region, band);
  return { min, max };
}

/**
 * A representative value that {@link energyBand} maps back to `band` (the middle of a closed
 * range, 10 below an open lower end, 50 above an open upper end), for seed data and previews.
 * Null for Luxembourg, whose classes do not come from values. Throws a RangeError for a band the
 * region does not have.
 */
export function sampleValueInBand(region: Region, band: EnergyBand): number | null {
  const { min, max } = definition(region, band);
  if (region === 'LUXEMBOURG') return null;
  if (min === null && max === null) return null;
  if (min === null) return max! - 10;
  if (max === null) return min + 50;
  const middle = (min + max) / 2;
  return region === 'BRUSSELS' ? Math.floor(middle) : middle;
}

/** Path of the label picture for a band, e.g. `/static/energy/flanders/a_plus.svg`. */
export function energyLabelImageUrl(region: Region, band: EnergyBand): string {
  return `/static/energy/${region.toLowerCase()}/${band}.svg`;
}
