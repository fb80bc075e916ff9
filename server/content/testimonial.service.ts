import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { badInput, notFound } from '../core/errors';
import { TESTIMONIALS_LIMIT_MAX } from './content.args';
import { testimonialPath } from './content.paths';
import { Testimonial } from './testimonial.entity';
import type { TestimonialView } from './testimonial.types';

/** Published testimonials, newest first. */
export async function listTestimonials(
  ds: DataSource,
  lang: LanguageCode,
  limit: number,
): Promise<TestimonialView[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > TESTIMONIALS_LIMIT_MAX) {
    throw badInput('error.limitRange', { max: TESTIMONIALS_LIMIT_MAX }, 'limit');
  }
  const rows = await ds.getRepository(Testimonial).find({
    where: { published: true },
    order: { date: 'DESC', id: 'DESC' },
    take: limit,
  });
  return rows.map((t) => toTestimonialView(t, lang));
}

export async function findPublishedTestimonial(ds: DataSource, slug: string): Promise<Testimonial | null> {
  return ds.getRepository(Testimonial).findOneBy({ slug, published: true });
}

/** A published testimonial; NOT_FOUND otherwise. */
export async function getTestimonial(
  ds: DataSource,
  slug: string,
  lang: LanguageCode,
): Promise<TestimonialView> {
  const row = await findPublishedTestimonial(ds, slug);
  if (!row) throw notFound('error.articleNotFound', { slug });
  return toTestimonialView(row, lang);
}

export function toTestimonialView(t: Testimonial, lang: LanguageCode): TestimonialView {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    comment: t.comment,
    lang: t.lang,
    website: t.website,
    imageUrl: t.imageUrl,
    date: t.date,
    postedBy: t.postedBy,
    path: testimonialPath(lang, t.slug),
  };
}
