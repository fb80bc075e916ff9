import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { APPOINTMENT_RULES } from '../../common/forms/appointment-rules';
import type { FieldIssue } from '../../common/forms/field-rules';
import { config } from '../core/config';
import { requirePrivacyConsent } from '../../common/forms/contact-rules';
import { FormStatus } from '../forms/form.types';
import type { MailIntent } from '../mail/mail-intent.types';
import type { FormDefinition, FormRefusal } from '../forms/submit-form.service';
import type { PersonValues } from '../../common/forms/field-rules';

export interface AppointmentValues extends PersonValues, Record<string, unknown> {
  message: string | null;
  propertyId: number | null;
  slotId: number | null;
}

/** What the appointment mails carry besides the template: the booked time, and for the visitor the cancel token. */
export interface AppointmentMailIntent extends MailIntent {
  appointmentId: string;
  startsAt: string;
  endsAt: string;
  /** Only in the visitor's mail; the table keeps its sha256. */
  cancelToken?: string;
}

export const hashCancelToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

const required = (v: AppointmentValues): FieldIssue[] => [
  ...requirePrivacyConsent(v),
  ...(v.propertyId ? [] : [{ field: 'propertyId', code: 'required' as const }]),
];

/**
 * One booking's form definition. Made per request because the appointment id and the cancel token
 * are chosen before the transaction and go into both the table (hashed) and the visitor's mail
 * (raw), which `submitForm` builds from the definition.
 */
export function appointmentForm(): FormDefinition<AppointmentValues> {
  const appointmentId = randomUUID();
  const cancelToken = randomBytes(32).toString('base64url');
  let booked: { startsAt: Date; endsAt: Date } | null = null;

  return {
    kind: 'appointment',
    rules: APPOINTMENT_RULES,
    check: required,
    propertyId: (v) => v.propertyId,
    email: (v) => v.email,
    // The one place where places are counted: a single conditional UPDATE. Concurrent bookings of
    // one slot queue on its row lock and each re-checks `booked < capacity` on the committed row,
    // so a slot of capacity 3 gives exactly 3 bookings however many arrive at once.
    beforeStore: async ({ manager, values }): Promise<FormRefusal | null> => {
      const [rows]: [{ starts_at: Date; ends_at: Date }[], number] = await manager.query(
        `UPDATE appointment_slot SET booked = booked + 1
         WHERE id = $1 AND property_id = $2 AND starts_at > now() AND booked < capacity
         RETURNING starts_at, ends_at`,
        [values.slotId, values.propertyId],
      );
      if (rows.length === 1) {
        booked = { startsAt: rows[0].starts_at, endsAt: rows[0].ends_at };
        return null;
      }
      const [slot]: { property_id: number; past: boolean }[] = await manager.query(
        `SELECT property_id, starts_at <= now() AS past FROM appointment_slot WHERE id = $1`,
        [values.slotId],
      );
      if (!slot || slot.property_id !== values.propertyId)
        return {
          status: FormStatus.INVALID,
          messageId: 'form.invalid',
          errors: [{ field: 'slotId', code: 'unknownSlot', messageId: 'appointment.unknownSlot' }],
        };
      if (slot.past)
        return {
          status: FormStatus.INVALID,
          messageId: 'form.invalid',
          errors: [{ field: 'slotId', code: 'pastSlot', messageId: 'appointment.pastSlot' }],
        };
      return {
        status: FormStatus.FULL,
        messageId: 'appointment.full',
        errors: [{ field: 'slotId', code: 'full', messageId: 'appointment.full' }],
      };
    },
    afterStore: async ({ manager, values, submissionId }) => {
      await manager.query(
        `INSERT INTO appointment (id, slot_id, submission_id, status, cancel_token_hash) VALUES ($1, $2, $3, 'confirmed', $4)`,
        [appointmentId, values.slotId, submissionId, hashCancelToken(cancelToken)],
      );
    },
    mails: (v, lang): AppointmentMailIntent[] => {
      if (!booked) throw new Error('appointment mails asked for before the slot was booked');
      const when = {
        appointmentId,
        startsAt: booked.startsAt.toISOString(),
        endsAt: booked.endsAt.toISOString(),
      };
      return [
        { template: 'appointment', to: 'agency', lang: config().DEFAULT_LANGUAGE, replyTo: v.email, ...when },
        { template: 'appointment.confirmation', to: v.email, lang, ...when, cancelToken },
      ];
    },
  };
}
