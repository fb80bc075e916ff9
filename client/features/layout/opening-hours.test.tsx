import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { OpeningHours } from './opening-hours';
import { profileName } from './site-footer';

afterEach(cleanup);

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
