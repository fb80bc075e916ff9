import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, fullTitle, summarize } from './page-head';

describe('summarize', () => {
  it.each([
    ['empty', '', undefined],
    ['null', null, undefined],
    ['only tags and spaces', '<p> </p>\n', undefined],
    ['short text kept', 'Bright flat near the station.', 'Bright flat near the station.'],
    ['whitespace collapsed', 'Two\n\n  bedrooms,\tgarden', 'Two bedrooms, garden'],
    ['CMS HTML reduced to text', '<h2>Our <b>offer</b></h2><p>Fair &amp; fast</p>', 'Our offer Fair & fast'],
    ['script content dropped', 'Hello<script>alert("x")</script> world', 'Hello world'],
    ['escaped markup decoded, not re-escaped', '&lt;script&gt; &quot;quoted&quot;', '<script> "quoted"'],
  ])('%s', (_name, input, expected) => {
    expect(summarize(input)).toBe(expected);
  });

  it('cuts a long text at a word boundary with an ellipsis, within the length', () => {
    const text = 'word '.repeat(60).trim();
    const out = summarize(text)!;
    expect(out.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(out.endsWith('word…')).toBe(true);
  });

  it('cuts a text without spaces mid-word rather than returning nothing', () => {
    const out = summarize('x'.repeat(500), 20)!;
    expect(out).toBe(`${'x'.repeat(19)}…`);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(summarize('Alpha beta, gamma delta epsilon', 13)).toBe('Alpha beta…');
  });
});

describe('fullTitle', () => {
  it.each([
    [null, 'Site', undefined],
    ['Villa', null, 'Villa'],
    ['Villa', 'Agency', 'Villa – Agency'],
  ])('%s + %s', (title, site, expected) => {
    expect(fullTitle(title, site)).toBe(expected);
  });
});
