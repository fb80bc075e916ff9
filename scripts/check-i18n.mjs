// Fails when a Lingui catalog misses a translation: run after `lingui extract` (npm run check:i18n).
// Every catalog of lingui.config.ts is checked, in every language but the source (English).
import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '@lingui/conf';

const ROOT = path.resolve(import.meta.dirname, '..');
const config = getConfig({ cwd: ROOT });
const TRANSLATED = config.locales.filter((l) => l !== config.sourceLocale);
let missing = 0;
let files = 0;
for (const catalog of config.catalogs)
  for (const locale of TRANSLATED) {
    const file = `${catalog.path.replace('{locale}', locale)}.po`;
    const text = fs.readFileSync(file, 'utf8');
    files += 1;
    // Entries: msgid "…" followed by msgstr "" (the header entry has an empty msgid and is skipped).
    for (const m of text.matchAll(/^msgid "((?:[^"\\]|\\.)+)"\nmsgstr ""$/gm)) {
      console.error(`${path.relative(ROOT, file)}: no translation for "${m[1]}"`);
      missing += 1;
    }
  }
if (missing) {
  console.error(`${missing} missing translation(s). Translate them in the .po files above.`);
  process.exit(1);
}
console.log(`every text is translated in ${TRANSLATED.join(', ')} (${files} catalog files)`);
