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
): TextBundle<Id> {
  const sources = new Map<LanguageCode, ReadonlyMap<string, string>>();
  const sourceOf = (lang: LanguageCode, id: Id): string => {
    let translated = sources.get(lang);
    if (!translated) {
      const po = path.resolve(ROOT, file.dir, lang, `${file.name}.po`);
      translated = fs.existsSync(po)
        ? readPoTranslations(fs.readFileSync(po, 'utf8'))
        : new Map<string, string>();
      sources.set(lang, translated);
    }
    return translated.get(descriptors[id].id) ?? descriptors[id].message;
  };
  const byLanguage = new Map<LanguageCode, I18n>();
  const i18nOf = (lang: LanguageCode): I18n => {
    let i18n = byLanguage.get(lang);
    if (!i18n) {
      // Compiled once here, not at each use: an id the file does not translate reads in English.
      const messages = Object.fromEntries(
        (Object.keys(descriptors) as Id[]).map((id) => [
          descriptors[id].id,
          compileMessage(sourceOf(lang, id)),
        ]),
      );
      i18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
      byLanguage.set(lang, i18n);
    }
    return i18n;
  };
  const text = (lang: LanguageCode, id: Id, params: TextParams = {}) => i18nOf(lang)._(id, params);
  return Object.assign(text, { source: sourceOf });
}

/**
 * A text in a language, its placeholders filled (a placeholder not given reads as nothing), and
 * `source`: the text as written, translation or English, placeholders and all (what tests check).
 */
export type TextBundle<Id extends string> = ((lang: LanguageCode, id: Id, params?: TextParams) => string) & {
  source(lang: LanguageCode, id: Id): string;
};
