import { randomBytes } from 'node:crypto';
import type { FormRules } from '../../common/forms/field-rules';
import { TESTIMONIAL_RULES } from '../../common/forms/testimonial-job-rules';
import { SUPPORTED_LANGUAGES, config } from '../core/config';
import { requirePrivacyConsent } from './contact-forms';
import type { FormDefinition } from './submit-form.service';

export interface TestimonialValues extends Record<string, unknown> {
  name: string;
  comment: string;
  website: string | null;
  email: string;
  /** The language the comment is written in; the visitor's interface language when not given. */
  lang: string | null;
  privacyConsent: boolean;
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
 * stays in the submission, never in the testimonial.
 */
export const TESTIMONIAL_FORM: FormDefinition<TestimonialValues> = {
  kind: 'testimonial',
  rules: RULES,
  check: requirePrivacyConsent,
  email: (v) => v.email,
  async afterStore({ manager, values, lang, submissionId }) {
    await manager.query(
      `INSERT INTO testimonial (slug, name, comment, lang, website, date, posted_by, published, submission_id)
       VALUES ($1, $2, $3, $4, $5, current_date, $2, false, $6)`,
      [
        testimonialSlug(values.name),
        values.name,
        values.comment,
        values.lang ?? lang,
        values.website,
        submissionId,
      ],
    );
  },
  mails: (v, lang) => [
    { template: 'testimonial', to: 'agency', lang: config().DEFAULT_LANGUAGE, replyTo: v.email },
    { template: 'testimonial.confirmation', to: v.email, lang },
  ],
  failureMessageId: 'form.testimonialSendFail',
  acceptedMessageId: 'form.testimonialAccepted',
};
