import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { RentApplicationForm } from './rent-application-form';
import { VISITOR_FORM_TEXTS } from './visitor-form-texts';

// The forms' texts, loaded as a page has them once a form shows.
beforeAll(() => VISITOR_FORM_TEXTS.load('en'));

afterEach(cleanup);

const rows = () =>
  within(screen.getByRole('region', { name: 'Sum due at signing' }))
    .queryAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('RentApplicationForm', () => {
  it('shows the sum due at signing from the listing: rent, charges, half the inventory cost, 3 months deposit', () => {
    renderWithProviders(
      <RentApplicationForm propertyId={7} listing={{ monthlyRent: 1250, charges: 75, inventoryCost: 300 }} />,
    );
    expect(rows()).toEqual([
      ["First month's rent", '€ 1.250'],
      ["First month's charges", '€ 75'],
      ['Share of the inventory cost (half)', '€ 150'],
      ["Deposit (3 months' rent)", '€ 3.750'],
      ['Total due at signing', '€ 5.225'],
    ]);
  });

  it('counts missing charges and inventory as none, and shows cents when there are', () => {
    renderWithProviders(
      <RentApplicationForm
        propertyId={7}
        listing={{ monthlyRent: 850, charges: null, inventoryCost: 155 }}
      />,
    );
    expect(rows().at(-1)).toEqual(['Total due at signing', '€ 3.477,50']);
    expect(rows()[1]).toEqual(["First month's charges", '€ 0']);
  });

  it('says the agency will tell the sum when the rent is not published', () => {
    renderWithProviders(
      <RentApplicationForm propertyId={7} listing={{ monthlyRent: null, charges: 75, inventoryCost: 300 }} />,
    );
    expect(screen.getByText('The agency will tell you the sum due at signing.')).toBeTruthy();
  });

  it('adds and removes children, and checks ages, pets, the four confirmations in the browser', async () => {
    renderWithProviders(
      <RentApplicationForm propertyId={7} listing={{ monthlyRent: 1000, charges: 50, inventoryCost: 200 }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Age of child 2/ })),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Age of child 1/ }), { target: { value: '7' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Age of child 2/ }), { target: { value: '31' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Number of adults/ }), { target: { value: '0' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Send my application' }).closest('form')!);
    expect(await screen.findByText('The fields in red must be checked.')).toBeTruthy();
    const adults = screen.getByRole('textbox', { name: /Number of adults/ });
    await waitFor(() => expect(document.activeElement).toBe(adults));
    expect(
      screen.getByText('At least one adult must live in the property (a whole number, at most 20).'),
    ).toBeTruthy();
    expect(screen.getByText("Each child's age must be a whole number from 0 to 25.")).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Which pets/ }).getAttribute('aria-invalid')).toBe('true');
    for (const name of [
      /minimum monthly income/,
      /proof of income may be requested/,
      /maximum number of persons/,
      /read the description of the property/,
    ]) {
      const box = screen.getByRole('checkbox', { name });
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(
        'Please confirm this statement.',
      );
    }
    fireEvent.click(screen.getByRole('button', { name: 'Remove child 2' }));
    expect(screen.queryByRole('textbox', { name: /Age of child 2/ })).toBeNull();
    expect((screen.getByRole('textbox', { name: /Age of child 1/ }) as HTMLInputElement).value).toBe('7');
  });
});
