import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router';
import { graphql } from '../generated';
import { Suspense } from 'react';
import { NotFoundPage } from '../features/not-found';
import { lazyPage } from '../ui/lazy-page';
import { useRenderContext } from '../ui/http-status';
import { LOCALES, type Locale } from '../i18n/i18n';
import { useLocale } from '../i18n/use-locale';

// Each page in its own chunk; the name is the module's path from client/ (its key in Vite's manifest).
const HomePage = lazyPage('features/home/home-page.tsx', () =>
  import('../features/home/home-page').then((m) => m.HomePage),
);
const ListPage = lazyPage('features/listings/list-page.tsx', () =>
  import('../features/listings/list-page').then((m) => m.ListPage),
);
const PropertyPage = lazyPage('features/property/property-page.tsx', () =>
  import('../features/property/property-page').then((m) => m.PropertyPage),
);
const ContentPage = lazyPage('features/content/content-page.tsx', () =>
  import('../features/content/content-page').then((m) => m.ContentPage),
);
const MenuPage = lazyPage('features/content/menu-page.tsx', () =>
  import('../features/content/menu-page').then((m) => m.MenuPage),
);
const ServiceArticlePage = lazyPage('features/content/service-article-page.tsx', () =>
  import('../features/content/service-article-page').then((m) => m.ServiceArticlePage),
);
// The owners' login and portal: their own texts and, further down, recharts, never in a visitor's page.
const OwnersPage = lazyPage('features/owners/owners-page.tsx', () =>
  import('../features/owners/owners-page').then((m) => m.OwnersPage),
);
// The buyers' area and its comparison: their own chunk and texts.
const BuyersPage = lazyPage('features/buyers/buyers-page.tsx', () =>
  import('../features/buyers/buyers-page').then((m) => m.BuyersPage),
);
// New-build projects: their own chunks, never in the home or detail page's first load.
const ProjectsPage = lazyPage('features/projects/projects-page.tsx', () =>
  import('../features/projects/projects-page').then((m) => m.ProjectsPage),
);
const ProjectPage = lazyPage('features/projects/project-page.tsx', () =>
  import('../features/projects/project-page').then((m) => m.ProjectPage),
);
const TestimonialPage = lazyPage('features/content/testimonial-page.tsx', () =>
  import('../features/content/testimonial-page').then((m) => m.TestimonialPage),
);

const ResolvePathQuery = graphql(`
  query ResolvePath($path: String!, $lang: String) {
    resolvePath(path: $path, lang: $lang) {
      kind
      path
      key
      lang
      propertyId
      projectId
      articleId
      testimonialId
      menuId
      translations {
        nl
        fr
        en
        de
      }
    }
  }
`);

/** What a path shows comes from the route table in the database, not from constants here. */
export function PathPage() {
  // A client-side navigation to a page whose chunk is not loaded yet waits here.
  return (
    <Suspense fallback={<Loading />}>
      <ResolvedPage />
    </Suspense>
  );
}

function Loading() {
  return (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

function ResolvedPage() {
  const { pathname } = useLocation();
  const lang = useLocale();
  const { data, loading, error } = useQuery(ResolvePathQuery, { variables: { path: pathname, lang } });
  if (loading) return <Loading />;
  if (error)
    return (
      <p role="alert">
        <Trans>There is an error in the API. Please try again later.</Trans>
      </p>
    );
  const resolved = data?.resolvePath;
  if (!resolved) return <NotFoundPage />;
  switch (resolved.kind) {
    case 'PROPERTY':
      return resolved.propertyId ? <PropertyPage id={resolved.propertyId} /> : <NotFoundPage />;
    case 'PROJECT':
      return resolved.projectId ? <ProjectPage id={resolved.projectId} /> : <NotFoundPage />;
    case 'PAGE':
      if (resolved.key === 'home') return <HomePage />;
      if (resolved.key === 'for-sale') return <ListPage goal="SALE" />;
      if (resolved.key === 'for-rent') return <ListPage goal="RENT" />;
      if (resolved.key === 'projects') return <ProjectsPage />;
      if (resolved.key === 'login' || resolved.key === 'owner-portal')
        return <OwnersPage routeKey={resolved.key} />;
      if (resolved.key === 'buyers-area' || resolved.key === 'compare')
        return <BuyersPage routeKey={resolved.key} />;
      return <ContentPage routeKey={resolved.key ?? ''} />;
    case 'SERVICE_ARTICLE':
      return resolved.articleId ? <ServiceArticlePage articleId={resolved.articleId} /> : <NotFoundPage />;
    case 'TESTIMONIAL':
      // The path as the API matched it (decoded): /{lang}/testimonials/{slug}/.
      return <TestimonialPage slug={resolved.path.split('/').filter(Boolean).at(-1) ?? ''} />;
    case 'MENU':
      // An entry standing for a route-table page or a service article: its path leads to that page.
      if ((resolved.key || resolved.articleId) && resolved.translations)
        return <MovedTo paths={resolved.translations} />;
      return resolved.menuId ? <MenuPage menuId={resolved.menuId} /> : <NotFoundPage />;
    case 'MOVED': {
      // A page under a language the site does not serve: the same page in one it does.
      const unserved = resolved.lang as Locale;
      if (resolved.propertyId) return <MovedProperty id={resolved.propertyId} unserved={unserved} />;
      if (resolved.projectId) return <MovedProject id={resolved.projectId} unserved={unserved} />;
      return resolved.translations ? (
        <MovedTo paths={{ ...resolved.translations, [unserved]: null }} />
      ) : (
        <NotFoundPage />
      );
    }
    default:
      return <NotFoundPage />;
  }
}

const MovedPropertyPaths = graphql(`
  query MovedPropertyPaths($id: Int!) {
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

/** A listing's page under a language the site does not serve: its page in the languages it does. */
function MovedProperty({ id, unserved }: { id: number; unserved: Locale }) {
  const { data, loading } = useQuery(MovedPropertyPaths, { variables: { id }, errorPolicy: 'ignore' });
  if (loading) return <Loading />;
  const paths = data?.property?.paths;
  return paths ? <MovedTo paths={{ ...paths, [unserved]: null }} /> : <NotFoundPage />;
}

const MovedProjectPaths = graphql(`
  query MovedProjectPaths($id: Int!) {
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

/** A project's page under a language the site does not serve: its page in the languages it does. */
function MovedProject({ id, unserved }: { id: number; unserved: Locale }) {
  const { data, loading } = useQuery(MovedProjectPaths, { variables: { id }, errorPolicy: 'ignore' });
  if (loading) return <Loading />;
  const paths = data?.project?.paths;
  return paths ? <MovedTo paths={{ ...paths, [unserved]: null }} /> : <NotFoundPage />;
}

/**
 * A path that only leads to another page. The server render reports it and the server redirects
 * to the page in the visitor's language; in the browser, the address is replaced by the page in
 * the current language.
 */
function MovedTo({ paths }: { paths: Partial<Record<Locale, string | null>> }) {
  const server = useRenderContext();
  const lang = useLocale();
  const { search } = useLocation();
  if (server) {
    server.redirect = paths;
    return null;
  }
  const to = paths[lang] ?? LOCALES.map((l) => paths[l]).find(Boolean);
  return to ? <Navigate to={to.includes('?') ? to : `${to}${search}`} replace /> : <NotFoundPage />;
}
