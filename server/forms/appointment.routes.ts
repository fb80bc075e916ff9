import express, { type Express, type Request, type Response } from 'express';
import type { DataSource } from 'typeorm';
import { formatSlot } from '../../common/forms/appointment-time';
import { propertySummary } from '../catalog/property-summary.service';
import { SUPPORTED_LANGUAGES, config, type LanguageCode } from '../core/config';
import { requestLanguage } from '../core/graphql/language';
import { standalonePagePolicy } from '../core/http/security-headers';
import { logger } from '../core/logger';
import { translate, type MessageId } from '../core/messages';
import { escapeHtml } from '../mail/mail-layout';
import { appointmentByToken, cancelAppointment, type AppointmentByToken } from './appointment.service';

export const CANCEL_PATH = '/api/appointments/cancel';

const isLanguage = (v: unknown): v is LanguageCode =>
  typeof v === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(v);

/** The link's language, else the booking's, else the browser's. */
function pageLanguage(req: Request, appointment: AppointmentByToken | null): LanguageCode {
  const asked =
    req.method === 'POST' ? (req.body as Record<string, unknown> | undefined)?.lang : req.query.lang;
  if (isLanguage(asked)) return asked;
  if (appointment && isLanguage(appointment.lang)) return appointment.lang;
  return requestLanguage(req.headers, config().DEFAULT_LANGUAGE);
}

const tokenOf = (v: unknown): string => (typeof v === 'string' && v.length <= 200 ? v : '');

function page(res: Response, status: number, lang: LanguageCode, body: string): void {
  const t = (id: MessageId) => escapeHtml(translate(lang, id));
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${t('appointment.cancel.title')}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:40rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem;background:#1d4ed8;color:#fff;border:0;border-radius:4px;cursor:pointer}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}</style>
</head><body><main><h1>${t('appointment.cancel.title')}</h1>
${body}
<p><a href="/${lang}/">${t('appointment.cancel.home')}</a></p></main></body></html>`;
  res
    .status(status)
    .set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The token is in the URL: never leak it to another site, never index the page.
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
      // Its <style> by hash, nothing else loads.
      'content-security-policy': standalonePagePolicy(html),
    })
    .send(html);
}

const paragraph = (text: string, role?: 'status' | 'alert') =>
  `<p${role ? ` role="${role}"` : ''}>${escapeHtml(text)}</p>`;

/**
 * The cancel link of the confirmation mail. GET only asks (mail scanners and link previews open
 * links: a GET must change nothing); the button POSTs, which cancels and frees the place.
 */
export function mountAppointmentRoutes(app: Express, ds: DataSource): void {
  app.get(CANCEL_PATH, async (req, res, next) => {
    try {
      const token = tokenOf(req.query.token);
      const appointment = await appointmentByToken(ds, token);
      const lang = pageLanguage(req, appointment);
      if (!appointment)
        return page(res, 404, lang, paragraph(translate(lang, 'appointment.cancel.unknown'), 'alert'));
      const when = formatSlot(lang, appointment.startsAt, appointment.endsAt);
      if (appointment.status === 'cancelled')
        return page(res, 200, lang, paragraph(translate(lang, 'appointment.cancel.already'), 'status'));
      if (appointment.past)
        return page(res, 200, lang, paragraph(translate(lang, 'appointment.cancel.past'), 'status'));
      const property = await propertySummary(ds, appointment.propertyId, lang);
      const propertyText = property
        ? `${property.title || `Ref ${property.id}`} (${property.address})`
        : `Ref ${appointment.propertyId}`;
      page(
        res,
        200,
        lang,
        `${paragraph(translate(lang, 'appointment.cancel.question', { when, property: propertyText }))}
<form method="post" action="${CANCEL_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="lang" value="${lang}"><button type="submit">${escapeHtml(translate(lang, 'appointment.cancel.button'))}</button></form>`,
      );
    } catch (err) {
      next(err);
    }
  });

  app.post(CANCEL_PATH, express.urlencoded({ extended: false, limit: '2kb' }), async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const { outcome, appointment } = await cancelAppointment(ds, tokenOf(body.token ?? req.query.token));
      const lang = pageLanguage(req, appointment);
      if (outcome === 'cancelled') logger.info({ appointmentId: appointment?.id }, 'appointment cancelled');
      switch (outcome) {
        case 'unknown':
          return page(res, 404, lang, paragraph(translate(lang, 'appointment.cancel.unknown'), 'alert'));
        case 'cancelled':
          return page(
            res,
            200,
            lang,
            paragraph(
              translate(lang, 'appointment.cancel.done', {
                when: formatSlot(lang, appointment!.startsAt, appointment!.endsAt),
              }),
              'status',
            ),
          );
        case 'already-cancelled':
          return page(res, 200, lang, paragraph(translate(lang, 'appointment.cancel.already'), 'status'));
        case 'past':
          return page(res, 200, lang, paragraph(translate(lang, 'appointment.cancel.past'), 'status'));
      }
    } catch (err) {
      next(err);
    }
  });
}
