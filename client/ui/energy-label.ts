/**
 * The label as its certificate prints it, from the region's band key: 'a_plusplus' → 'A++',
 * 'c_sub' → 'C−', 'b_plus' → 'B+', Luxembourg's 'i' → 'I'. Cards and key facts show this, not the
 * common scale's letter the filters use (a C− is a C to a filter, and still a C− to its buyer).
 */
export function bandLetter(band: string): string {
  const [letter = '', suffix] = band.split('_');
  const mark = suffix === 'plusplus' ? '++' : suffix === 'plus' ? '+' : suffix === 'sub' ? '−' : '';
  return letter.toUpperCase() + mark;
}

/**
 * A listing's label as its certificate prints it: from its band when there is one ('C−', 'A++'),
 * else the common scale's letter ('A+' for A_PLUS); null when neither is known.
 */
export function energyLabelText(energy: { letter?: string | null; band?: string | null }): string | null {
  if (energy.band) return bandLetter(energy.band);
  if (!energy.letter) return null;
  return energy.letter === 'A_PLUS' ? 'A+' : energy.letter;
}
