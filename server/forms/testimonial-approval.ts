import type { DataSource } from 'typeorm';

export interface PendingTestimonial {
  id: number;
  slug: string;
  name: string;
  lang: string;
  email: string | null;
  submissionId: string | null;
  createdAt: Date;
  comment: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Testimonials awaiting approval, oldest first, with the author's e-mail from their submission. */
export async function pendingTestimonials(ds: DataSource): Promise<PendingTestimonial[]> {
  return ds.query(
    `SELECT t.id, t.slug, t.name, t.lang, s.email, t.submission_id AS "submissionId", t.created_at AS "createdAt", t.comment
     FROM testimonial t LEFT JOIN form_submission s ON s.id = t.submission_id
     WHERE NOT t.published ORDER BY t.created_at, t.id`,
  );
}

/**
 * Publishes one testimonial, named by its id or by the submission id the agency's mail shows.
 * Returns it, or null when there is no such testimonial. Publishing twice is harmless. The
 * table's NOTIFY trigger clears the public caches, so the lists show it at once.
 */
export async function approveTestimonial(
  ds: DataSource,
  ref: string,
): Promise<{ id: number; slug: string; name: string; lang: string } | null> {
  const byId = /^\d{1,9}$/.test(ref);
  if (!byId && !UUID.test(ref)) return null;
  const [rows]: [{ id: number; slug: string; name: string; lang: string }[], number] = await ds.query(
    `UPDATE testimonial SET published = true WHERE ${byId ? 'id = $1::int' : 'submission_id = $1::uuid'} RETURNING id, slug, name, lang`,
    [ref],
  );
  return rows[0] ?? null;
}
