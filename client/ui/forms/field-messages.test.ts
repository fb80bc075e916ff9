import { describe, expect, it } from 'vitest';
import type { FieldIssueCode } from '../../../common/forms/field-rules';
import { FORM_TEXTS } from '../../../common/forms/form-texts';
import type { LanguageCode } from '../../../common/languages';
// How the server reads the same catalog: the browser must say exactly what the server says.
import { readPoTranslations } from '../../../server/core/i18n/po-file';
import { createI18n, loadMessages } from '../../i18n/i18n';
import { FORM_MESSAGES, fieldIssueText } from './field-messages';
import nlForms from '../../../common/locales/nl/forms.po?raw';
import frForms from '../../../common/locales/fr/forms.po?raw';
import deForms from '../../../common/locales/de/forms.po?raw';
import enForms from '../../../common/locales/en/forms.po?raw';

const PO_FILES: Record<LanguageCode, string> = { nl: nlForms, fr: frForms, de: deForms, en: enForms };
const CODES = Object.keys(FORM_TEXTS)
  .filter((id) => id.startsWith('field.'))
  .map((id) => id.slice('field.'.length) as FieldIssueCode);

describe.each(Object.keys(PO_FILES) as LanguageCode[])('form texts in %s', (lang) => {
  const po = readPoTranslations(PO_FILES[lang]);
  const expected = (id: string, max?: number) => po.get(id)!.replace('{max}', String(max));

  it('every text is translated in the catalog the server reads', () => {
    for (const id of Object.keys(FORM_TEXTS)) expect(po.get(id), id).toBeTruthy();
  });

  it.each(CODES)('%s reads as the server reads it', async (code) => {
    const i18n = createI18n(lang, await loadMessages(lang));
    const max = code === 'tooLong' ? 100 : undefined;
    expect(fieldIssueText(i18n, { code, max })).toBe(expected(`field.${code}`, max));
  });

  it('the form answers read as the server reads them, beside the interface texts', async () => {
    const i18n = createI18n(lang, await loadMessages(lang));
    expect(i18n._(FORM_MESSAGES.invalid)).toBe(expected('form.invalid'));
    expect(i18n._(FORM_MESSAGES.mailNotSent)).toBe(expected('form.mailNotSent'));
    // The interface's own catalog is loaded with them.
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(Object.keys(FORM_TEXTS).length + 100);
  });
});
