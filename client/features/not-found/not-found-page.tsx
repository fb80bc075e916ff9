import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useHttpStatus } from '../../app/http-status';
import { useLocale } from '../../app/use-locale';
import { usePageTitle } from '../../ui/use-page-title';
import './not-found.css';

/** "Page not found", with a search form and a link home; answered with HTTP 404. */
export function NotFoundPage({ message }: { message?: string }) {
  useHttpStatus(404);
  const lang = useLocale();
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>{message ?? t`The requested page does not exist.`}</p>
      <form method="get" action={`/${lang}/`} role="search" className="not-found__search">
        <label htmlFor="not-found-search">
          <Trans>Search a property, a city or a postcode</Trans>
        </label>
        <span className="not-found__row">
          <input id="not-found-search" name="q" type="search" />
          <button type="submit" className="button--primary">
            <Trans>Search</Trans>
          </button>
        </span>
      </form>
      <p>
        <Link to={`/${lang}/`} className="button">
          <Trans>Back to the homepage</Trans>
        </Link>
      </p>
    </section>
  );
}
