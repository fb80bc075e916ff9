import type { Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';
import { createI18n, isLocale, type Locale } from './i18n';

/**
 * Texts that only some pages need (the owners' portal, the legal pages) live in catalogs of their
 * own, imported by those pages' chunks: the site's catalog, which every page downloads before it
 * hydrates, stays small. Their messages are merged with the site's under a provider of their own.
 */
export function ExtraCatalog({
  messages,
  children,
}: {
  messages: Readonly<Record<Locale, Messages>>;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const merged = useMemo(
    () => createI18n(locale, { ...i18n.messages, ...messages[locale] }),
    [i18n, locale, messages],
  );
  return <I18nProvider i18n={merged}>{children}</I18nProvider>;
}
