import { ExtraCatalog } from '../../app/extra-catalog';
import { LoginPage } from './login-page';
import { OWNER_CATALOG } from './owner-catalogs';
import { PortalPage } from './portal-page';
import './owners.css';

export type OwnersRouteKey = 'login' | 'owner-portal';

/** The owners' part of the site: the login page and the portal, with the portal's own texts. */
export function OwnersPage({ routeKey }: { routeKey: OwnersRouteKey }) {
  return (
    <ExtraCatalog catalog={OWNER_CATALOG}>
      {routeKey === 'login' ? <LoginPage /> : <PortalPage />}
    </ExtraCatalog>
  );
}
