import type { DataSource } from 'typeorm';
import { config, type LanguageCode } from '../core/config';
import { hashCancelToken, type AppointmentMailIntent } from './appointment-form';
import { enqueueMails } from '../mail/outbox.service';

export interface SlotRow {
  id: number;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  remaining: number;
}

export const DEFAULT_SLOT_DAYS = 14;
export const MAX_SLOT_DAYS = 31;

/** The bookable slots of a listing from `from` (never before now) for `days` days, with the places left. */
export async function listSlots(
  ds: DataSource,
  propertyId: number,
  from: Date,
  days: number,
): Promise<SlotRow[]> {
  return ds.query(
    `SELECT s.id, s.starts_at AS "startsAt", s.ends_at AS "endsAt", s.capacity, s.capacity - s.booked AS remaining
       FROM appointment_slot s
       JOIN property p ON p.id = s.property_id AND p.withdrawn_at IS NULL
      WHERE s.property_id = $1 AND s.starts_at > greatest($2::timestamptz, now()) AND s.starts_at < $2::timestamptz + make_interval(days => $3)
      ORDER BY s.starts_at`,
    [propertyId, from, days],
  );
}

export interface AppointmentByToken {
  id: string;
  status: 'confirmed' | 'cancelled';
  startsAt: Date;
  endsAt: Date;
  past: boolean;
  propertyId: number;
  lang: string;
}

const BY_TOKEN = `
  SELECT a.id, a.status, s.starts_at AS "startsAt", s.ends_at AS "endsAt", s.starts_at <= now() AS past, s.property_id AS "propertyId", f.lang
    FROM appointment a
    JOIN appointment_slot s ON s.id = a.slot_id
    JOIN form_submission f ON f.id = a.submission_id
   WHERE a.cancel_token_hash = $1`;

/** The appointment a cancel link is for, or null when the token is unknown. */
export async function appointmentByToken(ds: DataSource, token: string): Promise<AppointmentByToken | null> {
  if (!token) return null;
  const [row]: AppointmentByToken[] = await ds.query(BY_TOKEN, [hashCancelToken(token)]);
  return row ?? null;
}

export type CancelOutcome = 'cancelled' | 'already-cancelled' | 'past' | 'unknown';

/**
 * Cancels the appointment of a token and gives its place back, in one transaction. Idempotent: a
 * second call finds it cancelled and changes nothing (the place is given back once).
 */
export async function cancelAppointment(
  ds: DataSource,
  token: string,
): Promise<{ outcome: CancelOutcome; appointment: AppointmentByToken | null }> {
  if (!token) return { outcome: 'unknown', appointment: null };
  const hash = hashCancelToken(token);
  return ds.transaction(async (manager) => {
    const [cancelled]: [
      { id: string; slot_id: number; submission_id: string; starts_at: Date; ends_at: Date }[],
      number,
    ] = await manager.query(
      `UPDATE appointment a SET status = 'cancelled', cancelled_at = now()
         FROM appointment_slot s
        WHERE a.cancel_token_hash = $1 AND a.status = 'confirmed' AND s.id = a.slot_id AND s.starts_at > now()
        RETURNING a.id, a.slot_id, a.submission_id, s.starts_at, s.ends_at`,
      [hash],
    );
    if (cancelled.length === 1) {
      const c = cancelled[0];
      await manager.query(`UPDATE appointment_slot SET booked = booked - 1 WHERE id = $1`, [c.slot_id]);
      // The agency expects the visitor: tell it, through the outbox like every mail.
      const [booking]: {
        email: string | null;
        form: string;
        lang: LanguageCode;
        fields: Record<string, unknown>;
        page_url: string | null;
        created_at: Date;
        property_id: number | null;
      }[] = await manager.query(
        `SELECT email, form, lang, fields, page_url, created_at, property_id FROM form_submission WHERE id = $1`,
        [c.submission_id],
      );
      const mail: AppointmentMailIntent = {
        template: 'appointment.cancelled',
        to: 'agency',
        lang: config().DEFAULT_LANGUAGE,
        replyTo: booking.email,
        appointmentId: c.id,
        startsAt: c.starts_at.toISOString(),
        endsAt: c.ends_at.toISOString(),
      };
      await enqueueMails(manager, [mail], {
        submission: {
          id: c.submission_id,
          form: booking.form,
          lang: booking.lang,
          fields: booking.fields,
          pageUrl: booking.page_url,
          createdAt: booking.created_at,
          propertyId: booking.property_id,
        },
      });
    }
    const [appointment]: AppointmentByToken[] = await manager.query(BY_TOKEN, [hash]);
    if (!appointment) return { outcome: 'unknown', appointment: null };
    if (cancelled.length === 1) return { outcome: 'cancelled', appointment };
    return { outcome: appointment.status === 'cancelled' ? 'already-cancelled' : 'past', appointment };
  });
}
