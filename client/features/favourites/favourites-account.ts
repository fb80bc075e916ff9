import type { ApolloClient } from '@apollo/client';
import { hasSignedInCookie } from '../../../common/signed-in';
import { graphql } from '../../generated';
import { currentFavourites, replaceFavourites } from './favourites-store';

const UpdateBuyerFavourites = graphql(`
  mutation UpdateBuyerFavourites($change: FavouritesChange!) {
    updateBuyerFavourites(change: $change)
  }
`);

/** Whether a buyer is logged in in this browser (the readable marker beside the session). */
export const buyerSignedIn = (): boolean =>
  typeof document !== 'undefined' && hasSignedInCookie(document.cookie, 'buyer');

let merged: Promise<void> | null = null;

/**
 * For a logged-in buyer, once per page load: this browser's favourites go into the account and
 * the browser keeps the account's (those made on other devices too). Without a login, nothing.
 * A failure (offline, a session ended elsewhere) leaves the browser's list as it is and is tried
 * again on the next call.
 */
export function mergeFavouritesWithAccount(client: ApolloClient): Promise<void> {
  if (!buyerSignedIn()) return Promise.resolve();
  merged ??= client
    .mutate({
      mutation: UpdateBuyerFavourites,
      variables: { change: { add: [...currentFavourites()].map(Number), remove: [] } },
    })
    .then(({ data }) => {
      if (data) replaceFavourites(data.updateBuyerFavourites.map(String));
    })
    .catch(() => {
      merged = null;
    });
  return merged;
}

/** A heart switched on or off, told to the logged-in buyer's account (after the merge). */
export async function saveFavouriteToAccount(
  client: ApolloClient,
  id: string,
  saved: boolean,
): Promise<void> {
  if (!buyerSignedIn()) return;
  await mergeFavouritesWithAccount(client);
  const change = saved ? { add: [Number(id)], remove: [] } : { add: [], remove: [Number(id)] };
  await client.mutate({ mutation: UpdateBuyerFavourites, variables: { change } }).catch(() => undefined);
}
