/**
 * Rules of the documents request, the free valuation and send-to-friend, shared by the browser
 * (instant feedback) and the server (the authority). Pure: issues are codes, messages are the
 * caller's business.
 */
import {
  CONTACT_TIME_SLOTS,
  MESSAGE_RULE,
  PERSON_RULES,
  isBlank,
  isValidEmail,
  isValidZip,
  type FieldIssue,
  type FormRules,
} from './field-rules';

/** Documents request: the person block; the property and the privacy consent are checked apart. */
export const DOCUMENTS_REQUEST_RULES = {
  ...PERSON_RULES,
  message: MESSAGE_RULE,
} as const satisfies FormRules;

/** The kinds of property a visitor may ask to value: the agency's nine web types, by family. */
export const VALUATION_PROPERTY_TYPES = [
  'house',
  'apartment',
  'studio',
  'plot',
  'investment',
  'commercial',
  'industrial',
  'office',
  'garage',
] as const;
export type ValuationPropertyType = (typeof VALUATION_PROPERTY_TYPES)[number];
export const VALUATION_GOALS = ['sale', 'rent'] as const;

/** The address to value: every part required, reported with one message ("Valuation address is required"). */
export const VALUATION_ADDRESS_FIELDS = ['street', 'houseNumber', 'zip', 'city'] as const;

export const VALUATION_RULES = {
  ...PERSON_RULES,
  // Required-ness of the address parts is checked by `valuationIssues`: one message for the whole address.
  street: { max: 200, singleLine: true },
  houseNumber: { max: 20, singleLine: true },
  box: { max: 20, singleLine: true },
  zip: { max: 10, singleLine: true },
  city: { max: 100, singleLine: true },
  propertyType: { required: true, oneOf: VALUATION_PROPERTY_TYPES },
  goal: { required: true, oneOf: VALUATION_GOALS },
  remarks: MESSAGE_RULE,
  contactTime: { oneOf: CONTACT_TIME_SLOTS },
} as const satisfies FormRules;

export function valuationIssues(v: Readonly<Record<string, unknown>>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const field of VALUATION_ADDRESS_FIELDS) {
    const value = v[field];
    const bad = isBlank(value) || (field === 'zip' && !isValidZip(String(value)));
    if (bad) issues.push({ field, code: 'valuationAddress' });
  }
  return issues;
}

/** The friend's note: short, plain text (escaped wherever shown). */
export const FRIEND_NOTE_MAX = 500;

export const SEND_TO_FRIEND_RULES = {
  senderName: { required: true, max: 100, singleLine: true },
  senderEmail: { required: true, max: 254, format: 'email', singleLine: true },
  // friendEmail is checked by `sendToFriendIssues`: one message for missing and invalid alike.
  note: { max: FRIEND_NOTE_MAX },
} as const satisfies FormRules;

// A recommendation carries no links of the sender's: they are what makes such forms worth spamming.
const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|info|biz|ru|xyz|top|io|be|nl|fr|de)\b)/i;
export const hasLink = (v: string): boolean => LINK.test(v);

export function sendToFriendIssues(v: Readonly<Record<string, unknown>>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const friend = v.friendEmail;
  if (typeof friend !== 'string' || isBlank(friend) || !isValidEmail(friend))
    issues.push({ field: 'friendEmail', code: 'friendEmail' });
  for (const field of ['senderName', 'note'] as const) {
    const value = v[field];
    if (typeof value === 'string' && hasLink(value)) issues.push({ field, code: 'noLinks' });
  }
  return issues;
}
