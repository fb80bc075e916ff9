import { describe, expect, it } from 'vitest';
import type { FieldIssueCode } from '../../../common/forms/field-rules';
// The server's own texts: the browser must say exactly what the server says, before and after
// the server checks. A test may read the server; client code never does.
import { MESSAGE_IDS, translate } from '../../../server/core/messages';
import type { LanguageCode } from '../../../common/languages';
import { createI18n } from '../../app/i18n';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { messages as fr } from '../../locales/fr/messages.po';
import { messages as nl } from '../../locales/nl/messages.po';
import { FIELD_ISSUE_MESSAGES, FORM_MESSAGES, fieldIssueText } from './field-messages';

const CATALOGS = { en, nl, fr, de } as const;
const LANGUAGES = Object.keys(CATALOGS) as LanguageCode[];
const CODES = Object.keys(FIELD_ISSUE_MESSAGES) as FieldIssueCode[];
const FORM_KEYS = Object.keys(FORM_MESSAGES) as (keyof typeof FORM_MESSAGES)[];

describe('client field messages', () => {
  it('has a message for every field check of the server, and no other', () => {
    const serverCodes = MESSAGE_IDS.filter((id) => id.startsWith('field.')).map((id) => id.slice(6));
    expect([...CODES].sort()).toEqual(serverCodes.sort());
  });

  describe.each(LANGUAGES)('in %s', (lang) => {
    const i18n = createI18n(lang, CATALOGS[lang]);

    it.each(CODES)('%s says what the server says', (code) => {
      const max = code === 'tooLong' ? 100 : undefined;
      expect(fieldIssueText(i18n, { code, max })).toBe(
        translate(lang, `field.${code}`, max === undefined ? {} : { max }),
      );
    });

    it.each(FORM_KEYS)('form message %s says what the server says', (key) => {
      expect(i18n._(FORM_MESSAGES[key])).toBe(translate(lang, `form.${key}`));
    });
  });
});
