import type { ApolloClient } from '@apollo/client';
import { hasSignedInCookie } from '../../../common/signed-in';
import { graphql } from '../../generated';
import { favouritesChange, parseFavourites } from './favourites-list';
import { currentFavourites, replaceFavourites } from './favourites-store';

const UpdateBuyerFavourites = graphql(`
  mutation UpdateBuyerFavourites($change: FavouritesChange!) {
    updateBuyerFavourites(change: $change)
  }
`);

/** The account's list as this browser last had it from the server: what changed here since is told. */
const SYNCED_KEY = 'agency.favourites.synced';

/** Whether a buyer is logged in in this browser (the readable marker beside the session). */
export const buyerSignedIn = (): boolean =>
  typeof document !== 'undefined' && hasSignedInCookie(document.cookie, 'buyer');

function readSynced(): readonly string[] {
  try {
    return parseFavourites(window.localStorage.getItem(SYNCED_KEY));
  } catch {
    return [];
  }
}

function writeSynced(ids: readonly string[]): void {
  try {
    window.localStorage.setItem(SYNCED_KEY, JSON.stringify(ids));
  } catch {
    // Storage refused: the next sync tells the whole list again, which adds nothing twice.
  }
}

let running: Promise<void> = Promise.resolve();

/**
 * For a logged-in buyer: what changed in this browser since its last sync goes to the account
 * (hearts switched on are added, those switched off removed), and the browser then keeps the
 * account's list, with what other devices changed. The first sync after a login has nothing
 * synced yet, so the browser's favourites merge into the account. Without a login, nothing. Syncs
 * run one after another; a failed one (offline, a session ended elsewhere) leaves the browser's
 * list as it is, to be told next time.
 */
export function syncFavouritesWithAccount(client: ApolloClient): Promise<void> {
  if (!buyerSignedIn()) return Promise.resolve();
  running = running.then(async () => {
    // A heart clicked while a sync is on its way is told by the next round, not overwritten.
    for (let round = 0; round < 3; round++) {
      const before = currentFavourites();
      const change = favouritesChange(before, readSynced());
      let account: string[];
      try {
        const { data } = await client.mutate({ mutation: UpdateBuyerFavourites, variables: { change } });
        if (!data) return;
        account = data.updateBuyerFavourites.map(String);
      } catch {
        return; // told again on the next sync
      }
      writeSynced(account);
      if (currentFavourites() === before) {
        replaceFavourites(account);
        return;
      }
    }
  });
  return running;
}

let loaded: Promise<void> | null = null;

/** The first sync of a page load (a logged-in buyer's hearts show the account's list). */
export function syncFavouritesOnce(client: ApolloClient): Promise<void> {
  return (loaded ??= syncFavouritesWithAccount(client));
}

/** After a logout or an erasure: this browser keeps no favourites and no account list. */
export function forgetFavourites(): void {
  try {
    window.localStorage.removeItem(SYNCED_KEY);
  } catch {
    // Storage refused: there is nothing kept.
  }
  replaceFavourites([]);
}
