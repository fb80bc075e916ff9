import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadDeferredSections } from '../../ui/deferred-section';
import { renderWithProviders } from '../../ui/test-utils';
import { PropertyDetail } from './property-page';
import { FULL_PROPERTY } from './property.fixtures';

// The forms are a deferred section of the page (loaded after hydration): load it up front.
beforeAll(() => preloadDeferredSections());
afterEach(cleanup);

describe('forms on the property page', () => {
  it('a rental opens the rent application with the sum due computed from the listing', () => {
    renderWithProviders(<PropertyDetail property={{ ...FULL_PROPERTY, goal: 'RENT' }} />);
    const section = screen.getByRole('region', { name: 'Apply to rent this property' });
    const button = within(section).getByRole('button', { name: 'Apply to rent' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(section).queryByRole('form')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(section).getByRole('form', { name: 'Apply to rent this property' })).toBeTruthy();
    // 1250 + 75 + 350 / 2 + 3 × 1250
    const sum = within(section).getByRole('region', { name: 'Sum due at signing' });
    expect(within(sum).getByText('€ 5.250')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  });

  it('a rental without an explicit rent is rented at its price, as the mails compute it', () => {
    renderWithProviders(
      <PropertyDetail
        property={{
          ...FULL_PROPERTY,
          goal: 'RENT',
          price: { amount: 900, formatted: '€ 900', onDemand: false },
          costs: { ...FULL_PROPERTY.costs, monthlyRent: null, chargesRenter: null, inventoryCost: null },
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply to rent' }));
    expect(
      within(screen.getByRole('region', { name: 'Sum due at signing' })).getByText('€ 3.600'),
    ).toBeTruthy();
  });

  it('a sale opens the offer to buy', () => {
    renderWithProviders(<PropertyDetail property={FULL_PROPERTY} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make an offer' }));
    expect(screen.getByRole('form', { name: 'Make an offer on this property' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Offer in words/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply to rent' })).toBeNull();
  });

  it.each(['SOLD', 'RENTED'] as const)('a %s listing has neither form', (availability) => {
    renderWithProviders(<PropertyDetail property={{ ...FULL_PROPERTY, availability }} />);
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply to rent' })).toBeNull();
  });
});
