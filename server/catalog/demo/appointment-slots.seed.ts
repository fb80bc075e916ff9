import type { DataSource } from 'typeorm';
import { AGENCY_TIME_ZONE } from '../../../common/forms/appointment-time';
import { CONTACT_TIME_SLOTS } from '../../../common/forms/field-rules';

export const DEMO_SLOT_DAYS = 14;
export const DEMO_SLOT_CAPACITY = 3;

/**
 * Bookable visit slots for every listing still on the market (not sold, rented or withdrawn): the
 * weekdays of the next `days` days, one slot per contact time slot (10:00-13:00, 13:00-16:00,
 * 16:00-19:00), in the agency's time zone (so 10:00 stays 10:00 across daylight saving).
 * Idempotent: a slot that exists (same listing and start) is left alone with its bookings. Returns
 * how many slots were added.
 */
export async function seedAppointmentSlots(
  ds: DataSource,
  options: { days?: number; capacity?: number } = {},
): Promise<number> {
  const times = CONTACT_TIME_SLOTS.map((slot) => slot.split('-'));
  const inserted: unknown[] = await ds.query(
    `INSERT INTO appointment_slot (property_id, starts_at, ends_at, capacity)
     SELECT p.id, (d::date + t.starts::time) AT TIME ZONE $1, (d::date + t.ends::time) AT TIME ZONE $1, $3
     FROM property p
     CROSS JOIN generate_series((now() AT TIME ZONE $1)::date + 1, (now() AT TIME ZONE $1)::date + $2::int, interval '1 day') AS d
     CROSS JOIN jsonb_to_recordset($4::jsonb) AS t(starts text, ends text)
     WHERE p.withdrawn_at IS NULL AND p.marquee NOT IN (3, 4) AND extract(isodow FROM d) < 6
     ON CONFLICT (property_id, starts_at) DO NOTHING
     RETURNING id`,
    [
      AGENCY_TIME_ZONE,
      options.days ?? DEMO_SLOT_DAYS,
      options.capacity ?? DEMO_SLOT_CAPACITY,
      JSON.stringify(times.map(([starts, ends]) => ({ starts, ends }))),
    ],
  );
  return inserted.length;
}
