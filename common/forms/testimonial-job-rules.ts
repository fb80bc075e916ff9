import { MESSAGE_RULE, PERSON_RULES, type FormRules } from './field-rules';

/**
 * Testimonial form: name, comment, website, e-mail and an optional photo (uploaded first); the
 * e-mail is for the agency only, never published.
 */
export const TESTIMONIAL_RULES = {
  name: { required: true, max: 100, singleLine: true },
  comment: { required: true, max: 2000 },
  website: { max: 300, format: 'url', singleLine: true },
  email: { required: true, max: 254, format: 'email', singleLine: true },
  photoUploadId: { max: 64, singleLine: true },
} as const satisfies FormRules;

/** Job contact: the person block, the position wanted, a motivation; the CV is uploaded first. */
export const JOB_CONTACT_RULES = {
  ...PERSON_RULES,
  position: { required: true, max: 200, singleLine: true },
  motivation: MESSAGE_RULE,
  cvUploadId: { required: true, max: 64, singleLine: true },
} as const satisfies FormRules;
