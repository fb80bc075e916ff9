/**
 * Rules of the documents request, the free valuation and send-to-friend, shared by the browser
 * (instant feedback) and the server (the authority). Pure: issues are codes, messages are the
 * caller's business.
 */
import {
  CONTACT_TIME_SLOTS,
  MESSAGE_RULE,
  PERSON_RULES,
  REQUIRED_TITLE_RULE,
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
  title: REQUIRED_TITLE_RULE,
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

/**
 * A recommendation carries no links of the sender's, nor a way to reach them outside the agency:
 * they are what makes such forms worth spamming. There are too many top-level domains (and link
 * shorteners, messenger links) to list, so the shape is refused, not the names:
 * - a path or a scheme: `/` after a letter or digit (`bit.ly/x`, `wa.me/32470…`), or `//`;
 * - a host: a word, a dot (or a look-alike), and a part starting with a letter with at least two
 *   letters (`scam.shop`, `t.me`, `evil.c0m`); decimals (`5.30`) and initials (`J. Smith`) pass;
 * - the dot disguised: spaced before it (`evil .com`), or in brackets (`evil[.]com`, `evil(dot)com`);
 * - `www` anywhere;
 * - a phone number: 8 digits or more, alone or split by single spaces, dots or dashes;
 * - a spelled-out dot before a domain-like word (`evil dot com`), a scheme spaced out (`h t t p s :`);
 * all after `linkRuleText` has undone the disguises of the characters themselves.
 * Plain prose passes, as do abbreviations (`e.g.`, `bv. de tuin`) and prices (`€ 350.000`).
 */
const DOT = '[.\\u3002\\uff0e\\uff61]';
const LINK_PATTERNS = [
  /[\p{L}\p{N}_]\//u,
  /\/\//u,
  new RegExp(`[\\p{L}\\p{N}_-]${DOT}\\p{L}[\\p{N}_-]*\\p{L}`, 'u'),
  new RegExp(`[\\p{L}\\p{N}_]\\s+${DOT}\\s*\\p{L}{2,}`, 'u'),
  new RegExp(`[\\[({<]\\s*(?:${DOT}|dot|punt|point|punkt)\\s*[\\])}>]`, 'iu'),
  /www/i,
  /\d(?:[ .\u00a0-]?\d){7,}/u,
];

/** Characters that print as a dot or close to one, beside the DOT set's: folded to '.'. */
const DOT_LOOKALIKES = /[\u00b7\u2024\u2027\u2219\u22c5\u2e31\u30fb\uff65\u0701\u0702\u2e33\ua60e]/gu;
/**
 * The text as the rule reads it, disguises undone: compatibility forms folded (full-width digits
 * and letters, U+2024 ONE DOT LEADER, `＠`), invisible format characters removed (zero-width
 * spaces and joiners, soft hyphens), dot look-alikes made dots, and words spelled out a letter
 * at a time (`e v i l`) joined again.
 */
export function linkRuleText(v: string): string {
  return v
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(DOT_LOOKALIKES, '.')
    .replace(/(?<![\p{L}\p{N}])(?:[\p{L}\p{N}] ){2,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu, (run) =>
      run.replaceAll(' ', ''),
    );
}

/** Forms only a disguise takes: a spelled-out dot before a domain-like word, a scheme spaced out. */
const SPELLED_OUT = [/[\p{L}\p{N}]\s+dot\s+\p{L}{2,}/iu, /h\s*t\s*t\s*p\s*s?\s*:/iu, /\/\s+\//u];

export const hasLink = (v: string): boolean => {
  const text = linkRuleText(v);
  return [...LINK_PATTERNS, ...SPELLED_OUT].some((pattern) => pattern.test(text));
};

export function sendToFriendIssues(v: Readonly<Record<string, unknown>>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const friend = v.friendEmail;
  if (typeof friend !== 'string' || isBlank(friend) || !isValidEmail(friend))
    issues.push({ field: 'friendEmail', code: 'friendEmail' });
  for (const field of ['senderName', 'note'] as const) {
    const value = v[field];
    // An address in the name or the note would be a second way to reach the sender (theirs is shown apart).
    if (typeof value === 'string' && (hasLink(value) || linkRuleText(value).includes('@')))
      issues.push({ field, code: 'noLinks' });
  }
  return issues;
}
