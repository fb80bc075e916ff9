import { In, type DataSource } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { fallbackChain, pick } from '../core/localized';
import { sanitizeHtml } from './sanitize-html';
import { menuPagePath, serviceArticlePath, slugIn } from './content.paths';
import { Menu, type MenuMetadataParams } from './menu.entity';
import type { MenuMetadataView, MenuView } from './menu.types';
import { routePathIn, routesByKey } from './route.service';
import { ServiceArticle } from './service-article.entity';

/**
 * The published menu tree: entries and children with status Published, siblings by sort. A child
 * of an unpublished entry is not shown either. Three queries at most, whatever the tree's size:
 * the entries, and the pages and service articles they link to.
 */
export async function listMenus(ds: DataSource, lang: LanguageCode): Promise<MenuView[]> {
  const rows = await ds
    .getRepository(Menu)
    .find({ where: { status: 'Published' }, order: { sort: 'ASC', id: 'ASC' } });
  const links = await linkTargets(ds, rows, lang);

  const childrenOf = new Map<number | null, Menu[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  // Walking down from the roots visits each entry once: every entry has one parent.
  const build = (row: Menu, ancestors: readonly Menu[]): MenuView => {
    const chain = [...ancestors, row];
    const menuPath = `/${chain.map((m) => m.path).join('/')}/`;
    const children = (childrenOf.get(row.id) ?? []).map((c) => build(c, chain));
    // An entry that is a page of its own: its address in the requested language.
    return toMenuView(row, lang, menuPath, links.get(row.id) ?? menuPagePath(lang, chain), children);
  };
  return (childrenOf.get(null) ?? []).map((r) => build(r, []));
}

/** Where entries that stand for a route-table page or a service article link to, by entry id. */
async function linkTargets(ds: DataSource, rows: Menu[], lang: LanguageCode): Promise<Map<number, string>> {
  const routeKeys = rows.flatMap((r) => (r.params.routeKey ? [r.params.routeKey] : []));
  const topics = rows.flatMap((r) => (r.params.serviceTopic ? [r.params.serviceTopic] : []));
  const [routes, articles] = await Promise.all([
    routesByKey(ds, routeKeys),
    topics.length === 0
      ? Promise.resolve([] as ServiceArticle[])
      : ds.getRepository(ServiceArticle).findBy({ topic: In([...new Set(topics)]) }),
  ]);
  const articleByTopic = new Map(articles.map((a) => [a.topic, a]));
  const out = new Map<number, string>();
  for (const row of rows) {
    const route = row.params.routeKey ? routes.get(row.params.routeKey) : undefined;
    if (route) {
      out.set(row.id, routePathIn(route, lang));
      continue;
    }
    const article = row.params.serviceTopic ? articleByTopic.get(row.params.serviceTopic) : undefined;
    const slug = article ? slugIn(article.slugs, lang) : null;
    if (slug) out.set(row.id, serviceArticlePath(lang, slug));
  }
  return out;
}

function metadataIn(
  all: Partial<Record<LanguageCode, MenuMetadataParams>> | undefined,
  lang: LanguageCode,
): MenuMetadataView | null {
  if (!all) return null;
  for (const l of fallbackChain(lang)) {
    const m = all[l];
    if (m) {
      return {
        pageTitle: m.pageTitle ?? null,
        description: m.description ?? null,
        socialTitle: m.socialTitle ?? null,
        socialType: m.socialType ?? null,
        socialImage: m.socialImage ?? null,
        seoActive: m.seoActive ?? false,
      };
    }
  }
  return null;
}

function toMenuView(
  row: Menu,
  lang: LanguageCode,
  menuPath: string,
  path: string,
  children: MenuView[],
): MenuView {
  const p = row.params;
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    path,
    menuPath,
    routeKey: p.routeKey ?? null,
    serviceTopic: p.serviceTopic ?? null,
    status: row.status,
    sort: row.sort,
    title: pick(p.title, lang) ?? row.name,
    description: pick(p.description, lang),
    content: sanitizeHtml(pick(p.content, lang)),
    metadata: metadataIn(p.metadata, lang),
    image: p.image ?? null,
    modules: p.modules ?? [],
    // The editor's flag, and only when there is something to show.
    hasSubMenu: (p.hasSubMenu ?? true) && children.length > 0,
    css: p.css ?? null,
    type: p.type ?? 'module',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    children,
  };
}
