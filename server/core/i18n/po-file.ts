/**
 * The translations of a gettext `.po` file as Lingui writes it: msgid → msgstr. Comments, the
 * header (empty msgid), contexts and plural forms are not used by the server's texts and are
 * skipped; an entry without a translation (msgstr "") is left out, so the caller falls back.
 */
export function readPoTranslations(text: string): Map<string, string> {
  const translations = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id !== '' && str !== '') translations.set(id, str);
    id = '';
    str = '';
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      if (field === 'msgstr') flush();
      continue;
    }
    const start = /^(msgid|msgstr|msgctxt|msgid_plural|msgstr\[\d+\])\s+(".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') {
        if (field === 'msgstr') flush();
        field = 'msgid';
        id = unquote(start[2]);
      } else if (start[1] === 'msgstr') {
        field = 'msgstr';
        str = unquote(start[2]);
      } else field = null;
      continue;
    }
    if (line.startsWith('"') && field === 'msgid') id += unquote(line);
    else if (line.startsWith('"') && field === 'msgstr') str += unquote(line);
  }
  if (field === 'msgstr') flush();
  return translations;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };

function unquote(quoted: string): string {
  return quoted.slice(1, -1).replace(/\\(.)/g, (whole, c: string) => ESCAPES[c] ?? whole);
}
