import { WeekdayValue, type OpeningHoursView } from '../content/site-config.types';

/** A bookable visit's hours on one day of the week: ISO day number (1 Monday … 7 Sunday), "HH:MM". */
export interface SlotTime {
  isoDay: number;
  starts: string;
  ends: string;
}

const ISO_DAY: Record<WeekdayValue, number> = {
  [WeekdayValue.MONDAY]: 1,
  [WeekdayValue.TUESDAY]: 2,
  [WeekdayValue.WEDNESDAY]: 3,
  [WeekdayValue.THURSDAY]: 4,
  [WeekdayValue.FRIDAY]: 5,
  [WeekdayValue.SATURDAY]: 6,
  [WeekdayValue.SUNDAY]: 7,
};

/**
 * The visit slots of each day of the week: a contact time slot ("10:00-13:00") is offered on a day
 * when it overlaps the office's opening hours that day (someone answers while it runs), so a
 * Saturday morning opening gives Saturday's morning slot and a closed day gives none. Times are
 * "HH:MM", which compare as text. Days come in week order, each slot once.
 */
export function slotTimes(
  openingHours: readonly OpeningHoursView[],
  contactSlots: readonly string[],
): SlotTime[] {
  const slots = contactSlots.map((s) => {
    const [starts = '', ends = ''] = s.split('-');
    return { starts, ends };
  });
  const out: SlotTime[] = [];
  for (let isoDay = 1; isoDay <= 7; isoDay++) {
    const open = openingHours.filter((line) => line.days.some((d) => ISO_DAY[d] === isoDay));
    for (const slot of slots)
      if (open.some((line) => slot.starts < line.closes && slot.ends > line.opens))
        out.push({ isoDay, ...slot });
  }
  return out;
}
