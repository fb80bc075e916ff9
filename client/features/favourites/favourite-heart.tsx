import { startTransition, useEffect, useState } from 'react';
import { lazyComponent } from '../../ui/lazy-component';
import { useHydrating } from '../../ui/use-mounted';
import './favourites.css';

// The button and this browser's favourites: their code loads once the page runs.
const FavouriteButton = lazyComponent(() => import('./favourite-button').then((m) => m.FavouriteButton));

/**
 * The heart on a listing. The favourites live in the browser, so the server and the hydrating
 * render draw no heart (a button that cannot work yet is not shown); it appears once the page has
 * hydrated and its code is in, over the photo, moving nothing, in a transition. Its code is not
 * part of the page's first load, and nothing waits for it: no Suspense, no fallback.
 */
export function FavouriteHeart(props: { id: string; title: string }) {
  const hydrating = useHydrating();
  const [ready, setReady] = useState(() => !hydrating && FavouriteButton.isLoaded());
  useEffect(() => {
    if (ready) return;
    let live = true;
    FavouriteButton.preload().then(
      () => live && startTransition(() => setReady(true)),
      () => {}, // the chunk did not load: no heart, as without scripts
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? <FavouriteButton {...props} /> : null;
}
