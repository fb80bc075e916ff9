import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { graphql } from '../../generated';
import { useLocale } from '../../i18n/use-locale';
import { staticSection } from '../../ui/static-section';
import { lazyComponent } from '../../ui/lazy-component';
import { AfterHydration } from '../../ui/use-mounted';
import { SiteHeadContext, usePageAlternates, type SiteHead } from '../../ui/use-page-head';
import { alternatePaths } from './alternates';
import { SiteHeader } from './site-header';
import { TopOfNewPages } from '../../ui/top-of-new-pages';
import './layout.css';

// The top bar and the footer are links and text: the server's HTML shows them, and their code (with
// the icons, the newsletter block and the cookie-settings button) loads after hydration instead of
// with the JavaScript the page waits for.
const TopBar = staticSection('top-bar-slot', () => import('./top-bar').then((m) => m.TopBar));
const SiteFooter = staticSection('site-footer-slot', () => import('./site-footer').then((m) => m.SiteFooter));

// Scroll positions across navigations and the back-to-top button: nothing to do before the page runs.
const WindowBehaviours = lazyComponent(() => import('./window-behaviours').then((m) => m.WindowBehaviours));

const LayoutQuery = graphql(`
  query Layout($lang: String, $path: String!) {
    menus(lang: $lang) {
      id
      title
      path
      children {
        id
        title
        path
      }
    }
    siteConfig(lang: $lang) {
      agency {
        name
        sameAs
        openingHours {
          days
          opens
          closes
        }
      }
      banner {
        image
        gallery
      }
      topBar {
        show
        left {
          label
          link
          icon
          colour
          newTab
        }
        right {
          label
          link
          icon
          colour
          newTab
        }
      }
      header {
        logoUrl
        logoPosition
        menuPosition
        languageSwitcherPosition
        hideLogoOnHomeTop
      }
      footer {
        copyright
        columns {
          title
          intro
          fullText
          images
          widths {
            sm
            md
            lg
          }
          openingHours
        }
      }
    }
    languages {
      code
      use
    }
    resolvePath(path: $path, lang: $lang) {
      key
      kind
      propertyId
      projectId
      translations {
        nl
        fr
        en
        de
      }
    }
  }
`);

const PropertyPathsQuery = graphql(`
  query PropertyPaths($id: Int!) {
    property(id: $id) {
      paths {
        nl
        fr
        en
        de
      }
    }
  }
`);

const ProjectPathsQuery = graphql(`
  query ProjectPaths($id: Int!) {
    project(id: $id) {
      paths {
        nl
        fr
        en
        de
      }
    }
  }
`);

/** Top bar, header (logo, menu, language switcher), main landmark, footer and scroll-to-top around every page. */
export function Layout({ children }: { children: ReactNode }) {
  const lang = useLocale();
  const { pathname, search } = useLocation();
  const { data } = useQuery(LayoutQuery, { variables: { lang, path: pathname } });
  // A property's page in the other languages has its own translated city and title slugs.
  const propertyId = data?.resolvePath?.kind === 'PROPERTY' ? data.resolvePath.propertyId : null;
  const { data: propertyPaths } = useQuery(PropertyPathsQuery, {
    variables: { id: propertyId ?? 0 },
    skip: !propertyId,
    errorPolicy: 'ignore',
  });
  const config = data?.siteConfig;
  const isHome = data?.resolvePath?.key === 'home';
  const enabled = (data?.languages ?? []).filter((l) => l.use).map((l) => l.code);
  // So has a project's page.
  const projectId = data?.resolvePath?.kind === 'PROJECT' ? data.resolvePath.projectId : null;
  const { data: projectPaths } = useQuery(ProjectPathsQuery, {
    variables: { id: projectId ?? 0 },
    skip: !projectId,
    errorPolicy: 'ignore',
  });
  const translations =
    propertyPaths?.property.paths ?? projectPaths?.project?.paths ?? data?.resolvePath?.translations ?? null;
  usePageAlternates(`${pathname}${search}`, alternatePaths(enabled, translations, search));
  useStaleStructuredDataRemoved(pathname);
  const siteHead: SiteHead = {
    siteName: config?.agency.name || null,
    defaultImage: config?.banner.image ?? config?.banner.gallery[0] ?? null,
  };
  return (
    <SiteHeadContext.Provider value={siteHead}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {config?.topBar.show && <TopBar left={config.topBar.left} right={config.topBar.right} />}
      {/* Each part hydrates on its own, in slices the browser can interrupt (a Suspense boundary in
          the server's HTML is hydrated after the rest, at low priority): the page answers a tap
          while the rest is still being hydrated, with no long task on a slow phone. */}
      <Suspense fallback={null}>
        <div className="site-chrome">
          <SiteHeader
            isHome={isHome}
            siteName={config?.agency.name ?? ''}
            header={config?.header}
            menus={data?.menus ?? []}
            languages={enabled}
            translations={translations}
          />
        </div>
      </Suspense>
      <main id="main" tabIndex={-1} className={isHome ? 'site-main site-main--home' : 'site-main'}>
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter
          columns={config?.footer.columns ?? []}
          copyright={config?.footer.copyright ?? null}
          openingHours={config?.agency.openingHours ?? []}
          profiles={config?.agency.sameAs ?? []}
        />
      </Suspense>
      <AfterHydration>
        <Suspense fallback={null}>
          <WindowBehaviours />
        </Suspense>
        {/* After the window behaviours: they keep where the visitor stood before it moves. */}
        <TopOfNewPages />
      </AfterHydration>
    </SiteHeadContext.Provider>
  );
}

/**
 * The server's HTML describes its own page to search engines (JSON-LD in the head); once the
 * visitor moves to another page in the browser, that description no longer holds.
 */
function useStaleStructuredDataRemoved(pathname: string) {
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]'))
      script.remove();
  }, [pathname]);
}
