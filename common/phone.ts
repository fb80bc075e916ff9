/** Separators people type inside Belgian phone numbers: spaces, dots, slashes, dashes, parentheses. */
const SEPARATORS = /[\s./\-()]/g;

/** Belgium's country code; `0032` is the same prefix dialled from a fixed line abroad. */
const BELGIUM = /^(?:\+|00)32/;

/**
 * A Belgian phone number as the agency writes it, on the site and in mails alike:
 * - 10 digits (mobiles, "0471234567") are grouped 4-2-2-2: "0471 23 45 67";
 * - 9 digits (land lines, "022345678") are grouped 3-2-2-2, Brussels' 02 included: "022 34 56 78";
 * - a Belgian number in international form (+32 or 0032, with or without the trunk "(0)") is
 *   grouped the same way after "+32 ", without the trunk 0: "+32 471 23 45 67", "+32 22 34 56 78";
 * - anything else (another country, another length, letters) is returned trimmed but otherwise
 *   unchanged: regrouping a number we do not understand could make it wrong.
 * null/undefined give ''.
 */
export function formatPhone(raw: string | null | undefined): string {
  if (raw === null || raw === undefined) return '';
  const trimmed = raw.trim();
  const compact = trimmed.replace(SEPARATORS, '');
  if (BELGIUM.test(compact)) {
    const rest = compact.replace(BELGIUM, '');
    if (!/^\d+$/.test(rest)) return trimmed;
    const national = rest.startsWith('0') ? rest : `0${rest}`;
    const grouped = groupNational(national);
    return grouped ? `+32 ${grouped.slice(1)}` : trimmed;
  }
  if (!/^\d+$/.test(compact)) return trimmed;
  return groupNational(compact) ?? trimmed;
}

/** What a `tel:` link dials: the digits, and the leading + of an international number. */
export function phoneHref(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A phone number in international form without spaces ("+3222345678"), as structured data wants
 * it: a Belgian national number (9 or 10 digits from its trunk 0) gets +32 in place of the 0;
 * +32/0032 numbers are written with +32; any other number keeps its own digits ("+352…", or as typed).
 */
export function internationalPhone(raw: string): string {
  const compact = raw.trim().replace(SEPARATORS, '');
  if (BELGIUM.test(compact)) return `+32${compact.replace(BELGIUM, '').replace(/^0/, '')}`;
  if (/^0[1-9]\d{7,8}$/.test(compact)) return `+32${compact.slice(1)}`;
  if (/^(\+|00)\d+$/.test(compact)) return `+${compact.replace(/^(\+|00)/, '')}`;
  return compact;
}

/** 10 digits 4-2-2-2, 9 digits 3-2-2-2, null for any other length. */
function groupNational(digits: string): string | null {
  if (digits.length === 10) return group(digits, [4, 2, 2, 2]);
  if (digits.length === 9) return group(digits, [3, 2, 2, 2]);
  return null;
}

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}
