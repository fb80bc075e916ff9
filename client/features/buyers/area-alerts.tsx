import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRoutePath } from '../../ui/route-path';
import type { BuyerAreaQuery as BuyerAreaData } from '../../generated/graphql';
import { useLocale } from '../../i18n/use-locale';
import { BUYER_FORM_PATHS as BUYER_FORMS } from '../../../common/buyer-forms';
import { ListingCards } from './listing-cards';

type Area = BuyerAreaData['buyerArea'];

function Frequency({ value }: { value: Area['searches'][number]['frequency'] }) {
  switch (value) {
    case 'INSTANT':
      return <Trans>Mails at once</Trans>;
    case 'DAILY':
      return <Trans>Mails once a day</Trans>;
    default:
      return <Trans>Mails once a week</Trans>;
  }
}

/**
 * "My searches" and "My followed properties": the confirmed alerts of the area's address (a
 * logged-in buyer's, or a manage link's opened here). They are changed, paused and deleted on the
 * alert mails' manage page, which the button opens for the address (no login needed there).
 */
export function AreaAlerts({
  area,
  loading,
  failed,
}: {
  area: Area | null;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useLingui();
  const lang = useLocale();
  let searches: ReactNode;
  let watches: ReactNode;
  if (loading && !area) {
    searches = watches = (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  } else if (failed || !area) {
    searches = watches = (
      <p>
        <Trans>Your saved searches cannot be shown right now. Please try again later.</Trans>
      </p>
    );
  } else if (area.access === 'NONE') {
    searches = (
      <p>
        <Trans>
          Your saved searches appear here once you log in below, or once you open “Manage my alerts” in one of
          our alert mails on this device.
        </Trans>
      </p>
    );
    watches = (
      <p>
        <Trans>
          Follow a property with “Follow this property” on its page to hear of a lower price, a change of
          availability or new visit slots. Followed properties appear here once you log in.
        </Trans>
      </p>
    );
  } else {
    searches =
      area.searches.length === 0 ? (
        <p>
          <Trans>No saved searches for {area.email}.</Trans>
        </p>
      ) : (
        <ul className="buyers-searches">
          {area.searches.map((s) => (
            <li key={s.id} className="buyers-search">
              <h3>{s.name ?? s.summary}</h3>
              {s.name ? <p>{s.summary}</p> : null}
              <p className="buyers-hint">
                <Frequency value={s.frequency} />
                {s.paused ? (
                  <>
                    {' · '}
                    <strong>
                      <Trans>Paused</Trans>
                    </strong>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      );
    const watched = area.watches.flatMap((w) => (w.propertyId === null ? [] : [String(w.propertyId)]));
    const paused = new Set(area.watches.filter((w) => w.paused).map((w) => String(w.propertyId)));
    watches =
      watched.length === 0 ? (
        <p>
          <Trans>No followed properties for {area.email}.</Trans>
        </p>
      ) : (
        <ListingCards
          ids={watched}
          label={t`My followed properties`}
          extra={(p) =>
            paused.has(String(p.id)) ? (
              <p className="buyers-hint">
                <strong>
                  <Trans>Paused</Trans>
                </strong>
              </p>
            ) : null
          }
        />
      );
  }
  const manageable =
    area !== null && area.access !== 'NONE' && area.searches.length + area.watches.length > 0;
  return (
    <>
      <section className="buyers-section" aria-labelledby="buyers-searches-title">
        <h2 id="buyers-searches-title">
          <Trans>My searches</Trans>
        </h2>
        {searches}
        <div className="buyers-actions">
          {manageable ? (
            <form method="post" action={BUYER_FORMS.manage}>
              <input type="hidden" name="lang" value={lang} />
              <button type="submit" className="button button--primary">
                <Trans>Change, pause or delete my alerts</Trans>
              </button>
            </form>
          ) : null}
          <SaveSearchLink />
        </div>
      </section>
      <section className="buyers-section" aria-labelledby="buyers-watches-title">
        <h2 id="buyers-watches-title">
          <Trans>My followed properties</Trans>
        </h2>
        {watches}
      </section>
    </>
  );
}

/** The demand register's page, where a new search is saved. */
function SaveSearchLink() {
  const path = useRoutePath('keep-me-informed');
  return path ? (
    <Link to={path} className="button button--secondary">
      <Trans>Save a new search</Trans>
    </Link>
  ) : null;
}
