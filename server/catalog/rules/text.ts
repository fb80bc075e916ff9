const ELLIPSIS = '…';

/** Tags after which words must stay apart when the markup is removed ("<p>a</p><p>b</p>" → "a b"). */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  sup2: '²',
  sup3: '³',
  deg: '°',
  szlig: 'ß',
  oelig: 'œ',
  OElig: 'Œ',
  aelig: 'æ',
  AElig: 'Æ',
  bull: '•',
  middot: '·',
};

/** Combining marks for entities such as `&eacute;` / `&Euml;`, which agency CRMs emit for French and Dutch text. */
const ACCENT_MARKS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  uml: '\u0308',
  cedil: '\u0327',
  tilde: '\u0303',
  ring: '\u030a',
};

/**
 * Plain text from an HTML fragment (descriptions come from the CRM's rich-text editor): drops
 * comments, `<script>`/`<style>` with their content and every tag, putting a space where a block
 * tag or `<br>` separated words, then decodes common character entities. A '<' not starting a tag
 * ("< 300 m") is kept. Whitespace is left as it is; see {@link collapseWhitespace}.
 */
export function stripTags(html: string | null | undefined): string {
  if (html === null || html === undefined) return '';
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g, (_tag, name: string) =>
      BLOCK_TAGS.has(name.toLowerCase()) ? ' ' : '',
    );
  return decodeEntities(text);
}

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);/g, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    const named = NAMED_ENTITIES[body];
    if (named !== undefined) return named;
    const accented = /^([a-zA-Z])(acute|grave|circ|uml|cedil|tilde|ring)$/.exec(body);
    return accented ? (accented[1]! + ACCENT_MARKS[accented[2]!]!).normalize('NFC') : entity;
  });
}

/** Every run of whitespace (including newlines and non-breaking spaces) becomes one space; ends are trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The first `length` UTF-16 units, one fewer if that would split an emoji or other astral character in half. */
function cut(text: string, length: number): string {
  const end = Math.max(0, length);
  const last = text.charCodeAt(end - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}

/**
 * The teaser of a property description on result cards. The HTML is reduced to plain text with
 * collapsed whitespace first, so the limit counts visible characters. Text within the limit is
 * returned whole. Longer text is cut to `limit` characters and, if that cut contains a space at or
 * after 80% of the limit, shortened to its last space so no word is broken; when the only spaces
 * are earlier (a very long word) it is hard-cut at the limit instead, so the teaser never becomes
 * much shorter than asked. An ellipsis is appended to cut text.
 */
export function truncateDescription(text: string | null | undefined, limit = 250): string {
  const plain = collapseWhitespace(stripTags(text));
  if (plain.length <= limit) return plain;
  let result = cut(plain, limit);
  const lastSpace = result.lastIndexOf(' ');
  if (lastSpace >= 0 && lastSpace >= 0.8 * limit) result = result.slice(0, lastSpace);
  return result.trimEnd() + ELLIPSIS;
}

/**
 * A plain cut to at most `max` characters plus an ellipsis, for short one-line texts such as the
 * 100-character type description in search results. The input is trimmed; a space left at the end
 * of the cut is dropped before the ellipsis.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const trimmed = (text ?? '').trim();
  if (trimmed.length <= max) return trimmed;
  return cut(trimmed, max).trimEnd() + ELLIPSIS;
}

/** Letters that Unicode does not decompose into a base letter plus a mark, spelled as in URLs and sorting. */
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  œ: 'oe',
  æ: 'ae',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * Lower-case text without diacritics: 'É' → 'e', 'ç' → 'c', and ligatures spelled out
 * ('ß' → 'ss', 'œ' → 'oe', 'æ' → 'ae'). The base of {@link slugify} and {@link normalizeKey}.
 * Compatibility decomposition (NFKD, a superset of NFD) is used so that 'm²' folds to 'm2'
 * and 'ﬁ' to 'fi' instead of losing those characters.
 */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßœæøđðłþı]/g, (c) => LIGATURES[c]!);
}

/**
 * URL fragment for a text: lower-case ASCII letters and digits separated by single dashes,
 * e.g. "Rue de l'Église 5, Ixelles" → "rue-de-l-eglise-5-ixelles". Characters with no ASCII
 * spelling are dropped, so a text made only of them gives ''.
 */
export function slugify(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Key for matching names typed by people against reference data (municipalities, streets):
 * case and accents are ignored, and dashes and whitespace count as one space, so
 * "Écaussinnes" matches "ECAUSSINNES" and "SINT-GILLIS" matches "sint  gillis". Other
 * punctuation is kept, since it can tell names apart.
 */
export function normalizeKey(text: string): string {
  return foldAccents(text)
    .replace(/[\s-]+/g, ' ')
    .trim();
}
