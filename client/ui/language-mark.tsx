import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../i18n/use-locale';

/**
 * A small visible mark on a text written in another language than the page's ("In Dutch" on an
 * English page); nothing when the languages match or the language is not one of the site's. The
 * text's own element carries `lang` (set by the caller), so screen readers and translators read it
 * in its language.
 */
export function LanguageMark({ lang }: { lang: string }) {
  const { t } = useLingui();
  const page = useLocale();
  if (lang === page) return null;
  const names: Record<string, string> = {
    nl: t`In Dutch`,
    fr: t`In French`,
    en: t`In English`,
    de: t`In German`,
  };
  const name = names[lang];
  return name ? <span className="language-mark">{name}</span> : null;
}
