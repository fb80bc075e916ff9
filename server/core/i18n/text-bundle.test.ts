import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { textBundle } from './text-bundle';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'text-bundle-'));
fs.mkdirSync(path.join(dir, 'nl'));
fs.writeFileSync(
  path.join(dir, 'nl', 'demo.po'),
  `msgid "greeting"\nmsgstr "Hallo {name}"\n\nmsgid "untranslated"\nmsgstr ""\n`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const TEXTS = {
  greeting: { id: 'greeting', message: 'Hello {name}' },
  untranslated: { id: 'untranslated', message: 'Only in English' },
  plain: { id: 'plain', message: 'No placeholder' },
} as const;

describe('textBundle', () => {
  const text = textBundle(TEXTS, { dir, name: 'demo' });
  it.each([
    ['a translation, with its placeholder filled', 'nl', 'greeting', { name: 'Anna' }, 'Hallo Anna'],
    ['English from the code', 'en', 'greeting', { name: 'Anna' }, 'Hello Anna'],
    ['English where the file has no translation', 'nl', 'untranslated', {}, 'Only in English'],
    ['English where the file has no entry', 'nl', 'plain', {}, 'No placeholder'],
    ['English where the language has no file', 'fr', 'greeting', { name: 'Luc' }, 'Hello Luc'],
  ] as const)('%s', (_, lang, id, params, expected) => {
    expect(text(lang, id, params)).toBe(expected);
  });
});
