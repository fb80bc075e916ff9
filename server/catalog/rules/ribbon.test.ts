import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../common/languages';
import { listingText } from './listing-texts';
import { RIBBON_MAX_LENGTH, ribbonKey, ribbonOf, type RibbonKey } from './ribbon';

describe('ribbonKey', () => {
  it.each<[string | null | undefined, RibbonKey | null]>([
    ['Optie', 'OPTION'],
    ['ONDER OPTIE', 'OPTION'],
    ['Sous option', 'OPTION'],
    ['Verkocht', 'SOLD'],
    ['VENDU', 'SOLD'],
    ['Verkauft', 'SOLD'],
    ['Verhuurd', 'RENTED'],
    ['Loué', 'RENTED'],
    ['louee', 'RENTED'],
    ['Uitverkocht', 'SOLD_OUT'],
    ['sold-out', 'SOLD_OUT'],
    ['Épuisé', 'SOLD_OUT'],
    ['Over te nemen', 'TAKEOVER'],
    ['À remettre', 'TAKEOVER'],
    ['for takeover', 'TAKEOVER'],
    ['Zu übernehmen', 'TAKEOVER'],
    ['Verkocht!', 'SOLD'],
    ['Nieuw', null],
    ['Verkocht onder voorwaarden', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (name, expected) => {
    expect(ribbonKey(name)).toBe(expected);
  });
});

describe('ribbonOf', () => {
  it.each<[string | null, LanguageCode, string | null]>([
    ['Over te nemen', 'fr', 'À remettre'],
    ['Over te nemen', 'nl', 'Over te nemen'],
    ['Over te nemen', 'en', 'For takeover'],
    ['Over te nemen', 'de', 'Zu übernehmen'],
    ['Uitverkocht', 'fr', 'Complet'],
    ['sold out', 'nl', 'Uitverkocht'],
    ['Verkocht', 'en', 'Sold'],
    ['Verhuurd', 'fr', 'Loué'],
    ['Optie', 'en', 'Under option'],
    // Free text is the agency's own: shown as written, in every language.
    ['Nieuw!', 'fr', 'Nieuw!'],
    ['  Laatste   kans ', 'en', 'Laatste kans'],
    ['<b>Top</b>', 'nl', '<b>Top</b>'],
    ['', 'nl', null],
    ['   ', 'nl', null],
    [null, 'en', null],
  ])('%s in %s → %s', (name, lang, expected) => {
    expect(ribbonOf(name, lang)).toBe(expected);
  });

  it('cuts a sentence to a label’s length', () => {
    const long = 'Prachtige opbrengsteigendom met vier verhuurde appartementen en een handelsgelijkvloers';
    const ribbon = ribbonOf(long, 'nl')!;
    expect([...ribbon]).toHaveLength(RIBBON_MAX_LENGTH);
    expect(ribbon.endsWith('…')).toBe(true);
    expect(long.startsWith(ribbon.slice(0, -1))).toBe(true);
  });

  it('has every known label in every language, within a label’s length', () => {
    const keys: RibbonKey[] = ['OPTION', 'SOLD', 'RENTED', 'SOLD_OUT', 'TAKEOVER'];
    for (const key of keys)
      for (const lang of ['nl', 'fr', 'en', 'de'] as const) {
        const label = listingText(lang, `ribbon.${key}`);
        expect(label.trim()).not.toBe('');
        expect([...label].length).toBeLessThanOrEqual(RIBBON_MAX_LENGTH);
      }
  });
});
