import { useLingui } from '@lingui/react';
import type { Locale } from './i18n';

/** The interface language of the page being shown. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}
