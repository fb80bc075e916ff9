/**
 * Field checks shared by the browser (instant feedback) and the server (the authority). Pure
 * functions: each problem is a code the caller turns into a message in the visitor's language.
 */

export type FieldIssueCode =
  | 'required'
  | 'email'
  | 'phone'
  | 'tooLong'
  | 'singleLine'
  | 'choice'
  | 'date'
  | 'dateOrder'
  | 'number'
  | 'atLeastOneType'
  | 'atLeastOneZone'
  | 'unknownPlace'
  | 'passwordMismatch'
  | 'consentRequired'
  | 'captchaMissing'
  | 'captchaInvalid'
  | 'friendEmail'
  | 'valuationAddress'
  | 'noLinks'
  | 'pastDate'
  | 'confirmationRequired'
  | 'atLeastOneAdult'
  | 'kidAge'
  | 'amount'
  | 'priceOrder'
  | 'url';

export interface FieldIssue {
  field: string;
  code: FieldIssueCode;
  /** For tooLong: the maximum length. */
  max?: number;
}

export interface FieldRule {
  required?: boolean;
  /** Maximum length in characters (after trimming). Every text field has one. */
  max?: number;
  format?: 'email' | 'phone' | 'date' | 'zip' | 'url';
  /** Ends up in a mail header or subject: CR/LF would let a visitor inject headers. */
  singleLine?: boolean;
  oneOf?: readonly string[];
}

export type FormRules = Readonly<Record<string, FieldRule>>;

/** 'Empty' for every rule: null, undefined or blank text (spaces only). */
export const isBlank = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

// Deliberately simple: one @, no spaces, a dot in the domain, no header-breaking characters.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
export const isValidEmail = (v: string): boolean => v.length <= 254 && EMAIL.test(v.trim());

/** Belgian and international numbers: digits with spaces, dots, slashes, dashes, parentheses, an optional leading +; 8 to 15 digits. */
export function isValidPhone(v: string): boolean {
  const s = v.trim();
  if (!/^\+?[\d\s./()-]+$/.test(s)) return false;
  const digits = s.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/** A calendar date written YYYY-MM-DD that exists. */
export function isValidDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.trim());
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    y >= 1900 &&
    y <= 2200
  );
}

export const isValidZip = (v: string): boolean => /^[A-Za-z0-9 -]{3,10}$/.test(v.trim());

/** An absolute http(s) address with a host, as a visitor's website must be (no javascript:, data: …). */
export function isValidHttpUrl(v: string): boolean {
  const s = v.trim();
  if (/\s/.test(s)) return false;
  try {
    const url = new URL(s);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname.includes('.') &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

export const hasLineBreak = (v: string): boolean => /[\r\n\u2028\u2029]/.test(v);

const FORMAT_CHECKS: Record<NonNullable<FieldRule['format']>, [(v: string) => boolean, FieldIssueCode]> = {
  email: [isValidEmail, 'email'],
  phone: [isValidPhone, 'phone'],
  date: [isValidDate, 'date'],
  zip: [isValidZip, 'required'],
  url: [isValidHttpUrl, 'url'],
};

/** Checks one value against its rule; the first problem found, or null. */
export function checkField(rule: FieldRule, value: unknown): FieldIssueCode | null {
  if (isBlank(value)) return rule.required ? 'required' : null;
  const text = typeof value === 'string' ? value.trim() : String(value);
  if (rule.max !== undefined && text.length > rule.max) return 'tooLong';
  if (rule.singleLine && hasLineBreak(text)) return 'singleLine';
  if (rule.oneOf && !rule.oneOf.includes(text)) return 'choice';
  if (rule.format) {
    const [ok, code] = FORMAT_CHECKS[rule.format];
    if (!ok(text)) return code;
  }
  return null;
}

/** Checks every field of a form; one issue per field at most, in the order of the rules. */
export function checkFields(rules: FormRules, values: Readonly<Record<string, unknown>>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const code = checkField(rule, values[field]);
    if (code) issues.push(code === 'tooLong' ? { field, code, max: rule.max } : { field, code });
  }
  return issues;
}

/** Trims every string; blank becomes null. What is stored is what was checked. */
export function normalizeValues<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values))
    out[k] = typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v;
  return out as T;
}

export const CONTACT_TIME_SLOTS = ['10:00-13:00', '13:00-16:00', '16:00-19:00'] as const;
export const CONTACT_PREFERENCES = ['email', 'phone'] as const;
export const SALUTATIONS = ['mr', 'mrs', 'miss'] as const;

/** The person block (title, names, e-mail, phone, contact preference and time), as most forms ask it. */
export const PERSON_RULES = {
  title: { oneOf: SALUTATIONS },
  firstName: { required: true, max: 100, singleLine: true },
  lastName: { required: true, max: 100, singleLine: true },
  email: { required: true, max: 254, format: 'email', singleLine: true },
  phone: { required: true, max: 30, format: 'phone', singleLine: true },
  contactPreference: { oneOf: CONTACT_PREFERENCES },
  contactTime: { oneOf: CONTACT_TIME_SLOTS },
} as const satisfies FormRules;

/**
 * The salutation where the spec requires it ("Title (salutation), property type and goal are
 * required"): the forms that ask a property type and a goal, the free valuation and the demand register.
 */
export const REQUIRED_TITLE_RULE = { required: true, oneOf: SALUTATIONS } as const satisfies FieldRule;

/** The person block as a form stores it (trimmed; absent optional fields null): each form's values extend it. */
export interface PersonValues {
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  contactPreference: string | null;
  contactTime: string | null;
  privacyConsent: boolean;
}

export const MESSAGE_RULE = { max: 5000 } as const satisfies FieldRule;
