import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { pick } from '../core/localized';
import { sanitizeHtml } from './sanitize-html';
import { FaqItem } from './faq-item.entity';
import type { FaqItemView } from './faq-item.types';

export async function listFaq(ds: DataSource, lang: LanguageCode): Promise<FaqItemView[]> {
  const rows = await ds.getRepository(FaqItem).find({ order: { sort: 'ASC', id: 'ASC' } });
  return rows.map((f) => ({
    id: f.id,
    question: pick(f.question, lang) ?? '',
    answer: sanitizeHtml(pick(f.answer, lang)) ?? '',
    sort: f.sort,
  }));
}
