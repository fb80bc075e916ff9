import type { DataSource } from 'typeorm';
import { AGENCY_TIME_ZONE } from '../../common/forms/appointment-time';
import { CONTACT_TIME_SLOTS } from '../../common/forms/field-rules';
import { loadSiteConfig, validOpeningHours } from '../content/site-config.service';
import { slotTimes } from './demo-slot-times';
import { openVisitSlots } from '../appointments/visit-slots.service';

export const DEMO_SLOT_DAYS = 14;
export const DEMO_SLOT_CAPACITY = 3;

/**
 * Bookable visit slots for every listing still on the market (not sold, rented or withdrawn): for
 * each of the next `days` days, the contact time slots (10:00-13:00, 13:00-16:00, 16:00-19:00) the
 * office's opening hours cover that day (see slotTimes: a Saturday opening gives Saturday slots),
 * in the agency's time zone (so 10:00 stays 10:00 across daylight saving), through the one writer of
 * slots (`openVisitSlots`). Idempotent: a slot that exists (same listing and start) is left alone
 * with its bookings. Returns how many slots were added.
 */
export async function seedAppointmentSlots(
  ds: DataSource,
  options: { days?: number; capacity?: number } = {},
): Promise<number> {
  const hours = validOpeningHours((await loadSiteConfig(ds)).agency.openingHours);
  const times = slotTimes(hours, CONTACT_TIME_SLOTS);
  if (times.length === 0) return 0;
  return ds.transaction((m) =>
    openVisitSlots(
      m,
      `SELECT p.id AS property_id, (d::date + t.starts::time) AT TIME ZONE $1 AS starts_at,
              (d::date + t.ends::time) AT TIME ZONE $1 AS ends_at, $3::int AS capacity
       FROM property p
       CROSS JOIN generate_series((now() AT TIME ZONE $1)::date + 1, (now() AT TIME ZONE $1)::date + $2::int, interval '1 day') AS d
       JOIN jsonb_to_recordset($4::jsonb) AS t(iso_day int, starts text, ends text) ON t.iso_day = extract(isodow FROM d)
       WHERE p.withdrawn_at IS NULL AND p.marquee NOT IN (3, 4)`,
      [
        AGENCY_TIME_ZONE,
        options.days ?? DEMO_SLOT_DAYS,
        options.capacity ?? DEMO_SLOT_CAPACITY,
        JSON.stringify(times.map((t) => ({ iso_day: t.isoDay, starts: t.starts, ends: t.ends }))),
      ],
    ),
  );
}
