import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../core/config';
import { MAIL_WIDTH } from './mail-layout';
import { renderSampleMail, SAMPLE_BASE_URL } from './mail-samples.testing';
import { MAIL_TEMPLATES, type MailTemplateName } from './mail-templates';

const ALL = (Object.keys(MAIL_TEMPLATES) as MailTemplateName[]).flatMap((name) =>
  SUPPORTED_LANGUAGES.map((lang) => [name, lang] as const),
);

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The value of an attribute of a tag, or null. */
const attribute = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m ? unescape(m[1]!) : null;
};
const tags = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => m[0]);

/** Every mail the site sends, in every language, as `npm run mail:preview` shows it. */
describe('every mail with the sample data', () => {
  it.each(ALL)(
    '%s in %s: a one-line subject, an HTML part, and a text part with every link',
    (name, lang) => {
      const mail = renderSampleMail(name, lang);
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.html).toMatch(/^<!doctype html>/i);
      expect(mail.html).not.toMatch(/<script/i);
      expect(mail.text.trim()).not.toBe('');
      const links = tags(mail.html, 'a').map((a) => attribute(a, 'href')!);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(mail.text, link).toContain(link.replace(/^mailto:/, ''));
    },
  );

  it.each(ALL)("%s in %s: only what Outlook's Word engine draws", (name, lang) => {
    const { html } = renderSampleMail(name, lang);
    // No layout CSS Word ignores, no style sheet or font to fetch, no background picture.
    expect(html).not.toMatch(/display:\s*(flex|grid)|position:\s*(absolute|fixed)|float:/i);
    expect(html).not.toMatch(
      /<(style|link|svg|video|iframe|form|div)\b|@import|@font-face|url\(|background-image|background="/i,
    );
    // Tables at most MAIL_WIDTH wide: a width in pixels is at most that, the outer ones are capped.
    for (const table of tags(html, 'table')) {
      const width = attribute(table, 'width');
      if (width !== null && width !== '100%') expect(Number(width), table).toBeLessThanOrEqual(MAIL_WIDTH);
    }
    expect(html).toContain(`max-width:${MAIL_WIDTH}px`);
    // Every cell states its text and background colours, in the attribute Outlook reads and in CSS.
    const cells = [...tags(html, 'td'), ...tags(html, 'th')];
    expect(cells.length).toBeGreaterThan(3);
    for (const cell of cells) {
      const style = attribute(cell, 'style') ?? '';
      const bg = attribute(cell, 'bgcolor');
      expect(bg, cell).toMatch(/^#[0-9a-f]{6}$/);
      expect(style, cell).toContain(`background-color:${bg};`);
      expect(style, cell).toMatch(/(^|;)color:#[0-9a-f]{6};/);
    }
  });

  it.each(ALL)('%s in %s: raster pictures of the site only, each with its size and a text', (name, lang) => {
    const { html } = renderSampleMail(name, lang);
    const images = tags(html, 'img');
    // The logo at least; the listing's photo in the mails about one.
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      const src = attribute(img, 'src')!;
      // Nothing from another host: the mail asks no one but the agency's site for anything.
      expect(src.startsWith(`${SAMPLE_BASE_URL}/`), src).toBe(true);
      // PNG or JPEG: a file of those types, or the JPEG copy /img makes.
      const path = new URL(src).pathname;
      expect(path === '/img' ? new URL(src).searchParams.get('format') : path, src).toMatch(
        /\.(png|jpe?g)$|^jpeg$/i,
      );
      expect(src).not.toMatch(/\.(svg|webp|avif)\b|format=(webp|avif)/i);
      expect(Number(attribute(img, 'width')), img).toBeGreaterThan(0);
      expect(Number(attribute(img, 'height')), img).toBeGreaterThan(0);
      expect(attribute(img, 'alt')?.trim(), img).toBeTruthy();
    }
  });
});
