import { config } from '../core/config';
import { CONTACT_RULES, requirePrivacyConsent } from '../../common/forms/contact-rules';
import type { FieldIssue } from '../../common/forms/field-rules';
import { FormStatus } from './form.types';
import type { FormDefinition } from './submit-form.service';
import type { PersonValues } from '../../common/forms/field-rules';

/** The fields of the plain contact forms, as stored (after trimming). */
export interface ContactValues extends PersonValues, Record<string, unknown> {
  message: string | null;
  propertyId: number | null;
  /** The new-build project asked about: only the construction contact has one. */
  projectId?: number | null;
}

export { requirePrivacyConsent };

const requireProperty = (v: ContactValues): FieldIssue[] =>
  v.propertyId ? [] : [{ field: 'propertyId', code: 'required' }];

/**
 * Site contact, visit request, more information and construction contact: the same person block
 * and message; the property is required where the form is about one.
 */
function contactForm(
  kind: 'site-contact' | 'visit-request' | 'more-info' | 'construction-contact',
  propertyRequired: boolean,
): FormDefinition<ContactValues> {
  return {
    kind,
    rules: CONTACT_RULES,
    check: (v) => [...requirePrivacyConsent(v), ...(propertyRequired ? requireProperty(v) : [])],
    propertyId: (v) => v.propertyId,
    email: (v) => v.email,
    mails: (v, lang) => [
      { template: kind, to: 'agency', lang: config().DEFAULT_LANGUAGE, replyTo: v.email },
      { template: `${kind}.confirmation` as const, to: v.email, lang },
    ],
  };
}

export const SITE_CONTACT = contactForm('site-contact', false);
export const VISIT_REQUEST = contactForm('visit-request', true);
export const MORE_INFO = contactForm('more-info', true);
/**
 * The construction contact, from a project's page or about new builds in general: a project, when
 * given, must exist; the submission keeps it, and the agency's mail names it and goes to its agent.
 */
export const CONSTRUCTION_CONTACT: FormDefinition<ContactValues> = {
  ...contactForm('construction-contact', false),
  async beforeStore({ manager, values }) {
    if (values.projectId === null || values.projectId === undefined) return null;
    const found: unknown[] = await manager.query(`SELECT 1 FROM project WHERE id = $1`, [values.projectId]);
    return found.length > 0
      ? null
      : {
          status: FormStatus.INVALID,
          messageId: 'form.invalid',
          errors: [{ field: 'projectId', code: 'unknownProject', messageId: 'form.unknownProject' }],
        };
  },
};
