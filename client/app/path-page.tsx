import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { graphql } from '../generated';
import { HomePage } from '../features/home/home-page';
import { ListPage } from '../features/listings/list-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PropertyPage } from '../features/property/property-page';
import { ContentPage } from '../features/content/content-page';
import { MenuPage } from '../features/content/menu-page';
import { ServiceArticlePage } from '../features/content/service-article-page';
import { TestimonialPage } from '../features/content/testimonial-page';
import { useLocale } from './use-locale';

const ResolvePathQuery = graphql(`
  query ResolvePath($path: String!, $lang: String) {
    resolvePath(path: $path, lang: $lang) {
      kind
      key
      lang
      propertyId
      articleId
      testimonialId
      menuId
    }
  }
`);

/** What a path shows comes from the route table in the database, not from constants here. */
export function PathPage() {
  const { pathname } = useLocation();
  const lang = useLocale();
  const { data, loading, error } = useQuery(ResolvePathQuery, { variables: { path: pathname, lang } });
  if (loading) return <p role="status"><Trans>Loading…</Trans></p>;
  if (error) return <p role="alert"><Trans>There is an error in the API. Please try again later.</Trans></p>;
  const resolved = data?.resolvePath;
  if (!resolved) return <NotFoundPage />;
  switch (resolved.kind) {
    case 'PROPERTY':
      return resolved.propertyId ? <PropertyPage id={resolved.propertyId} /> : <NotFoundPage />;
    case 'PAGE':
      if (resolved.key === 'home') return <HomePage />;
      if (resolved.key === 'for-sale') return <ListPage goal="SALE" />;
      if (resolved.key === 'for-rent') return <ListPage goal="RENT" />;
      return <ContentPage routeKey={resolved.key ?? ''} />;
    case 'SERVICE_ARTICLE':
      return resolved.articleId ? <ServiceArticlePage articleId={resolved.articleId} /> : <NotFoundPage />;
    case 'TESTIMONIAL':
      return resolved.testimonialId ? <TestimonialPage testimonialId={resolved.testimonialId} /> : <NotFoundPage />;
    case 'MENU':
      return resolved.menuId ? <MenuPage menuId={resolved.menuId} /> : <NotFoundPage />;
    default:
      return <NotFoundPage />;
  }
}
