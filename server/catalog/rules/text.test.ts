import { describe, expect, it } from 'vitest';
import {
  collapseWhitespace,
  foldAccents,
  normalizeKey,
  slugify,
  stripTags,
  truncate,
  truncateDescription,
} from './text';

describe('stripTags', () => {
  it.each<[string | null | undefined, string]>([
    [null, ''],
    [undefined, ''],
    ['plain text', 'plain text'],
    ['<p>Mooie</p><p>woning</p>', ' Mooie  woning '],
    ['Line<br>break<br/>here<BR />', 'Line break here '],
    ['<b>Ruim</b>e tuin', 'Ruime tuin'],
    ['<a href="/x" title="a > b">link</a>', 'link'],
    ["<img alt='1 > 0' src=x>after", 'after'],
    ['<span class="x">a</span>', 'a'],
    ['a<!-- comment -->b', 'ab'],
    ['a<script>alert("<p>x</p>")</script>b', 'ab'],
    ['a<STYLE type="text/css">p { color: red }</STYLE>b', 'ab'],
    ['prijs < 300.000 en 2 > 1', 'prijs < 300.000 en 2 > 1'],
    ['I <3 this', 'I <3 this'],
    ['Caf&eacute; &amp; cr&egrave;che', 'Café & crèche'],
    ['Na&iuml;ef &Eacute;t&eacute; gar&ccedil;on', 'Naïef Été garçon'],
    ['120&nbsp;m&sup2;', '120 m²'],
    ['&euro; 300.000&hellip;', '€ 300.000…'],
    ['&#233;&#xE9;&#X1F3E0;', 'éé🏠'],
    ['&lt;b&gt;not a tag&lt;/b&gt;', '<b>not a tag</b>'],
    ['&amp;lt;', '&lt;'],
    ['&unknown; &#0; &', '&unknown; &#0; &'],
  ])('%j → %j', (html, expected) => {
    expect(stripTags(html)).toBe(expected);
  });
});

describe('collapseWhitespace', () => {
  it.each<[string, string]>([
    ['  a  b  ', 'a b'],
    ['a\n\n\tb', 'a b'],
    ['a\u00a0\u00a0b', 'a b'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(collapseWhitespace(text)).toBe(expected);
  });
});

describe('truncateDescription', () => {
  const word = (n: number, c = 'x') => c.repeat(n);

  it.each<[string, string | null | undefined, number | undefined, string]>([
    ['null', null, undefined, ''],
    ['undefined', undefined, undefined, ''],
    ['short text, trimmed', '  Mooie woning  ', undefined, 'Mooie woning'],
    ['exactly the default limit', word(250), undefined, word(250)],
    ['one over the default limit, no space: hard cut', word(251), undefined, word(250) + '…'],
    ['space past 80%: cut there', `${word(17)} ${word(5)}`, 20, `${word(17)}…`],
    ['space exactly at 80%: cut there', `${word(8)} ${word(5)}`, 10, `${word(8)}…`],
    ['space just before 80%: hard cut', `${word(7)} ${word(5)}`, 10, `${word(7)} ${word(2)}…`],
    ['last of several spaces wins', `aa bb cc dd ee ff`, 10, 'aa bb cc…'],
    ['only the cut is searched for a space', `${word(12)} yy`, 10, `${word(10)}…`],
    ['a space right at the end of the cut', `${word(9)} ${word(5)}`, 10, `${word(9)}…`],
    ['default limit, space past 80%', `${word(210)} ${word(60)}`, undefined, `${word(210)}…`],
    ['default limit, space before 80%', `${word(150)} ${word(150)}`, undefined, `${word(150)} ${word(99)}…`],
    ['tags do not count', `<p><strong>${word(10)}</strong></p>`, 10, word(10)],
    [
      'whitespace is collapsed before measuring',
      `${word(5)}\n\n\n   ${word(4)}`,
      10,
      `${word(5)} ${word(4)}`,
    ],
    ['entities count as one character', 'Caf&eacute; &amp; bar', 11, 'Café & bar'],
    ['paragraphs stay apart', '<p>Mooie</p><p>woning met tuin</p>', 12, 'Mooie woning…'],
    ['paragraphs stay apart, cut at a space', '<p>Mooie</p><p>woningen met tuin</p>', 16, 'Mooie woningen…'],
    ['an emoji is not split', `${word(9)}🏠🏠`, 10, `${word(9)}…`],
  ])('%s', (_label, text, limit, expected) => {
    expect(limit === undefined ? truncateDescription(text) : truncateDescription(text, limit)).toBe(expected);
  });
});

describe('truncate', () => {
  it.each<[string | null | undefined, number, string]>([
    [null, 100, ''],
    [undefined, 100, ''],
    ['Appartement', 100, 'Appartement'],
    ['  Appartement  ', 11, 'Appartement'],
    ['Appartement', 11, 'Appartement'],
    ['Appartement', 10, 'Appartemen…'],
    ['Mooi appartement', 5, 'Mooi…'],
    ['Mooi appartement', 8, 'Mooi app…'],
    ['x'.repeat(101), 100, 'x'.repeat(100) + '…'],
    ['ab🏠cd', 3, 'ab…'],
  ])('%j, %i → %j', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });
});

describe('foldAccents', () => {
  it.each<[string, string]>([
    ['Écaussinnes', 'ecaussinnes'],
    ['Ça Où Naïef Über', 'ca ou naief uber'],
    ['Straße ẞ', 'strasse ss'],
    ['Œuvre cœur', 'oeuvre coeur'],
    ['Æsop', 'aesop'],
    ['Øresund Łódź', 'oresund lodz'],
  ])('%j → %j', (text, expected) => {
    expect(foldAccents(text)).toBe(expected);
  });
});

describe('slugify', () => {
  it.each<[string, string]>([
    ["Rue de l'Église 5, Ixelles", 'rue-de-l-eglise-5-ixelles'],
    ["Sint-Job-in-'t-Goor", 'sint-job-in-t-goor'],
    ['  --Villa  à vendre!!-- ', 'villa-a-vendre'],
    ['Große Straße', 'grosse-strasse'],
    ['Sœur Cœur', 'soeur-coeur'],
    ['Cæsar', 'caesar'],
    ['Appartement 2 ch. — 85 m²', 'appartement-2-ch-85-m2'],
    ['ÉCAUSSINNES', 'ecaussinnes'],
    ['', ''],
    ['!!!', ''],
    ['🏠', ''],
    ['Loft ﬁne', 'loft-fine'],
  ])('%j → %j', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });
});

describe('normalizeKey', () => {
  it.each<[string, string]>([
    ['Écaussinnes', 'ecaussinnes'],
    ['ECAUSSINNES', 'ecaussinnes'],
    ['ecaussinnes', 'ecaussinnes'],
    ['  Écaussinnes  ', 'ecaussinnes'],
    ['SINT-GILLIS', 'sint gillis'],
    ['sint  gillis', 'sint gillis'],
    ['Sint - Gillis', 'sint gillis'],
    ['Saint-Gilles\t', 'saint gilles'],
    ['-Liège-', 'liege'],
    ["Sint-Job-in-'t-Goor", "sint job in 't goor"],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(normalizeKey(text)).toBe(expected);
  });

  it.each<[string, string]>([
    ['Écaussinnes', 'ECAUSSINNES'],
    ['SINT-GILLIS', 'sint gillis'],
    ['Sint-Genesius-Rode', 'SINT GENESIUS RODE'],
  ])('%j matches %j', (a, b) => {
    expect(normalizeKey(a)).toBe(normalizeKey(b));
  });
});
