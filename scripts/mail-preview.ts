import fs from 'node:fs';
import path from 'node:path';
import { config, SUPPORTED_LANGUAGES } from '../server/core/config';
import { escapeHtml } from '../server/core/http/html';
import { renderSampleMail } from '../server/mail/mail-samples.testing';
import { MAIL_TEMPLATES, type MailTemplateName } from '../server/mail/mail-templates';

/**
 * `npm run mail:preview -- <folder>`: every mail template in every language, rendered with sample
 * data (server/mail/mail-samples.testing.ts) in the demo agency's layout, as `<template>.<lang>.html`
 * and `.txt` in the folder, with an index.html that links them all: for the agency to look at, and
 * for screenshots. Links and pictures point at PUBLIC_URL, so with the site running (`npm start`)
 * the mails show their logo and photos.
 */
function main(): void {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: npm run mail:preview -- <folder>');
    process.exitCode = 2;
    return;
  }
  fs.mkdirSync(folder, { recursive: true });
  const entries: string[] = [];
  for (const name of Object.keys(MAIL_TEMPLATES) as MailTemplateName[]) {
    for (const lang of SUPPORTED_LANGUAGES) {
      const mail = renderSampleMail(name, lang, config().PUBLIC_URL);
      const file = `${name}.${lang}`;
      fs.writeFileSync(path.join(folder, `${file}.html`), mail.html);
      fs.writeFileSync(path.join(folder, `${file}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
      entries.push(
        `<li><a href="${escapeHtml(file)}.html">${escapeHtml(file)}</a> (<a href="${escapeHtml(file)}.txt">text</a>): ${escapeHtml(mail.subject)}</li>`,
      );
    }
  }
  fs.writeFileSync(
    path.join(folder, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Mail preview</title><h1>Every mail, every language</h1><ul>${entries.join('\n')}</ul>\n`,
  );
  console.log(`${entries.length} mails written to ${path.resolve(folder)} (open index.html)`);
}

main();
