import type { DataSource } from 'typeorm';
import { config } from '../core/config';
import { pageRead } from '../core/db/page-reads';
import { Language } from './language.entity';
import type { LanguageView } from './language.types';

export async function listLanguages(ds: DataSource): Promise<LanguageView[]> {
  const rows = await pageRead('languages', () =>
    ds.getRepository(Language).find({ order: { sort: 'ASC', code: 'ASC' } }),
  );
  const fallback = config().DEFAULT_LANGUAGE;
  return rows.map((r) => ({ code: r.code, use: r.use, isDefault: r.code === fallback }));
}

/** Codes of the languages the site is shown in (`use` set). */
export async function languagesInUse(ds: DataSource): Promise<Set<string>> {
  const rows = await pageRead('languagesInUse', () =>
    ds.getRepository(Language).find({ select: { code: true }, where: { use: true } }),
  );
  return new Set(rows.map((r) => r.code));
}
