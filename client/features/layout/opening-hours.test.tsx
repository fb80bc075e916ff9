import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Weekday } from '../../generated/graphql';
import { renderWithProviders } from '../../ui/test-utils';
import { dayRangeLabel, OpeningHours } from './opening-hours';
import { profileName } from './site-footer';

afterEach(cleanup);

describe('dayRangeLabel', () => {
  const WEEKDAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
  it.each<[string, Weekday[], 'nl' | 'fr' | 'en' | 'de', string]>([
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
  ])('%s', (_label, days, locale, expected) => {
    expect(dayRangeLabel(days, locale)).toBe(expected);
  });
});

describe('OpeningHours', () => {
  it('lists each line with its days and hours, and shows nothing without hours', () => {
    renderWithProviders(
      <OpeningHours
        lines={[
          { days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'], opens: '09:00', closes: '18:00' },
          { days: ['SATURDAY'], opens: '10:00', closes: '13:00' },
        ]}
      />,
      { route: '/en/' },
    );
    const list = screen.getByLabelText('Opening hours');
    expect(list.textContent).toBe('Monday – Friday09:00 – 18:00Saturday10:00 – 13:00');
    cleanup();
    const { container } = renderWithProviders(<OpeningHours lines={[]} />, { route: '/en/' });
    expect(container.querySelector('dl')).toBeNull();
  });
});

describe('profileName', () => {
  it.each<[string, string]>([
    ['https://www.facebook.com/immodemo.be', 'Facebook'],
    ['https://www.linkedin.com/company/immo-demo', 'LinkedIn'],
    ['https://x.com/immodemo', 'X'],
    ['https://www.immoweb.be/nl/agency/immo-demo', 'immoweb.be'],
  ])('%s → %s', (url, expected) => {
    expect(profileName(url)).toBe(expected);
  });
});
