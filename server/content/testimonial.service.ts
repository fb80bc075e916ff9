import type { DataSource, EntityManager } from 'typeorm';
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

type Queryable = Pick<EntityManager, 'query'>;

/** A visitor's testimonial as the testimonial form stores it. */
export interface NewTestimonial {
  slug: string;
  name: string;
  comment: string;
  lang: string;
  website: string | null;
  submissionId: string;
}

/** Stores a visitor's testimonial unpublished, in the form's transaction: it shows once approved. */
export async function insertPendingTestimonial(m: Queryable, t: NewTestimonial): Promise<void> {
  await m.query(
    `INSERT INTO testimonial (slug, name, comment, lang, website, date, posted_by, published, submission_id)
     VALUES ($1, $2, $3, $4, $5, current_date, $2, false, $6)`,
    [t.slug, t.name, t.comment, t.lang, t.website, t.submissionId],
  );
}

export interface UnpublishedTestimonial {
  id: number;
  slug: string;
  name: string;
  lang: string;
  submissionId: string | null;
  createdAt: Date;
  comment: string;
}

/** Testimonials awaiting approval, oldest first. */
export async function unpublishedTestimonials(ds: DataSource): Promise<UnpublishedTestimonial[]> {
  return ds.query(
    `SELECT id, slug, name, lang, submission_id AS "submissionId", created_at AS "createdAt", comment
     FROM testimonial WHERE NOT published ORDER BY created_at, id`,
  );
}

/** A testimonial named by its id or by the submission that left it, published or not. */
export async function testimonialByReference(
  ds: DataSource,
  ref: { id: number } | { submissionId: string },
): Promise<{ id: number; submissionId: string | null; imageUrl: string | null } | null> {
  const [found] = await ds.query(
    `SELECT id, submission_id AS "submissionId", image_url AS "imageUrl" FROM testimonial
     WHERE ${'id' in ref ? 'id = $1::int' : 'submission_id = $1::uuid'}`,
    ['id' in ref ? ref.id : ref.submissionId],
  );
  return found ?? null;
}

/**
 * Publishes a testimonial, with its photo's URL where it has none yet. Publishing twice is
 * harmless. The table's NOTIFY trigger clears the public caches.
 */
export async function publishTestimonial(
  ds: DataSource,
  id: number,
  imageUrl: string | null,
): Promise<{ id: number; slug: string; name: string; lang: string; imageUrl: string | null } | null> {
  const [rows]: [
    { id: number; slug: string; name: string; lang: string; imageUrl: string | null }[],
    number,
  ] = await ds.query(
    `UPDATE testimonial SET published = true, image_url = COALESCE(image_url, $2) WHERE id = $1
       RETURNING id, slug, name, lang, image_url AS "imageUrl"`,
    [id, imageUrl],
  );
  return rows[0] ?? null;
}
