import type { DataSource } from 'typeorm';
import { propertySummary } from '../catalog/property-summary.service';
import { config, SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';
import type { MailIntent } from './mail-intent.types';
import { MailPermanentError } from './mail-errors';
import type { MailSubmission } from './mail-template';
import { MAIL_TEMPLATES } from './mail-templates';

/** Renders an outbox row's mail at sending time, so a template fix reaches queued mails too. */
export async function renderOutboxMail(
  ds: DataSource,
  payload: MailIntent & Record<string, unknown>,
  submissionId: string | null,
) {
  const template = MAIL_TEMPLATES[payload.template];
  if (!template) throw new MailPermanentError(`unknown mail template "${payload.template}"`);
  const lang: LanguageCode = (SUPPORTED_LANGUAGES as readonly string[]).includes(payload.lang)
    ? payload.lang
    : config().DEFAULT_LANGUAGE;
  let submission: MailSubmission | null = null;
  let propertyId: number | null = typeof payload.propertyId === 'number' ? payload.propertyId : null;
  if (submissionId) {
    const [row]: {
      id: string;
      form: string;
      lang: LanguageCode;
      fields: Record<string, unknown>;
      page_url: string | null;
      created_at: Date;
      property_id: number | null;
    }[] = await ds.query(
      `SELECT id, form, lang, fields, page_url, created_at, property_id FROM form_submission WHERE id = $1`,
      [submissionId],
    );
    if (row) {
      submission = {
        id: row.id,
        form: row.form,
        lang: row.lang,
        fields: row.fields,
        pageUrl: row.page_url,
        createdAt: row.created_at,
      };
      propertyId ??= row.property_id;
    }
  }
  const property = propertyId !== null ? await propertySummary(ds, propertyId, lang) : null;
  return template({ lang, submission, property, payload, baseUrl: config().PUBLIC_URL });
}
