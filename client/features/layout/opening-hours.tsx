import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../i18n/i18n';
import { useLocale } from '../../i18n/use-locale';
import type { Weekday } from '../../generated/graphql';

/** One line of the agency's opening hours, as the API gives it (days in week order). */
export interface OpeningHoursLine {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

const WEEK: readonly Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as Weekday[];

/**
 * The days' names in the language, e.g. "maandag", "lundi", "Monday" (1 January 2024 was a Monday).
 * Kept per language: the footer shows them on every page, and a new Intl.DateTimeFormat per day
 * name was a visible share of each server render.
 */
const dayNames = new Map<Locale, readonly string[]>();

function dayName(day: Weekday, locale: Locale): string {
  let names = dayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    names = WEEK.map((_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
    dayNames.set(locale, names);
  }
  return names[WEEK.indexOf(day)];
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The days of a line as people say them: a run of three or more days as a range ("Maandag –
 * vrijdag"), other days listed ("Maandag, woensdag"). Starts with a capital, as a line does.
 */
export function dayRangeLabel(days: readonly Weekday[], locale: Locale): string {
  const index = days.map((d) => WEEK.indexOf(d)).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const i of index) {
    const run = runs.at(-1);
    if (run && run.at(-1) === i - 1) run.push(i);
    else runs.push([i]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3
      ? [`${dayName(WEEK[run[0]], locale)} – ${dayName(WEEK[run.at(-1)!], locale)}`]
      : run.map((i) => dayName(WEEK[i], locale)),
  );
  return capitalized(parts.join(', '));
}

/** The agency's opening hours as a list of "days: from – to" (times as the agency configured them, 24-hour). */
export function OpeningHours({ lines }: { lines: readonly OpeningHoursLine[] }) {
  const locale = useLocale();
  const { t } = useLingui();
  if (lines.length === 0) return null;
  return (
    <dl className="opening-hours" aria-label={t`Opening hours`}>
      {lines.map((line, i) => (
        <div key={i} className="opening-hours__line">
          <dt>{dayRangeLabel(line.days, locale)}</dt>
          <dd>
            <time>{line.opens}</time> – <time>{line.closes}</time>
          </dd>
        </div>
      ))}
    </dl>
  );
}
