import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../common/languages';
import { LISTING_TEXT_IDS, listingTextSource } from '../../catalog/rules/listing-texts';
import { MAIL_TEXT_IDS, mailTextSource } from '../../mail/mail-texts';
import { MESSAGE_IDS, messageSource } from '../messages';

/** The placeholders of a text as written. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const unbalanced = (text: string) => (text.match(/\{/g) ?? []).length !== (text.match(/\}/g) ?? []).length;

// A translator's typo in a .po file (a brace left open, a placeholder renamed) shows here, not in a
// mail: every translation has the English text's placeholders, and nothing else.
const BUNDLES: [
  string,
  readonly string[],
  (lang: (typeof SUPPORTED_LANGUAGES)[number], id: string) => string,
][] = [
  ['api', MESSAGE_IDS, (lang, id) => messageSource(lang, id as (typeof MESSAGE_IDS)[number])],
  ['mail', MAIL_TEXT_IDS, (lang, id) => mailTextSource(lang, id as (typeof MAIL_TEXT_IDS)[number])],
  [
    'listings',
    LISTING_TEXT_IDS,
    (lang, id) => listingTextSource(lang, id as (typeof LISTING_TEXT_IDS)[number]),
  ],
];

describe.each(BUNDLES)('the %s texts', (_, ids, text) => {
  it.each(ids)('%s has the English placeholders in every language', (id) => {
    const english = placeholders(text('en', id));
    for (const lang of SUPPORTED_LANGUAGES) {
      const translated = text(lang, id);
      expect(translated.trim(), `${lang} ${id}`).not.toBe('');
      expect(unbalanced(translated), `${lang} ${id}: ${translated}`).toBe(false);
      expect(placeholders(translated), `${lang} ${id}`).toEqual(english);
    }
  });
});
