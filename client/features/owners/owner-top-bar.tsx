import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { hasOwnerSignedInCookie, OWNER_SIGNED_IN_COOKIE } from '../../../common/owner-signed-in';
import { ExtraTexts } from '../../ui/extra-texts';
import { useRoutePath } from '../../ui/route-path';
import { useLocale } from '../../i18n/use-locale';
import { OwnerAccountQuery, useLogout } from './owner-account';
import { OWNER_TEXTS } from './owner-texts';

const subscribeNothing = () => () => {};

/** The marker cookie, read in the browser only: the server's render (shared by everyone) says nobody is logged in. */
const useSignedInMarker = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => hasOwnerSignedInCookie(document.cookie),
    () => false,
  );

/**
 * The top bar's owner login link, or, once the browser knows an owner is logged in, "My
 * properties" and "Log out". Decided in the browser: pages are cached and shared, so their HTML
 * always carries the login link. Only a browser with the marker cookie asks the server; any other
 * still sees a login made in this tab (the account written to the page's cache).
 */
export function OwnerTopBarLinks({
  login,
  icon,
  style,
}: {
  /** The login item as the top bar draws it (an `li`). */
  login: ReactNode;
  icon: ReactNode;
  style?: CSSProperties;
}) {
  const locale = useLocale();
  const marker = useSignedInMarker();
  const { data } = useQuery(OwnerAccountQuery, {
    ssr: false,
    fetchPolicy: marker ? 'cache-first' : 'cache-only',
  });
  const account = data?.ownerAccount ?? null;
  // The portal's texts come with its catalog: until it is here, the login link stays (never a "Loading…" in the bar).
  const catalogReady = OWNER_TEXTS.loaded(locale) !== undefined;
  const [, catalogArrived] = useState(0);
  useEffect(() => {
    if (!account || catalogReady) return;
    let active = true;
    OWNER_TEXTS.load(locale).then(
      () => active && catalogArrived((n) => n + 1),
      () => {}, // the login link stays, which still leads to the portal
    );
    return () => {
      active = false;
    };
  }, [account, catalogReady, locale]);
  // A session that ended on the server (expired, a reset elsewhere): the marker goes too.
  useEffect(() => {
    if (marker && data && !data.ownerAccount)
      document.cookie = `${OWNER_SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  }, [marker, data]);
  if (!account || !catalogReady) return login;
  return (
    <ExtraTexts texts={OWNER_TEXTS}>
      <SignedInLinks icon={icon} style={style} />
    </ExtraTexts>
  );
}

function SignedInLinks({ icon, style }: { icon: ReactNode; style?: CSSProperties }) {
  const lang = useLocale();
  const portalPath = useRoutePath('owner-portal') ?? `/${lang}/`;
  const logout = useLogout();
  return (
    <>
      <li>
        <Link to={portalPath} style={style}>
          {icon}
          <Trans>My properties</Trans>
        </Link>
      </li>
      <li>
        <button type="button" className="top-bar__button" style={style} onClick={() => void logout()}>
          <Trans>Log out</Trans>
        </button>
      </li>
    </>
  );
}
