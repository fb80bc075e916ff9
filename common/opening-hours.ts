import type { LanguageCode } from './languages';

/** A day of the agency's opening hours, as the API names it. */
export type Weekday = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';

const WEEK: readonly Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

/**
 * The days' names in the language, e.g. "maandag", "lundi", "Monday" (1 January 2024 was a Monday).
 * Kept per language: the footer shows them on every page, and a new Intl.DateTimeFormat per day
 * name was a visible share of each server render.
 */
const dayNames = new Map<LanguageCode, readonly string[]>();

function dayName(day: Weekday, lang: LanguageCode): string {
  let names = dayNames.get(lang);
  if (!names) {
    const format = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
    names = WEEK.map((_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
    dayNames.set(lang, names);
  }
  return names[WEEK.indexOf(day)]!;
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The days of a line of opening hours as people say them, for the site's footer and the mails: a
 * run of three or more days as a range ("Maandag – vrijdag"), other days listed ("Maandag,
 * woensdag"). Starts with a capital, as a line does.
 */
export function dayRangeLabel(days: readonly Weekday[], lang: LanguageCode): string {
  const index = days.map((d) => WEEK.indexOf(d)).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const i of index) {
    const run = runs.at(-1);
    if (run && run.at(-1) === i - 1) run.push(i);
    else runs.push([i]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3
      ? [`${dayName(WEEK[run[0]!]!, lang)} – ${dayName(WEEK[run.at(-1)!]!, lang)}`]
      : run.map((i) => dayName(WEEK[i]!, lang)),
  );
  return capitalized(parts.join(', '));
}
