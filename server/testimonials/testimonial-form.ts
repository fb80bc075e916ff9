import { randomBytes } from 'node:crypto';
import type { FormRules } from '../../common/forms/field-rules';
import { TESTIMONIAL_RULES } from '../../common/forms/testimonial-job-rules';
import { SUPPORTED_LANGUAGES, config } from '../core/config';
import { requirePrivacyConsent } from '../../common/forms/contact-rules';
import { FormStatus } from '../forms/form.types';
import type { FormDefinition } from '../forms/submit-form.service';
import { insertPendingTestimonial } from '../content/testimonial.service';
import { claimUpload, linkUpload, storedUploadFile, type ClaimedUpload } from '../forms/upload.service';

export interface TestimonialValues extends Record<string, unknown> {
  name: string;
  comment: string;
  website: string | null;
  email: string;
  /** The language the comment is written in; the visitor's interface language when not given. */
  lang: string | null;
  privacyConsent: boolean;
  /** The `uploadId` of POST /api/uploads/photo, or null: the photo is optional. */
  photoUploadId: string | null;
  /** Filled in by `beforeStore` from the upload row: what the agency's mail attaches. */
  photo: ClaimedUpload | null;
}

const RULES = { ...TESTIMONIAL_RULES, lang: { oneOf: SUPPORTED_LANGUAGES } } as const satisfies FormRules;

/** "Anna Peeters" → "anna-peeters": accents dropped, anything else a dash. */
export function slugify(text: string, max = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** A slug nobody has yet: the author's name and a random suffix (the unique index guards the rest). */
export const testimonialSlug = (name: string): string =>
  `${slugify(name) || 'testimonial'}-${randomBytes(4).toString('hex')}`;

/**
 * A visitor's testimonial: stored UNPUBLISHED in the same transaction as the submission, so the
 * public lists never show it before staff approve it (`npm run testimonial:approve`). The e-mail
 * stays in the submission, never in the testimonial. The optional photo, uploaded first to
 * POST /api/uploads/photo, is taken inside the transaction (once only) and stays with the
 * submission under UPLOAD_DIR: the agency's mail attaches it, and approval publishes a copy.
 */
export const TESTIMONIAL_FORM: FormDefinition<TestimonialValues> = {
  kind: 'testimonial',
  rules: RULES,
  check: requirePrivacyConsent,
  email: (v) => v.email,
  async beforeStore({ manager, values }) {
    if (values.photoUploadId === null) return null;
    const claimed = await claimUpload(manager, 'photo', values.photoUploadId);
    if (!claimed.ok)
      return {
        status: FormStatus.INVALID,
        messageId: 'form.invalid',
        errors: [{ field: 'photoUploadId', code: claimed.code, messageId: claimed.messageId }],
      };
    values.photo = claimed.upload;
    return null;
  },
  async afterStore({ manager, values, lang, submissionId }) {
    if (values.photoUploadId !== null) await linkUpload(manager, values.photoUploadId, submissionId);
    await insertPendingTestimonial(manager, {
      slug: testimonialSlug(values.name),
      name: values.name,
      comment: values.comment,
      lang: values.lang ?? lang,
      website: values.website,
      submissionId,
    });
  },
  mails: (v, lang) => [
    {
      template: 'testimonial',
      to: 'agency',
      lang: config().DEFAULT_LANGUAGE,
      replyTo: v.email,
      photo: storedUploadFile('photo', v.photo),
    },
    { template: 'testimonial.confirmation', to: v.email, lang },
  ],
  failureMessageId: 'form.testimonialSendFail',
  acceptedMessageId: 'form.testimonialAccepted',
};
