const BRUSSELS_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A date-only or zone-less date-time string ("2024-03-31", "2024-03-31 23:30:00"): a wall-clock time. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * A day as Belgians write it, 'DD-MM-YYYY', on the Brussels calendar: an instant late in the
 * evening UTC may already be the next day in Brussels. Strings without a time zone ("2024-03-31"
 * or "2024-03-31 23:30") are read as Brussels wall-clock time and keep their own day, whatever
 * the server's time zone. Missing or unparseable input gives ''.
 */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    const trimmed = value.trim();
    const local = LOCAL_DATE_TIME.exec(trimmed);
    if (local) {
      const [, year, month, day] = local;
      const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
      const valid = check.getUTCMonth() === Number(month) - 1 && check.getUTCDate() === Number(day);
      return valid ? `${day}-${month}-${year}` : '';
    }
    if (trimmed === '') return '';
    return formatInstant(new Date(trimmed));
  }
  return value instanceof Date ? formatInstant(value) : '';
}

/**
 * Instants already formatted: every card formats its listing's dates, and Intl's formatToParts is
 * the costliest step of building a card (bench:api profile). Listings' dates are few and repeat.
 */
const formattedInstants = new Map<number, string>();
const FORMATTED_INSTANTS_MAX = 20_000;

function formatInstant(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const known = formattedInstants.get(time);
  if (known !== undefined) return known;
  const parts = BRUSSELS_DAY.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const formatted = `${part('day')}-${part('month')}-${part('year').padStart(4, '0')}`;
  if (formattedInstants.size >= FORMATTED_INSTANTS_MAX) formattedInstants.clear();
  formattedInstants.set(time, formatted);
  return formatted;
}
