import type { DataSource } from 'typeorm';
import { config, SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';
import { menuPagePath, pagePaths, testimonialPath } from './content.paths';
import type { PagePathsView } from './content.types';
import { languagesInUse } from './language.service';
import { Menu } from './menu.entity';
import { CONTACT_DEMAND_KEY } from './resolve-path.service';
import { Route, type RouteType } from './route.entity';
import { ServiceArticle } from './service-article.entity';
import { serviceArticleTranslations } from './service-article.service';
import { loadSiteConfig } from './site-config.service';
import { Testimonial } from './testimonial.entity';

/**
 * The route-table pages search engines should index: the site's own pages and articles. Thank-you
 * pages (`feedback`) and the owners' login and portal (`login`) are reached only through a form or
 * a password and say `noindex`; they are never offered to a crawler.
 */
export const INDEXED_ROUTE_TYPES: ReadonlySet<RouteType> = new Set(['page', 'article']);

/** A content page as a sitemap lists it. */
export interface ContentPage {
  /** The route-table key when the page is one (home, for-sale, contact …); null otherwise. */
  routeKey: string | null;
  /** Its address in each language in use; a language without one is absent. */
  paths: Partial<Record<LanguageCode, string>>;
  /** When it was last edited, when that is stored; null for pages made of site-wide content. */
  lastModified: Date | null;
}

export interface ContentSitemap {
  /** The languages the agency serves (the `language` rows in use), in the interface's order. */
  languages: LanguageCode[];
  pages: ContentPage[];
  /** The newest edit of site-wide content (the site configuration, the menu), for pages without their own. */
  contentLastModified: Date | null;
}

/**
 * Every content page a visitor can reach and a search engine should index, in the languages in
 * use: the route table's pages (contact-demand only while the menu flag serves it), the published
 * menu entries that are pages of their own (an entry standing for another page only leads there),
 * the service articles and the published testimonials. Paths are those the API hands out.
 */
export async function contentPagesForSitemap(ds: DataSource): Promise<ContentSitemap> {
  const [inUse, routes, menus, articles, testimonials, siteConfig, edited] = await Promise.all([
    languagesInUse(ds),
    ds.getRepository(Route).find({ where: { enabled: true }, order: { id: 'ASC' } }),
    ds.getRepository(Menu).find({ where: { status: 'Published' }, order: { sort: 'ASC', id: 'ASC' } }),
    ds.getRepository(ServiceArticle).find({ order: { sort: 'ASC', id: 'ASC' } }),
    ds.getRepository(Testimonial).find({ where: { published: true }, order: { date: 'DESC', id: 'DESC' } }),
    loadSiteConfig(ds),
    ds.query(
      `SELECT greatest((SELECT max(updated_at) FROM site_config), (SELECT max(updated_at) FROM menu)) AS at`,
    ) as Promise<{ at: Date | null }[]>,
  ]);
  const languages = SUPPORTED_LANGUAGES.filter((l) => inUse.has(l));
  if (languages.length === 0) languages.push(config().DEFAULT_LANGUAGE);
  const served = new Set<string>(languages);
  const contactDemand = siteConfig.menuFlags.contactDemandEnabled;
  const isServedRoute = (r: Route) => r.key !== CONTACT_DEMAND_KEY || contactDemand;

  const pages: ContentPage[] = [];
  const routeByKey = new Map(routes.map((r) => [r.key, r]));
  // Paths the route table answers first: a menu entry at one of them is never reached.
  const routePaths = new Set(routes.flatMap((r) => Object.values(r.paths)));
  for (const r of routes) {
    if (r.external || !INDEXED_ROUTE_TYPES.has(r.type) || !isServedRoute(r)) continue;
    pages.push({
      routeKey: r.key,
      paths: present(pagePaths((l) => r.paths[l] ?? null, served)),
      lastModified: null,
    });
  }

  const topics = new Set(articles.map((a) => a.topic));
  const childrenOf = new Map<number | null, Menu[]>();
  for (const m of menus) childrenOf.set(m.parentId, [...(childrenOf.get(m.parentId) ?? []), m]);
  // From the roots down: a published child of an unpublished entry is not reachable.
  const walk = (parentId: number | null, ancestors: readonly Menu[]) => {
    for (const m of childrenOf.get(parentId) ?? []) {
      const chain = [...ancestors, m];
      const route = m.params.routeKey ? routeByKey.get(m.params.routeKey) : undefined;
      const leadsElsewhere =
        (route !== undefined && isServedRoute(route)) ||
        (m.params.serviceTopic !== undefined && topics.has(m.params.serviceTopic));
      if (!leadsElsewhere && !routePaths.has(`/${chain.map((e) => e.path).join('/')}/`))
        pages.push({
          routeKey: null,
          paths: present(
            pagePaths((l) => {
              const path = menuPagePath(l, chain);
              return routePaths.has(path) ? null : path;
            }, served),
          ),
          lastModified: m.updatedAt,
        });
      walk(m.id, chain);
    }
  };
  walk(null, []);

  for (const a of articles)
    pages.push({ routeKey: null, paths: present(serviceArticleTranslations(a, served)), lastModified: null });
  for (const t of testimonials)
    pages.push({
      routeKey: null,
      paths: present(pagePaths((l) => testimonialPath(l, t.slug), served)),
      lastModified: t.createdAt,
    });
  return { languages, pages, contentLastModified: edited[0]?.at ?? null };
}

function present(paths: PagePathsView): Partial<Record<LanguageCode, string>> {
  const out: Partial<Record<LanguageCode, string>> = {};
  for (const l of SUPPORTED_LANGUAGES) {
    const path = paths[l];
    if (path) out[l] = path;
  }
  return out;
}
