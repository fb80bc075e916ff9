import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { sendFavouriteBeacon } from '../page-views';
import { syncFavouritesOnce, syncFavouritesWithAccount } from './favourites-account';
import { currentFavourites, subscribeToFavourites, toggleFavouriteListing } from './favourites-store';

// FavouriteHeart never lets the server draw the button; were it drawn there, it would show no favourite.
const NONE: readonly string[] = [];
const noFavouritesKnown = () => NONE;

/**
 * The heart's button: saves the listing to this browser's favourites, or takes it out
 * (FavouriteHeart shows it); for a logged-in buyer, to the account too. A heart switched on is
 * counted for the owner's report (anonymously).
 */
export function FavouriteButton({ id, title }: { id: string; title: string }) {
  const favourites = useSyncExternalStore(subscribeToFavourites, currentFavourites, noFavouritesKnown);
  const client = useApolloClient();
  const lang = useLocale();
  const { t } = useLingui();
  // A logged-in buyer's hearts show the account's favourites, those of other devices too.
  useEffect(() => void syncFavouritesOnce(client), [client]);
  const toggle = () => {
    const nowSaved = toggleFavouriteListing(id);
    if (nowSaved) sendFavouriteBeacon(Number(id), lang);
    void syncFavouritesWithAccount(client);
  };
  const saved = favourites.includes(id);
  const label = t`Save “${title}” to favourites`;
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={saved}
      aria-label={label}
      title={saved ? t`Saved to favourites` : t`Save to favourites`}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.6-4.7-9.4-9.6C1.3 7.4 3.6 4 7.1 4c2.1 0 3.6 1.2 4.9 3 1.3-1.8 2.8-3 4.9-3 3.5 0 5.8 3.4 4.5 6.9-1.8 4.9-9.4 9.6-9.4 9.6z" />
      </svg>
    </button>
  );
}
