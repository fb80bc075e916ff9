import { MESSAGE_RULE, PERSON_RULES, type FieldIssue, type FormRules } from './field-rules';

/** The plain contact forms: the person block and a message. */
export const CONTACT_RULES = { ...PERSON_RULES, message: MESSAGE_RULE } as const satisfies FormRules;

/** Every form with personal data asks for the privacy statement to be accepted. */
export const requirePrivacyConsent = (v: { privacyConsent?: unknown }): FieldIssue[] =>
  v.privacyConsent === true ? [] : [{ field: 'privacyConsent', code: 'consentRequired' }];
