import { ExtraTexts } from '../../ui/extra-texts';
import { LoginPage } from './login-page';
import { OWNER_TEXTS } from './owner-texts';
import { PortalPage } from './portal-page';
import './owners.css';

export type OwnersRouteKey = 'login' | 'owner-portal';

/** The owners' part of the site: the login page and the portal, with the portal's own texts. */
export function OwnersPage({ routeKey }: { routeKey: OwnersRouteKey }) {
  return <ExtraTexts texts={OWNER_TEXTS}>{routeKey === 'login' ? <LoginPage /> : <PortalPage />}</ExtraTexts>;
}
