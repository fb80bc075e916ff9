import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { useMounted } from '../../ui/use-mounted';
import { currentFavourites, subscribeToFavourites, toggleFavouriteListing } from './favourites-store';
import './favourites.css';

const NONE: readonly string[] = [];
const noFavouritesKnown = () => NONE;

/**
 * The heart on a listing: saves it to this browser's favourites or takes it out. The favourites
 * live in the browser, so the server and the hydrating render draw no heart (a button that cannot
 * work yet is not shown): it appears once the page runs, over the photo, moving nothing, in a
 * transition (a list's twelve hearts do not make one long task right after hydration).
 */
export function FavouriteButton({ id, title }: { id: string; title: string }) {
  const favourites = useSyncExternalStore(subscribeToFavourites, currentFavourites, noFavouritesKnown);
  const mounted = useMounted();
  const { t } = useLingui();
  if (!mounted) return null;
  const saved = favourites.includes(id);
  const label = t`Save “${title}” to favourites`;
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={saved}
      aria-label={label}
      title={saved ? t`Saved to favourites` : t`Save to favourites`}
      onClick={() => toggleFavouriteListing(id)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.6-4.7-9.4-9.6C1.3 7.4 3.6 4 7.1 4c2.1 0 3.6 1.2 4.9 3 1.3-1.8 2.8-3 4.9-3 3.5 0 5.8 3.4 4.5 6.9-1.8 4.9-9.4 9.6-9.4 9.6z" />
      </svg>
    </button>
  );
}
