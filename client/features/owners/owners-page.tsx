import { I18nProvider, useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { createI18n, isLocale } from '../../app/i18n';
import { LoginPage } from './login-page';
import { OWNER_MESSAGES } from './owner-catalogs';
import { PortalPage } from './portal-page';
import './owners.css';

export type OwnersRouteKey = 'login' | 'owner-portal';

/**
 * The owners' part of the site: the login page and the portal. Its texts come from its own
 * catalog, merged with the site's under a provider of its own for these pages only.
 */
export function OwnersPage({ routeKey }: { routeKey: OwnersRouteKey }) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const ownersI18n = useMemo(() => createI18n(locale, { ...i18n.messages, ...OWNER_MESSAGES[locale] }), [i18n, locale]);
  return <I18nProvider i18n={ownersI18n}>{routeKey === 'login' ? <LoginPage /> : <PortalPage />}</I18nProvider>;
}
