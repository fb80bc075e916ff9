/** Short words that stay lower case inside Belgian and Luxembourg place names ("Esch-sur-Alzette", "Sint-Joost-ten-Node"). */
const LOWER_WORDS = new Set([
  'la',
  'le',
  'les',
  'de',
  'du',
  'des',
  'sur',
  'sous',
  'lez',
  'lès',
  'en',
  'et',
  'ten',
  'ter',
  'den',
  'op',
  'aan',
  'bij',
  'over',
  "l'",
  "d'",
]);

/**
 * A place name as people write it, from the CRM's upper-case spelling: "BRAINE-L'ALLEUD" →
 * "Braine-l'Alleud", "OTTIGNIES-LOUVAIN-LA-NEUVE" → "Ottignies-Louvain-la-Neuve",
 * "SINT-GENESIUS-RODE" → "Sint-Genesius-Rode". Names already in mixed case are kept as sent.
 */
export function titleCasePlace(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  // Words are runs of letters (with an apostrophe that ends an elision: l', d'); separators are kept.
  return trimmed.toLowerCase().replace(/[\p{L}\p{N}]+'?/gu, (word, offset: number) => {
    if (offset > 0 && LOWER_WORDS.has(word)) return word;
    return word.charAt(0).toUpperCase() + word.slice(1);
  });
}
