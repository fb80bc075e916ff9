import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useHttpStatus } from '../../ui/http-status';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import { lazyComponent } from '../../ui/lazy-component';
import { usePageHead } from '../../ui/use-page-head';
import './not-found.css';

export const NotFoundRoutesQuery = graphql(`
  query NotFoundRoutes($lang: String) {
    routes(lang: $lang) {
      key
      path
    }
  }
`);

// The search box with its dropdown: after hydration, so the 404 page (which every page can turn
// into) adds nothing to the JavaScript a page waits for.
const NotFoundSearch = lazyComponent(() => import('./not-found-search').then((m) => m.NotFoundSearch));

/** "Page not found", with a search form and a link home; answered with HTTP 404. */
export function NotFoundPage({ message }: { message?: string }) {
  useHttpStatus(404);
  const lang = useLocale();
  const { t } = useLingui();
  usePageHead({ title: t`Page not found`, noindex: true });
  const { data } = useQuery(NotFoundRoutesQuery, { variables: { lang } });
  const path = (key: string) => data?.routes.find((r) => r.key === key)?.path;
  const salePath = path('for-sale') ?? `/${lang}/`;
  const rentPath = path('for-rent') ?? `/${lang}/`;
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>{message ?? t`The requested page does not exist.`}</p>
      <SearchForm salePath={salePath} rentPath={rentPath} />
      <p>
        <Link to={`/${lang}/`} className="button">
          <Trans>Back to the homepage</Trans>
        </Link>
      </p>
    </section>
  );
}

/**
 * The server's HTML holds a plain form: without JavaScript it opens the sale list with the text
 * (`?q=`), the results Enter leads to. Once the search box's chunk is in, the box with its
 * dropdown takes the form's place, with what the visitor already typed and the focus.
 */
function SearchForm({ salePath, rentPath }: { salePath: string; rentPath: string }) {
  const plain = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState<{ text: string; focused: boolean } | null>(null);
  useEffect(() => {
    let active = true;
    NotFoundSearch.preload().then(
      () => {
        const field = plain.current;
        if (active)
          setEnhanced({
            text: field?.value ?? '',
            focused: field != null && document.activeElement === field,
          });
      },
      () => {}, // the chunk failed to load: the plain form stays, and works
    );
    return () => {
      active = false;
    };
  }, []);
  if (enhanced) {
    return (
      <NotFoundSearch
        salePath={salePath}
        rentPath={rentPath}
        initialText={enhanced.text}
        autoFocus={enhanced.focused}
      />
    );
  }
  return (
    <form method="get" action={salePath} role="search" className="not-found__search">
      <label htmlFor="not-found-search">
        <Trans>Search a property, a city or a postcode</Trans>
      </label>
      <span className="not-found__row">
        <input ref={plain} id="not-found-search" name="q" type="search" maxLength={100} />
        <button type="submit" className="button--primary">
          <Trans>Search</Trans>
        </button>
      </span>
    </form>
  );
}
