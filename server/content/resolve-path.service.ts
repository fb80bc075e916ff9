import type { DataSource } from 'typeorm';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';
import { pageRead } from '../core/db/page-reads';
import { isLanguageCode } from '../core/localized';
import {
  menuPagePath,
  menuSegment,
  pagePaths,
  SERVICE_ARTICLE_SEGMENT,
  TESTIMONIAL_SEGMENT,
  testimonialPath,
} from './content.paths';
import { languagesInUse } from './language.service';
import { Menu } from './menu.entity';
import { Route } from './route.entity';
import { ResolvedPathKind, type ResolvedPathView } from './route.types';
import { ServiceArticle } from './service-article.entity';
import { findServiceArticleBySlug, serviceArticleTranslations } from './service-article.service';
import { loadSiteConfig } from './site-config.service';
import { findPublishedTestimonial } from './testimonial.service';

/**
 * Property detail segments (te-koop, a-vendre, for-sale; te-huur, a-louer, for-rent), plus the German
 * ones the catalog builds links with.
 */
export const PROPERTY_SEGMENTS: ReadonlySet<string> = new Set([
  'te-koop',
  'a-vendre',
  'for-sale',
  'zu-verkaufen',
  'te-huur',
  'a-louer',
  'for-rent',
  'zu-vermieten',
]);

/** Project page segments (projecten, projets, projects, projekte), as the catalog builds its links. */
export const PROJECT_SEGMENTS: ReadonlySet<string> = new Set([
  'projecten',
  'projets',
  'projects',
  'projekte',
]);

/** The route served only while siteConfig.menuFlags.contactDemandEnabled is set. */
export const CONTACT_DEMAND_KEY = 'contact-demand';

const MAX_PATH_LENGTH = 2048;
const MAX_INT = 2_147_483_647;

export interface NormalisedPath {
  /** '/' or '/a/b/': one leading and one trailing slash, segments decoded. */
  path: string;
  segments: string[];
  /** The first segment when it is a language code (lower-cased). */
  lang: LanguageCode | null;
}

/**
 * Puts a path the way the route table stores it: origin, query and fragment dropped; empty
 * segments (double or missing slashes) dropped; each segment URL-decoded; a typographic apostrophe
 * read as "'"; the language segment lower-cased. Null for what cannot be a page's path (bad
 * percent-encoding, dot segments, control characters, over-long input).
 */
