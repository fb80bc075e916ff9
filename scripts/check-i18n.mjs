// Fails when a catalog misses a translation: run after `lingui extract` (npm run check:i18n).
import fs from 'node:fs';

const LOCALES = ['nl', 'fr', 'de'];
let missing = 0;
const CATALOGS = ['messages', 'owners', 'legal', 'map-frame'];
for (const locale of LOCALES)
  for (const catalog of CATALOGS) {
    const file = `client/locales/${locale}/${catalog}.po`;
    const text = fs.readFileSync(file, 'utf8');
    // Entries: msgid "…" followed by msgstr "" (the header entry has an empty msgid and is skipped).
    for (const m of text.matchAll(/^msgid "((?:[^"\\]|\\.)+)"\nmsgstr ""$/gm)) {
      console.error(`${file}: no translation for "${m[1]}"`);
      missing += 1;
    }
  }
if (missing) {
  console.error(`${missing} missing translation(s). Translate them in the .po files above.`);
  process.exit(1);
}
console.log('every interface text is translated in nl, fr and de');
