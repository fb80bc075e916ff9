import type { DataSource } from 'typeorm';
import { logger } from '../core/logger';
import { publishTestimonialPhoto } from '../forms/photo-upload.service';
import { submissionPhotoFile } from '../forms/upload.service';
import { submissionEmails } from '../forms/form-submission.service';
import {
  publishTestimonial,
  testimonialByReference,
  unpublishedTestimonials,
} from '../content/testimonial.service';

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
  const pending = await unpublishedTestimonials(ds);
  const emails = await submissionEmails(
    ds,
    pending.flatMap((t) => (t.submissionId ? [t.submissionId] : [])),
  );
  return pending.map((t) => ({ ...t, email: (t.submissionId && emails.get(t.submissionId)) || null }));
}

export interface ApprovedTestimonial {
  id: number;
  slug: string;
  name: string;
  lang: string;
  /** The published photo's URL, or null. */
  imageUrl: string | null;
  /** A photo was sent but could not be decoded: the testimonial is published without it. */
  photoUnreadable: boolean;
}

/**
 * Publishes one testimonial, named by its id or by the submission id the agency's mail shows.
 * Returns it, or null when there is no such testimonial. Publishing twice is harmless. The photo
 * sent with it (kept under UPLOAD_DIR with the submission) is published first, as a clean copy in
 * MEDIA_DIR (publishTestimonialPhoto), so the testimonial and its photo show together: the
 * table's NOTIFY trigger clears the public caches once, with both.
 */
export async function approveTestimonial(ds: DataSource, ref: string): Promise<ApprovedTestimonial | null> {
  const byId = /^\d{1,9}$/.test(ref);
  if (!byId && !UUID.test(ref)) return null;
  const found = await testimonialByReference(ds, byId ? { id: Number(ref) } : { submissionId: ref });
  if (!found) return null;
  let imageUrl: string | null = null;
  let photoUnreadable = false;
  const photo =
    !found.imageUrl && found.submissionId ? await submissionPhotoFile(ds, found.submissionId) : null;
  if (photo) {
    try {
      imageUrl = await publishTestimonialPhoto(photo);
    } catch (err) {
      photoUnreadable = true;
      logger.warn({ err, testimonial: found.id }, 'testimonial photo could not be published');
    }
  }
  const published = await publishTestimonial(ds, found.id, imageUrl);
  return published ? { ...published, photoUnreadable } : null;
}
