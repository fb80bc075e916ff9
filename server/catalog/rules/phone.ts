/** Separators people type inside Belgian phone numbers: spaces, dots, slashes, dashes, parentheses. */
const SEPARATORS = /[\s./\-()]/g;

/**
 * Formats a Belgian phone number for display: 10 digits (mobiles, "0471234567") become
 * "0471 23 45 67" and 9 digits (land lines) become "023 45 67 89": the agency groups every land
 * line 3-2-2-2, Brussels (02) numbers included. Numbers in international form (starting with '+'),
 * numbers of any other length and anything with letters are returned trimmed but otherwise
 * untouched, because regrouping a number we do not understand could make it wrong. null/undefined give ''.
 */
export function formatPhone(raw: string | null | undefined): string {
  if (raw === null || raw === undefined) return '';
  const trimmed = raw.trim();
  if (trimmed.startsWith('+')) return trimmed;
  const digits = trimmed.replace(SEPARATORS, '');
  if (!/^\d+$/.test(digits)) return trimmed;
  if (digits.length === 10) return group(digits, [4, 2, 2, 2]);
  if (digits.length === 9) return group(digits, [3, 2, 2, 2]);
  return trimmed;
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
