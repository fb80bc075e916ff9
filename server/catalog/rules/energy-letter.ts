import { energyBand, type EnergyBand } from './energy-band';
import type { Region } from './postcode-region';

/**
 * The common scale visitors filter on, best first. Each region draws its own label (Brussels has
 * nineteen bands, Wallonia an A++), but "at least C" must mean the same thing everywhere.
 */
export const ENERGY_LETTERS = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyLetter = (typeof ENERGY_LETTERS)[number];

/**
 * The letter of a regional band: a sub-band counts as its letter (b_plus and b_sub are B),
 * Wallonia's A++ is better than anything the common scale names so it counts as A+, and
 * Luxembourg's H and I are worse than G so they count as G (the worst the scale has).
 */
export function energyLetterOfBand(band: EnergyBand): EnergyLetter {
  if (band === 'a_plusplus' || band === 'a_plus') return 'A+';
  if (band === 'h' || band === 'i') return 'G';
  return band.charAt(0).toUpperCase() as EnergyLetter;
}

/** The letter of a listing's label, from the same inputs as its band; null when the band is unknown. */
export function energyLetter(
  region: Region | null,
  value: number | null | undefined,
  labelText?: string | null,
): EnergyLetter | null {
  if (region === null) return null;
  const band = energyBand(region, value, labelText);
  return band === null ? null : energyLetterOfBand(band);
}

/** The letter's place on the scale, 0 for A+ to 7 for G: what the database stores and compares. */
export function energyLetterRank(letter: EnergyLetter): number {
  return ENERGY_LETTERS.indexOf(letter);
}
