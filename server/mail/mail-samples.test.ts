import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../core/config';
import { renderSampleMail } from './mail-samples';
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
      const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => unescape(m[1]!));
      for (const link of links) expect(mail.text, link).toContain(link);
    },
  );
});
