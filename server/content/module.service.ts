import { In, type DataSource } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { pick } from '../core/localized';
import { Module } from './module.entity';
import type { ModuleView } from './module.types';

/** Published modules by sort; with `ids`, only those, in the order of `ids` (a page's order). */
export async function listModules(
  ds: DataSource,
  lang: LanguageCode,
  ids?: readonly number[] | null,
): Promise<ModuleView[]> {
  if (ids && ids.length === 0) return [];
  const unique = ids ? [...new Set(ids)] : null;
  const rows = await ds.getRepository(Module).find({
    where: { status: 'Published', ...(unique ? { id: In(unique) } : {}) },
    order: { sort: 'ASC', id: 'ASC' },
  });
  if (unique) rows.sort((a, b) => unique.indexOf(a.id) - unique.indexOf(b.id));
  return rows.map((m) => toModuleView(m, lang));
}

export function toModuleView(m: Module, lang: LanguageCode): ModuleView {
  return {
    id: m.id,
    title: pick(m.title, lang),
    titlePublic: m.titlePublic,
    titleSize: m.titleSize,
    description: pick(m.description, lang),
    position: m.position,
    span: m.span,
    columns: { sm: m.columns.sm, md: m.columns.md, lg: m.columns.lg },
    sort: m.sort,
    view: m.view,
    cssClass: m.cssClass,
    backgroundType: m.backgroundType,
    image: m.image,
    images: m.images,
    colorBackground: m.colorBackground,
    status: m.status,
    numberItemOfRow: m.numberItemOfRow,
    maxItems: m.maxItems,
    isHasSubcategories: m.isHasSubcategories,
    relations: m.relations.map((r) => ({ type: r.type, id: String(r.id) })),
  };
}
