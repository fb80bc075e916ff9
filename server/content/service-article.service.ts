import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { notFound } from '../core/errors';
import { fallbackChain, pick } from '../core/localized';
import { sanitizeHtml } from './sanitize-html';
import { pagePaths, serviceArticlePath, slugIn } from './content.paths';
import { languagesInUse } from './language.service';
import { ServiceArticle } from './service-article.entity';
import type { ServiceArticleView } from './service-article.types';

export async function listServiceArticles(ds: DataSource, lang: LanguageCode): Promise<ServiceArticleView[]> {
  const [rows, inUse] = await Promise.all([
    ds.getRepository(ServiceArticle).find({ order: { sort: 'ASC', id: 'ASC' } }),
    languagesInUse(ds),
  ]);
  return rows.map((a) => toServiceArticleView(a, lang, inUse));
}

/**
 * The article whose slug in `lang` is `slug`. A language without its own slug uses the article's
 * fallback slug (pick()), so every path serviceArticles() hands out resolves.
 */
export async function findServiceArticleBySlug(
  ds: DataSource,
  slug: string,
  lang: LanguageCode,
): Promise<ServiceArticle | null> {
  const chain = fallbackChain(lang);
  // Language codes come from the fixed list, never from the request.
  const where = chain.map((l) => `a.slugs->>'${l}' = :slug`).join(' OR ');
  const candidates = await ds
    .getRepository(ServiceArticle)
    .createQueryBuilder('a')
    .where(`(${where})`, { slug })
    .getMany();
  return candidates.find((a) => slugIn(a.slugs, lang) === slug) ?? null;
}

export async function getServiceArticle(
  ds: DataSource,
  slug: string,
  lang: LanguageCode,
): Promise<ServiceArticleView> {
  const [row, inUse] = await Promise.all([findServiceArticleBySlug(ds, slug, lang), languagesInUse(ds)]);
  if (!row) throw notFound('error.articleNotFound', { slug });
  return toServiceArticleView(row, lang, inUse);
}

export function serviceArticleTranslations(a: ServiceArticle, inUse: ReadonlySet<string>) {
  return pagePaths((l) => {
    const s = slugIn(a.slugs, l);
    return s ? serviceArticlePath(l, s) : null;
  }, inUse);
}

export function toServiceArticleView(
  a: ServiceArticle,
  lang: LanguageCode,
  inUse: ReadonlySet<string>,
): ServiceArticleView {
  const slug = slugIn(a.slugs, lang) ?? String(a.id);
  return {
    id: a.id,
    topic: a.topic,
    slug,
    path: serviceArticlePath(lang, slug),
    translations: serviceArticleTranslations(a, inUse),
    title: pick(a.title, lang) ?? a.topic,
    summary: pick(a.summary, lang),
    body: sanitizeHtml(pick(a.body, lang)),
    imageUrl: a.imageUrl,
    sort: a.sort,
  };
}
