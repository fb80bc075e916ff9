/**
 * How appointment times are shown, in the browser and in mails: always in the agency's time zone,
 * whatever the visitor's computer says, since the visit happens there.
 */
export const AGENCY_TIME_ZONE = 'Europe/Brussels';

const locale = (lang: string) => `${lang}-BE`;

/** The calendar day of a slot in the agency's time zone, YYYY-MM-DD: the key to group slots by day. */
export function slotDay(startsAt: Date | string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: AGENCY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(startsAt));
}

/** "maandag 23 november 2026" */
export function formatSlotDay(lang: string, startsAt: Date | string): string {
  return new Intl.DateTimeFormat(locale(lang), {
    timeZone: AGENCY_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(startsAt));
}

/** "10:00–13:00" */
export function formatSlotHours(lang: string, startsAt: Date | string, endsAt: Date | string): string {
  const time = new Intl.DateTimeFormat(locale(lang), {
    timeZone: AGENCY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))}`;
}

/** "maandag 23 november 2026, 10:00–13:00" */
export const formatSlot = (lang: string, startsAt: Date | string, endsAt: Date | string): string =>
  `${formatSlotDay(lang, startsAt)}, ${formatSlotHours(lang, startsAt, endsAt)}`;
