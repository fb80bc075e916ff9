import { isValidEmail } from '../../common/forms/field-rules';
import { hasLink } from '../../common/forms/request-rules';
import type { MailChoice } from './mail-template';

/**
 * What a mail to an address a visitor typed may repeat of the submission. Anyone can type anyone's
 * address into a form, so such a mail must not carry the visitor's words: otherwise the form becomes
 * a relay that sends a stranger a text (and a link) of the sender's choosing, under the agency's
 * name. It may carry the choices they made: codes of a list ("house", "mrs"), dates, numbers, yes
 * or no, and lists of those. A code is one lower-case word of letters, digits, '-' and '_': no
 * space, no dot, no capital, so it can be neither a sentence nor a link.
 */
const CODE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const CODE_MAX = 40;

const isChoiceValue = (v: unknown): v is boolean | number | string =>
  typeof v === 'boolean' ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.length <= CODE_MAX && CODE.test(v));

/** The fields of a submission a visitor-addressed mail may show: choices only, the rest dropped. */
export function visitorChoices(fields: Readonly<Record<string, unknown>>): Record<string, MailChoice> {
  const choices: Record<string, MailChoice> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (isChoiceValue(value)) choices[key] = value;
    else if (Array.isArray(value) && value.every(isChoiceValue)) choices[key] = [...value];
  }
  return choices;
}

/** The most a quoted field may hold: the friend's note (FRIEND_NOTE_MAX) and a name fit. */
export const QUOTE_MAX = 500;

/**
 * A field a template declares it quotes (the friend mail names its sender and repeats the short
 * note): plain text, escaped by the layout, at most QUOTE_MAX characters, without links, phone
 * numbers or addresses (the form's rules, `hasLink`). A whole field that is one e-mail address,
 * the sender's, is the one link-like text allowed. Anything else is dropped.
 */
export function quotedText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text.length > QUOTE_MAX) return null;
  if (isValidEmail(text)) return text;
  return hasLink(text) || text.includes('@') ? null : text;
}
