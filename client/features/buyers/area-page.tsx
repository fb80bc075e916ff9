import { useApolloClient, useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../generated';
import { useLocale } from '../../i18n/use-locale';
import { usePageHead } from '../../ui/use-page-head';
import {
  addFavouriteListings,
  currentFavourites,
  subscribeToFavourites,
  loadFavouritesAccount,
} from '../favourites';
import { AreaAccount } from './area-account';
import { AreaAlerts } from './area-alerts';
import type { AreaStatus } from '../../../common/buyer-forms';
import { areaStatusOf, sharedIdsOf } from './area-links';
import { AreaFavourites } from './area-favourites';
import { AreaNotice } from './area-notice';
import { ListingCards } from './listing-cards';

export const BuyerAreaQuery = graphql(`
  query BuyerArea($lang: String) {
    buyerArea(lang: $lang) {
      access
      email
      favouriteIds
      searches {
        id
        name
        summary
        frequency
        paused
      }
      watches {
        id
        paused
        propertyId
      }
    }
  }
`);

// The same snapshots as the hearts' (favourite-button.tsx): sharing the hook through the
// favourites' index pulls their store into every page with cards.
const NONE: readonly string[] = [];
const noFavouritesKnown = () => NONE;

/** This browser's favourites (none in the server's render: they live in the browser). */
export const useFavourites = () =>
  useSyncExternalStore(subscribeToFavourites, currentFavourites, noFavouritesKnown);

/**
 * The buyers' area (/{lang}/…): favourites (with the comparison and a share link), saved searches
 * and followed properties, and the login that carries them across devices. Without a login it
 * holds what this browser keeps, and the alerts of a manage link opened here. Its forms post
 * plainly (server/buyers/buyers.router.ts) and come back with `?status=`.
 */
export function AreaPage() {
  const { t } = useLingui();
  const lang = useLocale();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  // The outcome of the form that led here, read once: the address drops it, so a reload repeats nothing.
  const [status] = useState<AreaStatus | null>(() => areaStatusOf(params));
  const shared = sharedIdsOf(params);
  const favourites = useFavourites();
  usePageHead({ title: t`My search`, noindex: true });
  const { data, loading, error } = useQuery(BuyerAreaQuery, {
    variables: { lang },
    ssr: false,
    fetchPolicy: 'network-only',
  });
  const area = data?.buyerArea;

  useEffect(() => {
    if (!params.has('status')) return;
    // A browser that ignores Clear-Site-Data still forgets the favourites of a buyer who left.
    if (status === 'logged-out' || status === 'erased')
      void loadFavouritesAccount().then((m) => m.forgetFavourites());
    const rest = new URLSearchParams(params);
    rest.delete('status');
    setParams(rest, { replace: true });
  }, [params, setParams, status]);

  // Logged in: what this browser changed goes into the account (all of it, after a login), and the
  // account's list, with other devices' changes, comes here.
  useEffect(() => {
    if (area?.access === 'LOGIN')
      void loadFavouritesAccount().then((m) => m.syncFavouritesWithAccount(client));
  }, [area?.access, client]);

  return (
    <article className="container buyers-area" data-route="buyers-area">
      <h1>
        <Trans>My search</Trans>
      </h1>
      <AreaNotice status={status} />
      <p className="buyers-area__intro">
        <Trans>
          Everything you keep while looking for a home, in one place: your favourites, your saved searches and
          the properties you follow. No account is needed; log in with your e-mail address to find it all on
          every device.
        </Trans>
      </p>
      {shared.length > 0 ? <SharedList ids={shared} saved={favourites} /> : null}
      <AreaFavourites ids={favourites} />
      <AreaAlerts area={area ?? null} loading={loading} failed={!!error} />
      <AreaAccount area={area ?? null} status={status} />
    </article>
  );
}

/** A list someone shared (`?shared=`): shown on its own, with a button to keep it. */
function SharedList({ ids, saved }: { ids: readonly string[]; saved: readonly string[] }) {
  const { t } = useLingui();
  const client = useApolloClient();
  const missing = ids.filter((id) => !saved.includes(id));
  const [added, setAdded] = useState(false);
  return (
    <section className="buyers-section buyers-shared" aria-labelledby="buyers-shared-title">
      <h2 id="buyers-shared-title">
        <Plural value={ids.length} one="A property shared with you" other="# properties shared with you" />
      </h2>
      <ListingCards ids={ids} label={t`Shared properties`} />
      <div className="buyers-actions" role="status">
        {missing.length > 0 ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              addFavouriteListings(ids);
              setAdded(true);
              void loadFavouritesAccount().then((m) => m.syncFavouritesWithAccount(client));
            }}
          >
            <Trans>Add them to my favourites</Trans>
          </button>
        ) : added ? (
          <Trans>Added to your favourites.</Trans>
        ) : (
          <Trans>All of them are in your favourites.</Trans>
        )}
      </div>
    </section>
  );
}
