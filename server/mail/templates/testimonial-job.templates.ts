import { visitorGreeting } from '../greeting';
import path from 'node:path';
import { formatFileSize } from '../../../common/forms/cv-file-type';
import { oneLine } from '../mail-layout';
import {
  agencyTemplate,
  visitorTemplate,
  type MailAttachment,
  type MailContext,
  type MailTemplate,
  type MailDraft,
  type MailBody,
} from '../mail-template';
import { mailText } from '../mail-texts';
import { confirmationMail, personRows } from './contact.templates';

const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** The agency's copy of a testimonial, with the command that publishes it and its photo attached. */
const testimonialAgencyMail = agencyTemplate((ctx): MailDraft => {
  const f = ctx.submission?.fields ?? {};
  const photo = storedFile(ctx.payload, 'photo', PHOTO_MIME);
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.testimonial'),
    intro: [
      mailText(ctx.lang, 'agency.intro', { form: mailText(ctx.lang, 'form.testimonial') }),
      mailText(ctx.lang, 'testimonial.unpublished', { id: ctx.submission?.id ?? '?' }),
    ],
    rows: [
      [mailText(ctx.lang, 'field.name'), str(f.name)],
      [mailText(ctx.lang, 'field.email'), str(f.email)],
      [mailText(ctx.lang, 'field.website'), str(f.website)],
      [mailText(ctx.lang, 'field.comment'), str(f.comment)],
      [mailText(ctx.lang, 'field.photo'), photo ? `${photo.fileName} (${formatFileSize(photo.size)})` : null],
      [mailText(ctx.lang, 'field.language'), str(f.lang) ?? ctx.submission?.lang ?? null],
      [mailText(ctx.lang, 'field.page'), ctx.submission?.pageUrl ?? null],
    ],
  };
  const name = str(f.name);
  return {
    subject: oneLine(`${mailText(ctx.lang, 'subject.testimonial')}${name ? ` – ${name}` : ''}`),
    body,
    attachments: photo ? [{ filename: photo.fileName, contentType: photo.mime, path: photo.path }] : [],
  };
});

/** Thanks, and when it shows: neither the comment nor the website is repeated (the address may be anyone's). */
const testimonialConfirmation = visitorTemplate((ctx): MailDraft => {
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.testimonialConfirmation'),
    greeting: visitorGreeting(ctx),
    intro: [mailText(ctx.lang, 'visitor.testimonialReceived')],
    rows: [[mailText(ctx.lang, 'field.form'), mailText(ctx.lang, 'form.testimonial')]],
  };
  return { subject: oneLine(mailText(ctx.lang, 'subject.testimonialConfirmation')), body };
});

/**
 * A file the caller attached to the agency's mail (`payload.cv`, `payload.photo`: the file this
 * server stored, found by the form when it took the upload), if it is a kind of file that mail may
 * carry.
 */
interface StoredFile {
  path: string;
  fileName: string;
  mime: string;
  size: number;
}

const CV_MIME = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
const PHOTO_MIME = new Set(['image/jpeg', 'image/png', 'image/webp']);

function storedFile(
  payload: Readonly<Record<string, unknown>>,
  key: 'cv' | 'photo',
  allowed: ReadonlySet<string>,
): StoredFile | null {
  const file = payload[key] as Partial<StoredFile> | null | undefined;
  if (
    !file ||
    typeof file.path !== 'string' ||
    !path.isAbsolute(file.path) ||
    typeof file.mime !== 'string' ||
    !allowed.has(file.mime)
  )
    return null;
  return {
    path: file.path,
    fileName: typeof file.fileName === 'string' ? file.fileName : path.basename(file.path),
    mime: file.mime,
    size: typeof file.size === 'number' ? file.size : 0,
  };
}

const jobRows = (ctx: MailContext): [string, string | null][] => {
  const f = ctx.submission?.fields ?? {};
  const cv = storedFile(ctx.payload, 'cv', CV_MIME);
  return [
    [mailText(ctx.lang, 'field.position'), str(f.position)],
    [mailText(ctx.lang, 'field.motivation'), str(f.motivation)],
    [mailText(ctx.lang, 'field.cv'), cv ? `${cv.fileName} (${formatFileSize(cv.size)})` : null],
  ];
};

/** The agency's copy of an application, the CV attached from UPLOAD_DIR. */
const jobContactAgencyMail = agencyTemplate((ctx): MailDraft => {
  const f = ctx.submission?.fields ?? {};
  const name = [str(f.firstName), str(f.lastName)].filter(Boolean).join(' ');
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.job-contact'),
    intro: [
      mailText(ctx.lang, 'agency.intro', { form: mailText(ctx.lang, 'form.job-contact') }),
      mailText(ctx.lang, 'agency.replyHint'),
    ],
    rows: [
      ...personRows(ctx.lang, f),
      ...jobRows(ctx),
      [mailText(ctx.lang, 'field.language'), ctx.submission?.lang ?? null],
      [mailText(ctx.lang, 'field.page'), ctx.submission?.pageUrl ?? null],
    ],
  };
  const cv = storedFile(ctx.payload, 'cv', CV_MIME);
  const attachments: MailAttachment[] = cv
    ? [{ filename: cv.fileName, contentType: cv.mime, path: cv.path }]
    : [];
  return {
    subject: oneLine(`${mailText(ctx.lang, 'subject.job-contact')}${name ? ` – ${name}` : ''}`),
    body,
    attachments,
  };
});

export const TESTIMONIAL_JOB_TEMPLATES = {
  testimonial: testimonialAgencyMail,
  'testimonial.confirmation': testimonialConfirmation,
  'job-contact': jobContactAgencyMail,
  // The visitor's copy carries no attachment and none of their words (position, motivation, file name).
  'job-contact.confirmation': confirmationMail('form.job-contact', undefined, undefined, {
    subject: 'subject.jobConfirmation',
    received: 'visitor.jobReceived',
  }),
} satisfies Record<string, MailTemplate>;
