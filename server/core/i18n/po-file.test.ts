import { describe, expect, it } from 'vitest';
import { readPoTranslations } from './po-file';

const PO = `msgid ""
msgstr ""
"Language: nl\\n"

#. a comment
#: server/core/messages.ts
msgid "error.internal"
msgstr "Er is een fout opgetreden."

msgid "error.long"
msgstr ""
"Eerste deel, "
"tweede deel."

msgid "error.quoted"
msgstr "Zeg \\"ja\\"\\nof nee \\\\ misschien"

msgid "error.untranslated"
msgstr ""

msgctxt "menu"
msgid "error.context"
msgstr "Met context"
`;

describe('readPoTranslations', () => {
  const read = readPoTranslations(PO);
  it.each([
    ['one line', 'error.internal', 'Er is een fout opgetreden.'],
    ['continued lines, joined', 'error.long', 'Eerste deel, tweede deel.'],
    ['escapes', 'error.quoted', 'Zeg "ja"\nof nee \\ misschien'],
    ['an entry with a context, by its id', 'error.context', 'Met context'],
  ])('%s', (_, id, text) => {
    expect(read.get(id)).toBe(text);
  });

  it('leaves out the header and entries without a translation', () => {
    expect(read.has('')).toBe(false);
    expect(read.has('error.untranslated')).toBe(false);
    expect(read.size).toBe(4);
  });
});
