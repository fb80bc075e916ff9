import type { LanguageCode } from '../../../common/languages';
import { listingText } from './listing-texts';
import { normalizeKey } from './text';

/** The statuses a CRM names in MarqueeName that the site knows how to say in every language. */
export type RibbonKey = 'OPTION' | 'SOLD' | 'RENTED' | 'SOLD_OUT' | 'TAKEOVER';

/**
 * The spellings CRMs use for each known label, in nl, fr, en and de, compared without case,
 * accents or hyphens ("VENDU", "Loué", "sold-out"). A label not listed is the agency's own text.
 */
const KNOWN: ReadonlyMap<string, RibbonKey> = new Map(
  (
    [
      [
        'OPTION',
        ['optie', 'onder optie', 'in optie', 'option', 'sous option', 'under option', 'unter option'],
      ],
      ['SOLD', ['verkocht', 'vendu', 'vendue', 'sold', 'verkauft']],
      ['RENTED', ['verhuurd', 'loue', 'louee', 'rented', 'let', 'vermietet']],
      [
        'SOLD_OUT',
        ['uitverkocht', 'volledig verkocht', 'complet', 'epuise', 'tout vendu', 'sold out', 'ausverkauft'],
      ],
      [
        'TAKEOVER',
        ['over te nemen', 'ter overname', 'a remettre', 'for takeover', 'to take over', 'zu ubernehmen'],
      ],
    ] as const
  ).flatMap(([key, spellings]) => spellings.map((s) => [s, key] as const)),
);

/** A ribbon longer than this is the CRM's sentence, not a label: it is cut with an ellipsis. */
export const RIBBON_MAX_LENGTH = 40;

/** The known label a CRM's MarqueeName stands for, or null for free text and blanks. */
export function ribbonKey(marqueeName: string | null | undefined): RibbonKey | null {
  if (!marqueeName) return null;
  return KNOWN.get(normalizeKey(marqueeName).replace(/[.!]+$/, '')) ?? null;
}

/**
 * The ribbon a listing's card and page show: a known MarqueeName in the page's language ("Over te
 * nemen" reads "À remettre" in French), any other MarqueeName as the CRM wrote it (whitespace
 * collapsed, cut at RIBBON_MAX_LENGTH characters), null when there is none, so the page shows the
 * status word of the numeric marquee instead.
 */
export function ribbonOf(marqueeName: string | null | undefined, lang: LanguageCode): string | null {
  const text = (marqueeName ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  const key = ribbonKey(text);
  if (key) return listingText(lang, `ribbon.${key}`);
  const chars = [...text];
  return chars.length > RIBBON_MAX_LENGTH
    ? `${chars
        .slice(0, RIBBON_MAX_LENGTH - 1)
        .join('')
        .trimEnd()}…`
    : text;
}
