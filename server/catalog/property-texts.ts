import type { LanguageCode } from '../core/config';
import { fallbackChain } from '../core/localized';
import type { PropertyText } from './property-text.entity';

/** A listing's text in a language, falling back along the language chain (de → en → nl → fr …). */
export function textIn<T extends Pick<PropertyText, 'lang' | 'title'>>(
  texts: readonly T[],
  code: LanguageCode,
): T | undefined {
  for (const l of fallbackChain(code)) {
    const t = texts.find((x) => x.lang === l && x.title.trim() !== '');
    if (t) return t;
  }
  return texts[0];
}
