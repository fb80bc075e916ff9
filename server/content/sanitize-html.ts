/**
 * An allow-list HTML sanitizer for CMS fields (menu content, article bodies, FAQ answers, team bios,
 * footer texts). Pure: it never parses into a DOM, it rebuilds the markup from allowed tags and
 * attributes and escapes everything else as text. Allowed: p, h2–h4, ul/ol/li, strong/em, br,
 * a[href] (http, https, mailto, tel or relative) and img[src, alt] (https or relative).
 */

const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'img']);
const VOID_TAGS = new Set(['br', 'img']);
/** Elements removed together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'frameset',
  'frame',
  'applet',
  'head',
]);
const HREF_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SRC_SCHEMES = new Set(['https']);

const TAG =
  /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s/>"'=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const ATTR = /([^\s/>"'=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
};

function decodeEntities(s: string): string {
  return s.replace(
    /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([a-zA-Z]+));?/g,
    (m, dec: string, hex: string, name: string) => {
      const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : undefined;
      if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      return NAMED[name.toLowerCase()] ?? m;
    },
  );
}

const escapeText = (s: string) =>
  s
    .replace(/&(?!(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The URL when its scheme is allowed (or it is relative), else null. Entities and hidden characters cannot smuggle a scheme. */
export function safeUrl(raw: string, schemes: ReadonlySet<string>): string | null {
  const url = decodeEntities(raw).trim();
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '');
  if (compact === '') return null;
  if (compact.startsWith('//') || compact.includes('\\')) return null; // protocol-relative, or / \ tricks
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact);
  if (scheme) return schemes.has(scheme[1].toLowerCase()) ? url : null;
  if (compact.includes(':') && !/^[/?#.]/.test(compact) && /^[^/?#]*:/.test(compact)) return null; // odd scheme-like prefix
  return url;
}

function attributes(tag: string, raw: string): string {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1].toLowerCase();
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (seen.has(name)) continue;
    let kept: string | null = null;
    if (tag === 'a' && name === 'href') kept = safeUrl(value, HREF_SCHEMES);
    else if (tag === 'img' && name === 'src') kept = safeUrl(value, SRC_SCHEMES);
    else if (tag === 'img' && name === 'alt') kept = decodeEntities(value);
    if (kept === null) continue;
    seen.add(name);
    out.push(` ${name}="${escapeAttr(kept)}"`);
  }
  if (tag === 'img' && !seen.has('src')) return '\u0000'; // an image without a safe source is dropped
  if (tag === 'img' && !seen.has('alt')) out.push(' alt=""');
  return out.join('');
}

export function sanitizeHtml(input: string | null | undefined): string | null {
  if (input == null) return null;
  const html = String(input);
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    i = lt;
    const rest = html.slice(i);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (/^<[!?]/.test(rest) || /^<\/[^a-zA-Z]/.test(rest)) {
      const end = html.indexOf('>', i);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const m = TAG.exec(rest);
    if (!m) {
      out += '&lt;';
      i += 1;
      continue;
    }
    i += m[0].length;
    const closing = m[1] === '/';
    const tag = m[2].toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing) {
        const end = new RegExp(`</${tag}\\s*>`, 'i').exec(html.slice(i));
        i = end ? i + end.index + end[0].length : html.length;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (VOID_TAGS.has(tag)) {
      if (closing) continue;
      const attrs = attributes(tag, m[3]);
      if (attrs !== '\u0000') out += `<${tag}${attrs}>`;
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${tag}${attributes(tag, m[3])}>`;
    open.push(tag);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