export function normalisePath(input: string): NormalisedPath | null {
  let raw = input.trim();
  if (raw.length > MAX_PATH_LENGTH) return null;
  raw = raw.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  raw = raw.split(/[?#]/, 1)[0];
  const segments: string[] = [];
  for (const part of raw.split('/')) {
    if (part === '') continue;
    let s: string;
    try {
      s = decodeURIComponent(part);
    } catch {
      return null;
    }
    // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
    if (s === '.' || s === '..' || /[\u0000-\u001f\u007f]/.test(s)) return null;
    segments.push(s.replace(/\u2019/g, "'"));
  }
  let lang: LanguageCode | null = null;
  if (segments.length > 0) {
    const first = segments[0].toLowerCase();
    if (isLanguageCode(first)) {
      segments[0] = first;
      lang = first;
    }
  }
  return { path: segments.length === 0 ? '/' : `/${segments.join('/')}/`, segments, lang };
}

/**
 * What a public path shows, or null (the site's 404). In order:
 * 1. A path starting with a language: a route-table path of that language (PAGE),
 *    /{lang}/nos-services/{slug}/ (SERVICE_ARTICLE, slug as published in that language),
 *    /{lang}/testimonials/{slug}/ (TESTIMONIAL, published only),
 *    /{lang}/{sale or rent segment}/{city}/{slug}/{id}/ (PROPERTY) or
 *    /{lang}/{projects segment}/{city}/{slug}/{id}/ (PROJECT; whether either exists is the
 *    catalog's business), else /{lang}/{menu segments}/ of a menu entry that is a page of its own
 *    (MENU, each segment in that language). When that language is not in use, the same page is MOVED: its
 *    translations (or propertyId, projectId) name it in the languages in use, where the path leads.
 * 2. '/': the home page in `fallbackLang` (or the first language in use if that one is not).
 * 3. Any other path: a route-table path of any language in use (PAGE; /contact-demand/ only when
 *    the menu flag allows it), else a published menu entry whose ancestors are published too
 *    (MENU), matched segment by segment from the top. An entry that stands for a route-table page
 *    or a service article gives that page's key or articleId and its translations: its own path
 *    only leads there. An entry that is a page of its own gives its address in each language in
 *    use (/{lang}/{menu segments}/) as translations, where this path leads too.
 */
export function resolvePath(
  ds: DataSource,
  input: string,
  fallbackLang: LanguageCode,
): Promise<ResolvedPathView | null> {
  // The layout and the page both resolve the page's own path: once per page render.
  return pageRead(`resolvePath ${fallbackLang} ${input}`, () => resolveUncached(ds, input, fallbackLang));
}

async function resolveUncached(
  ds: DataSource,
  input: string,
  fallbackLang: LanguageCode,
): Promise<ResolvedPathView | null> {
  const n = normalisePath(input);
  if (!n) return null;
  const inUse = await languagesInUse(ds);

  if (n.lang) {
    const route = await findRoute(ds, n.path, [n.lang]);
    const found = route
      ? await pageResult(ds, n.path, n.lang, route, inUse)
      : ((await detailResult(ds, n, n.lang, inUse)) ?? (await menuPageResult(ds, n, n.lang, inUse)));
    if (!found || inUse.has(n.lang)) return found;
    // A page of the site under a language the agency does not serve: it leads to that same page in
    // a language it does. Never a 404 because of the language.
    return result(ResolvedPathKind.MOVED, n.path, n.lang, {
      key: found.key,
      type: found.type,
      articleId: found.articleId,
      testimonialId: found.testimonialId,
      propertyId: found.propertyId,
      projectId: found.projectId,
      translations: found.translations,
    });
  }

  // No language in the path: the one asked for if in use, else the first in use.
  const languages = [fallbackLang, ...SUPPORTED_LANGUAGES.filter((l) => l !== fallbackLang)].filter((l) =>
    inUse.has(l),
  );
  const preferred = languages[0] ?? fallbackLang;
  if (n.segments.length === 0) {
    const home = await ds.getRepository(Route).findOneBy({ key: 'home', enabled: true });
    return home ? pageResult(ds, n.path, preferred, home, inUse) : null;
  }
  const route = await findRoute(ds, n.path, languages);
  if (route) {
    if (route.key === CONTACT_DEMAND_KEY && !(await loadSiteConfig(ds)).menuFlags.contactDemandEnabled)
      return null;
    const lang = languages.find((l) => route.paths[l] === n.path) ?? preferred;
    return pageResult(ds, n.path, lang, route, inUse);
  }
  const chain = await findMenu(ds, n.segments, null);
  const menu = chain?.at(-1);
  if (!chain || !menu) return null;
  return result(ResolvedPathKind.MENU, n.path, preferred, {
    menuId: menu.id,
    // A page of its own: its address in each language, where this one leads.
    translations: pagePaths((l) => menuPagePath(l, chain), inUse),
    ...(await menuTarget(ds, menu, inUse)),
  });
}

/**
 * /{lang}/{segment}/…/: a published menu entry that is a page of its own, each segment in that
 * language (menuSegment). An entry standing for another page is reached by that page's path only.
 */
async function menuPageResult(
  ds: DataSource,
  n: NormalisedPath,
  lang: LanguageCode,
  inUse: ReadonlySet<string>,
): Promise<ResolvedPathView | null> {
  const chain = await findMenu(ds, n.segments.slice(1), lang);
  const menu = chain?.at(-1);
  if (!chain || !menu || menu.params.routeKey || menu.params.serviceTopic) return null;
  return result(ResolvedPathKind.MENU, n.path, lang, {
    menuId: menu.id,
    translations: pagePaths((l) => menuPagePath(l, chain), inUse),
  });
}

/** An enabled route with `path` in one of `languages` (codes from the fixed list, never the request). */
async function findRoute(
  ds: DataSource,
  path: string,
  languages: readonly LanguageCode[],
): Promise<Route | null> {
  if (languages.length === 0) return null;
  const where = languages.map((l) => `r.paths->>'${l}' = :path`).join(' OR ');
  return ds
    .getRepository(Route)
    .createQueryBuilder('r')
    .where(`r.enabled AND (${where})`, { path })
    .orderBy('r.id')
    .getOne();
}

/**
 * The published entry at /{segments…}/ and its ancestors, from the top (every one published);
 * one query. Segments are the entries' paths, or with `lang` their segments in that language.
 */
async function findMenu(
  ds: DataSource,
  segments: string[],
  lang: LanguageCode | null,
): Promise<Menu[] | null> {
  if (segments.length === 0) return null;
  const paths = [...new Set(segments)];
  // `lang` is a code of the fixed list (isLanguageCode), never the request's text.
  const where = lang
    ? `m.status = 'Published' AND (m.path IN (:...paths) OR m.params->'slugs'->>'${lang}' IN (:...paths))`
    : `m.status = 'Published' AND m.path IN (:...paths)`;
  const rows = await ds
    .getRepository(Menu)
    .createQueryBuilder('m')
    .select(['m.id', 'm.parentId', 'm.path', 'm.params'])
    .where(where, { paths })
    .getMany();
  const chain: Menu[] = [];
  for (const segment of segments) {
    const parentId = chain.at(-1)?.id ?? null;
    const entry = rows.find(
      (m) => m.parentId === parentId && (lang ? menuSegment(m, lang) : m.path) === segment,
    );
    if (!entry) return null;
    chain.push(entry);
  }
  return chain;
}

/**
 * The page a menu entry stands for, as the menu links it (listMenus): its route-table page (key,
 * type) or its service article (articleId), with that page's paths in the languages in use
 * (translations), where the entry's own path leads. Nothing for an entry that is a page of its own.
 */
async function menuTarget(
  ds: DataSource,
  menu: Menu,
  inUse: ReadonlySet<string>,
): Promise<Partial<ResolvedPathView>> {
  const { routeKey, serviceTopic } = menu.params;
  if (routeKey) {
    const route = await ds.getRepository(Route).findOneBy({ key: routeKey, enabled: true });
    const served =
      route &&
      (route.key !== CONTACT_DEMAND_KEY || (await loadSiteConfig(ds)).menuFlags.contactDemandEnabled);
    if (route && served)
      return {
        key: route.key,
        type: route.type,
        translations: pagePaths((l) => route.paths[l] ?? null, inUse),
      };
  }
  if (serviceTopic) {
    const article = await ds.getRepository(ServiceArticle).findOneBy({ topic: serviceTopic });
    if (article) return { articleId: article.id, translations: serviceArticleTranslations(article, inUse) };
  }
  return {};
}

async function pageResult(
  ds: DataSource,
  path: string,
  lang: LanguageCode,
  route: Route,
  inUse: ReadonlySet<string>,
): Promise<ResolvedPathView> {
  const menu = await ds
    .getRepository(Menu)
    .createQueryBuilder('m')
    .select(['m.id'])
    .where(`m.status = 'Published' AND m.params->>'routeKey' = :key`, { key: route.key })
    .orderBy('m.parentId', 'ASC', 'NULLS FIRST')
    .addOrderBy('m.sort')
    .getOne();
  return result(ResolvedPathKind.PAGE, path, lang, {
    key: route.key,
    type: route.type,
    menuId: menu?.id ?? null,
    translations: pagePaths((l) => route.paths[l] ?? null, inUse),
  });
}

async function detailResult(
  ds: DataSource,
  n: NormalisedPath,
  lang: LanguageCode,
  inUse: ReadonlySet<string>,
): Promise<ResolvedPathView | null> {
  const [, section, ...rest] = n.segments;
  if (section === SERVICE_ARTICLE_SEGMENT && rest.length === 1) {
    const article = await findServiceArticleBySlug(ds, rest[0], lang);
    return article
      ? result(ResolvedPathKind.SERVICE_ARTICLE, n.path, lang, {
          articleId: article.id,
          translations: serviceArticleTranslations(article, inUse),
        })
      : null;
  }
  if (section === TESTIMONIAL_SEGMENT && rest.length === 1) {
    const testimonial = await findPublishedTestimonial(ds, rest[0]);
    return testimonial
      ? result(ResolvedPathKind.TESTIMONIAL, n.path, lang, {
          testimonialId: testimonial.id,
          translations: pagePaths((l) => testimonialPath(l, testimonial.slug), inUse),
        })
      : null;
  }
  if (section !== undefined && PROPERTY_SEGMENTS.has(section) && rest.length === 3) {
    const id = /^[1-9][0-9]{0,9}$/.test(rest[2]) ? Number(rest[2]) : NaN;
    return id <= MAX_INT ? result(ResolvedPathKind.PROPERTY, n.path, lang, { propertyId: id }) : null;
  }
  if (section !== undefined && PROJECT_SEGMENTS.has(section) && rest.length === 3) {
    const id = /^[1-9][0-9]{0,9}$/.test(rest[2]) ? Number(rest[2]) : NaN;
    return id <= MAX_INT ? result(ResolvedPathKind.PROJECT, n.path, lang, { projectId: id }) : null;
  }
  return null;
}

function result(
  kind: ResolvedPathKind,
  path: string,
  lang: LanguageCode,
  fields: Partial<ResolvedPathView>,
): ResolvedPathView {
  return {
    kind,
    path,
    lang,
    key: null,
    type: null,
    menuId: null,
    articleId: null,
    testimonialId: null,
    propertyId: null,
    projectId: null,
    translations: null,
    ...fields,
  };
}
