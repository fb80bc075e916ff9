import { graphql } from './generated';
import { runSiteQuery } from './site-query';
import type { LanguageCode } from '../core/config';
import { normalisePath, PROPERTY_SEGMENTS } from '../content/resolve-path.service';
import type { ExecuteInLanguage } from '../../common/server-render';

/** A page of the route table with its path per language (null: none in that language). */
export interface RoutePaths {
  paths: Partial<Record<LanguageCode, string | null>>;
}

/**
 * The listing a detail-shaped path names: /{lang}/{sale or rent segment of any language}/{city}/{slug}/{id}/.
 * Only the id identifies the listing; null for any other path.
 */
export function detailPathId(path: string): number | null {
  const n = normalisePath(path);
  if (!n?.lang || n.segments.length !== 5 || !PROPERTY_SEGMENTS.has(n.segments[1])) return null;
  const id = /^[1-9][0-9]{0,8}$/.test(n.segments[4]) ? Number(n.segments[4]) : null;
  return id;
}

/**
 * Whether `path` is not `own` (a listing's own address), read the way the route table reads paths
 * (decoded, one trailing slash): a listing under the other goal's segment, under another
 * language's segment, or with an old city or title slug is the same listing at the wrong address.
 */
export function isOtherAddress(path: string, own: string): boolean {
  return normalisePath(path)?.path !== normalisePath(own)?.path;
}

/**
 * The page a path names with another language's path under its own language segment
 * (/fr/te-koop/ is the sale list, whose French path is /fr/a-vendre/): that page's path in the
 * path's language, or null when the path is a page of that language already or names none.
 */
export function routeInLanguage(
  path: string,
  lang: LanguageCode,
  routes: readonly RoutePaths[],
): string | null {
  const n = normalisePath(path);
  if (!n || n.lang !== lang) return null;
  if (routes.some((r) => r.paths[lang] === n.path)) return null;
  const rest = n.path.slice(lang.length + 1);
  const route = routes.find((r) =>
    Object.entries(r.paths).some(([other, p]) => other !== lang && p === `/${other}${rest}`),
  );
  const target = route?.paths[lang];
  return target && target.startsWith(`/${lang}/`) ? target : null;
}

/** A listing's own path in `lang`, or null when there is no such listing (its page is the 404). */
export async function listingPath(
  execute: ExecuteInLanguage,
  id: number,
  lang: LanguageCode,
): Promise<string | null> {
  return (await runSiteQuery(execute, lang, ListingOwnPathQuery, { id, lang }))?.property?.path ?? null;
}

const ListingOwnPathQuery = graphql(`
  query ListingOwnPath($id: Int!, $lang: String) {
    property(id: $id, lang: $lang) {
      path
    }
  }
`);

/** The route table's paths per language (the public `routes` query, from the API's response cache). */
export async function routePaths(execute: ExecuteInLanguage, lang: LanguageCode): Promise<RoutePaths[]> {
  return (await runSiteQuery(execute, lang, RoutePathsForAddressQuery, {}))?.routes ?? [];
}

const RoutePathsForAddressQuery = graphql(`
  query RoutePathsForAddress {
    routes {
      paths {
        nl
        fr
        en
        de
      }
    }
  }
`);

/** What resolvePath says of a path, as far as its own address goes. */
interface ResolvedAddress {
  kind: string;
  key: string | null;
  articleId: number | null;
  translations: Partial<Record<LanguageCode, string | null>> | null;
}

/**
 * The address in `lang` of the page a language-less menu path names when that page is a menu
 * entry's own (/over-ons/ is /nl/over-ons/, /over-ons/?lang=fr is /fr/a-propos/): its path in
 * `lang`, else in the first language that has one. Null for any other page (an entry standing for
 * a route-table page or an article leads there by the visitor's language, as before).
 */
export function menuPageAddress(
  resolved: ResolvedAddress | null | undefined,
  lang: LanguageCode,
): string | null {
  if (resolved?.kind !== 'MENU' || resolved.key || resolved.articleId || !resolved.translations) return null;
  const paths = resolved.translations;
  return paths[lang] ?? Object.values(paths).find((p): p is string => !!p) ?? null;
}

/** The language-less path's page, if a menu entry's own: its address in `lang` (menuPageAddress). */
export async function menuPagePathIn(
  execute: ExecuteInLanguage,
  path: string,
  lang: LanguageCode,
): Promise<string | null> {
  const n = normalisePath(path);
  if (!n || n.lang || n.segments.length === 0) return null;
  const data = await runSiteQuery(execute, lang, MenuPageAddressQuery, { path: n.path, lang });
  return menuPageAddress(data?.resolvePath, lang);
}

const MenuPageAddressQuery = graphql(`
  query MenuPageAddress($path: String!, $lang: String) {
    resolvePath(path: $path, lang: $lang) {
      kind
      key
      articleId
      translations {
        nl
        fr
        en
        de
      }
    }
  }
`);
