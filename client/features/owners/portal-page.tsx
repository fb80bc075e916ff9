import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import { usePageHead } from '../../ui/use-page-head';
import { useRoutePath } from '../../ui/route-path';
import { AvailabilityLabel } from './labels';
import { formatCount } from './stats-format';
import { isUnauthenticated, useLogout, useOwnerAccount, useSessionEnded } from './owner-account';
import { PropertyStats } from './property-stats';

const OwnerPropertiesQuery = graphql(`
  query OwnerProperties($lang: String) {
    ownerProperties(lang: $lang) {
      id
      title
      city
      price
      availability
      path
      photoUrl
      goal
      views {
        week
        total
      }
    }
  }
`);

/** The owners' portal: who is logged in, their listings, and one listing's statistics (?property=id). */
export function PortalPage() {
  const { t } = useLingui();
  const lang = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginPath = useRoutePath('login') ?? `/${lang}/login/`;
  const { account, checking } = useOwnerAccount();
  const logout = useLogout();
  usePageHead({ title: t`My properties`, noindex: true });
  const propertyId = Number(params.get('property'));

  let body;
  if (checking)
    body = (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  else if (!account)
    body = (
      <div className="owner-form">
        <p>
          <Trans>Please log in to see your properties.</Trans>
        </p>
        <Link className="button button--primary" to={loginPath}>
          <Trans>Log in</Trans>
        </Link>
      </div>
    );
  else
    body = (
      <>
        <div className="portal-bar">
          <p>
            <Welcome firstName={account.firstName} />
          </p>
          <button
            type="button"
            className="button"
            onClick={async () => {
              await logout();
              await navigate(loginPath);
            }}
          >
            <Trans>Log out</Trans>
          </button>
        </div>
        {Number.isInteger(propertyId) && propertyId > 0 ? (
          <PropertyStats propertyId={propertyId} />
        ) : (
          <PropertyList />
        )}
      </>
    );
  return (
    <article className="container owner-portal" data-route="owner-portal">
      <h1>
        <Trans>My properties</Trans>
      </h1>
      {body}
    </article>
  );
}

function Welcome({ firstName }: { firstName: string }) {
  return <Trans>Welcome, {firstName}.</Trans>;
}

function CardViews({ week, total }: { week: number; total: number }) {
  const lang = useLocale();
  const weekText = formatCount(week, lang);
  const totalText = formatCount(total, lang);
  return (
    <p className="portal-card__views">
      <Trans>
        Page visits this week: <strong>{weekText}</strong> · in total: <strong>{totalText}</strong>
      </Trans>
    </p>
  );
}

function PropertyList() {
  const lang = useLocale();
  const { data, loading, error } = useQuery(OwnerPropertiesQuery, { variables: { lang }, ssr: false });
  useSessionEnded(error);
  if (loading && !data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (error && !isUnauthenticated(error))
    return (
      <p role="alert">
        <Trans>There is an error in the API. Please try again later.</Trans>
      </p>
    );
  const properties = data?.ownerProperties ?? [];
  if (properties.length === 0)
    return (
      <p>
        <Trans>No properties are linked to your account yet. Please contact the agency.</Trans>
      </p>
    );
  return (
    <ul className="portal-properties">
      {properties.map((p) => (
        <li key={p.id} className="portal-card">
          {p.photoUrl ? (
            <img src={p.photoUrl} alt="" width={160} height={110} loading="lazy" />
          ) : (
            <span className="portal-card__no-photo" aria-hidden="true" />
          )}
          <div className="portal-card__body">
            <h2>
              <Link to={`?property=${p.id}`}>{p.title || `Ref ${p.id}`}</Link>
            </h2>
            <p>
              {p.city} · {p.price} · <AvailabilityLabel value={p.availability} />
            </p>
            <CardViews week={p.views.week} total={p.views.total} />
            <p className="portal-card__actions">
              <Link className="button button--primary" to={`?property=${p.id}`}>
                <Trans>See the statistics</Trans>
              </Link>{' '}
              <a href={p.path}>
                <Trans>View the public page</Trans>
              </a>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
