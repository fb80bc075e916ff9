import { In, type DataSource, type EntityManager } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { pageRead } from '../core/db/page-reads';
import { pick } from '../core/localized';
import { inLanguage, pagePaths } from './content.paths';
import { Route } from './route.entity';
import type { RouteView } from './route.types';

/** The enabled routes in table order; read once per page render (links, the top bar, the layout). */
export function enabledRoutes(ds: DataSource): Promise<readonly Route[]> {
  return pageRead('routes', () =>
    ds.getRepository(Route).find({ where: { enabled: true }, order: { id: 'ASC' } }),
  );
}

/** The enabled routes, in table order, with paths and breadcrumbs in `lang`. */
export async function listRoutes(ds: DataSource, lang: LanguageCode): Promise<RouteView[]> {
  const rows = await enabledRoutes(ds);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return rows.map((r) => toRouteView(r, lang, byKey));
}

/** Enabled routes by key (one query), for links to pages. */
/** By a DataSource, or an EntityManager to read in the caller's transaction (no second connection). */
export async function routesByKey(
  ds: Pick<EntityManager, 'getRepository'>,
  keys: readonly string[],
): Promise<Map<string, Route>> {
  if (keys.length === 0) return new Map();
  const rows = await ds.getRepository(Route).findBy({ key: In([...new Set(keys)]), enabled: true });
  return new Map(rows.map((r) => [r.key, r]));
}

export const routePathIn = (r: Route, lang: LanguageCode): string =>
  inLanguage(pick(r.paths, lang) ?? r.original, lang);

/** `byKey` resolves breadcrumb links to other pages; a link to a missing or disabled page is left out. */
export function toRouteView(r: Route, lang: LanguageCode, byKey: ReadonlyMap<string, Route>): RouteView {
  return {
    key: r.key,
    type: r.type,
    path: routePathIn(r, lang),
    paths: pagePaths((l) => r.paths[l] ?? null),
    original: r.original,
    external: r.external,
    breadcrumbs: r.breadcrumbs.map((b) => {
      const target = b.routeKey ? byKey.get(b.routeKey) : undefined;
      return {
        name: pick(b.name, lang) ?? '',
        path: target ? routePathIn(target, lang) : b.routeKey ? null : (b.path ?? null),
      };
    }),
  };
}
