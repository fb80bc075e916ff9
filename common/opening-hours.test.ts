import { describe, expect, it } from 'vitest';
import type { LanguageCode } from './languages';
import { dayRangeLabel, type Weekday } from './opening-hours';

describe('dayRangeLabel', () => {
  const WEEKDAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
  it.each<[string, Weekday[], LanguageCode, string]>([
    ['a working week as a range', WEEKDAYS, 'nl', 'Maandag – vrijdag'],
    ['in French', WEEKDAYS, 'fr', 'Lundi – vendredi'],
    ['in English', WEEKDAYS, 'en', 'Monday – Friday'],
    ['in German', WEEKDAYS, 'de', 'Montag – Freitag'],
    ['one day', ['SATURDAY'], 'nl', 'Zaterdag'],
    ['two days in a row are listed', ['SATURDAY', 'SUNDAY'], 'fr', 'Samedi, dimanche'],
    [
      'a range and a day apart',
      ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'FRIDAY'],
      'en',
      'Monday – Wednesday, Friday',
    ],
    [
      'days given out of order',
      ['FRIDAY', 'MONDAY', 'WEDNESDAY', 'TUESDAY', 'THURSDAY'],
      'nl',
      'Maandag – vrijdag',
    ],
  ])('%s', (_label, days, lang, expected) => {
    expect(dayRangeLabel(days, lang)).toBe(expected);
  });
});
