import express, { type Express, type Request, type Response } from 'express';
import type { DataSource } from 'typeorm';
import { formatSlot } from '../../common/forms/appointment-time';
import { propertySummary } from '../catalog/property-summary.service';
import { SUPPORTED_LANGUAGES, config, type LanguageCode } from '../core/config';
import { requestLanguage } from '../core/graphql/language';
import { logger } from '../core/logger';
import { translate, type MessageId } from '../core/messages';
import { escapeHtml, sendStandalonePage, standalonePageHtml } from '../core/http/html';
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
  const html = standalonePageHtml({
    lang,
    title: translate(lang, 'appointment.cancel.title'),
    body: `${body}\n<p><a href="/${lang}/">${t('appointment.cancel.home')}</a></p>`,
  });
  // The token is in the URL: never leak it to another site.
  sendStandalonePage(res, status, html, { 'Referrer-Policy': 'no-referrer' });
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
