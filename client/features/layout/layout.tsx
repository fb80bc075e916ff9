import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { graphql } from '../../generated';
import { LOCALES } from '../../app/i18n';
import { useLocale } from '../../app/use-locale';

const LayoutQuery = graphql(`
  query Layout($lang: String, $path: String!) {
    menus(lang: $lang) {
      id
      title
      path
    }
    siteConfig(lang: $lang) {
      agency {
        name
      }
      footer {
        copyright
      }
    }
    languages {
      code
      use
    }
    resolvePath(path: $path, lang: $lang) {
      translations {
        nl
        fr
        en
        de
      }
    }
  }
`);

/** Header (logo, menu, language switcher), main landmark and footer around every page. */
export function Layout({ children }: { children: ReactNode }) {
  const lang = useLocale();
  const { pathname } = useLocation();
  const { t } = useLingui();
  const { data } = useQuery(LayoutQuery, { variables: { lang, path: pathname } });
  const enabled = new Set((data?.languages ?? []).filter((l) => l.use).map((l) => l.code));
  const translations = data?.resolvePath?.translations;
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="site-header">
        <Link to={`/${lang}/`} className="logo">
          {data?.siteConfig.agency.name ?? ''}
        </Link>
        <nav aria-label={t`Main menu`}>
          <ul>
            {(data?.menus ?? []).map((m) => (
              <li key={m.id}>
                <Link to={m.path}>{m.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t`Language`}>
          <ul className="languages">
            {LOCALES.filter((l) => enabled.has(l)).map((l) => (
              <li key={l}>
                {/* A full page load: the catalog of the other language is fetched with the page. */}
                <a href={translations?.[l] ?? `/${l}/`} hrefLang={l} lang={l} aria-current={l === lang ? 'true' : undefined}>
                  {l.toUpperCase()}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer className="site-footer">
        <p>{data?.siteConfig.footer.copyright ?? ''}</p>
      </footer>
    </>
  );
}
