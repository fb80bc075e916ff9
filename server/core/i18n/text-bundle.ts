import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { LanguageCode } from '../../../common/languages';
import { readPoTranslations } from './po-file';

/** A text as the code defines it: its id and its English words (ICU placeholders: `{max}`). */
export interface TextDescriptor {
  id: string;
  message: string;
}

export type TextParams = Record<string, string | number>;

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Texts a person reads, from the server: defined once in code with their English words, translated
 * in the `.po` files of one Lingui catalog (`dir/{lang}/{name}.po`, dir from the repository root),
 * which is all a translator edits. A text a file does not translate falls back to English.
 * The files are read on first use, once per process.
 */
export function textBundle<Id extends string>(
  descriptors: Readonly<Record<Id, TextDescriptor>>,
  file: { dir: string; name: string },
): (lang: LanguageCode, id: Id, params?: TextParams) => string {
  const byLanguage = new Map<LanguageCode, I18n>();
  const i18nOf = (lang: LanguageCode): I18n => {
    let i18n = byLanguage.get(lang);
    if (!i18n) {
      const po = path.resolve(ROOT, file.dir, lang, `${file.name}.po`);
      const translated = fs.existsSync(po) ? readPoTranslations(fs.readFileSync(po, 'utf8')) : new Map();
      // Compiled once here, not at each use: an id the file does not translate reads in English.
      const messages = Object.fromEntries(
        (Object.values(descriptors) as TextDescriptor[]).map((d) => [
          d.id,
          compileMessage(translated.get(d.id) ?? d.message),
        ]),
      );
      i18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
      byLanguage.set(lang, i18n);
    }
    return i18n;
  };
  return (lang, id, params = {}) => i18nOf(lang)._(id, params);
}
