import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { PERSON_STORAGE_KEY } from '../../ui/forms/person-block';
import { resetPersonBlockForTests } from '../../ui/forms/person-block';
import { preloadContactForms } from './contact-panel';
import { PropertyForms } from './property-forms';
import { FULL_PROPERTY } from './property.fixtures';
import { VISITOR_FORM_TEXTS } from '../forms/visitor-form-texts';

// The forms' texts, loaded as a page has them once a form shows.
beforeAll(() => VISITOR_FORM_TEXTS.load('en'));

// The actions' forms are a chunk of their own, loaded when the visitor is about to pick one.
beforeAll(() => preloadContactForms());
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetPersonBlockForTests();
});
afterEach(cleanup);

const panel = () => screen.getByRole('region', { name: /Interested in this property\?|Your contact/ });
const actionNames = () =>
  within(panel())
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('the contact panel', () => {
  it('a sale on the market: the agent, then every action, and no form field before one is chosen', () => {
    const { container } = renderWithProviders(<PropertyForms property={FULL_PROPERTY} />);
    expect(actionNames()).toEqual([
      'Book a visit',
      'Ask a question',
      'Request the documents',
      'Make an offer',
      'Send to a friend',
    ]);
    expect(within(panel()).getByRole('link', { name: '0471 23 45 67' }).getAttribute('href')).toBe(
      'tel:0471234567',
    );
    expect(within(panel()).getByRole('link', { name: 'an.peeters@example.be' })).toBeTruthy();
    expect(container.querySelectorAll('input, textarea, select')).toHaveLength(0);
    // The bar for phones carries the main action and the way to the others.
    const bar = screen.getByRole('group', { name: 'Contact the agency' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Book a visit', 'Contact']);
  });

  it('a rental on the market offers the rent application instead of an offer, with its sum due', async () => {
    renderWithProviders(<PropertyForms property={{ ...FULL_PROPERTY, goal: 'RENT' }} />);
    expect(actionNames()).toEqual([
      'Book a visit',
      'Ask a question',
      'Request the documents',
      'Apply to rent',
      'Send to a friend',
    ]);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Apply to rent' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to rent this property' });
    const form = await within(dialog).findByRole('form', { name: 'Apply to rent this property' });
    // 1250 + 75 + 350 / 2 + 3 × 1250
    expect(
      within(within(form).getByRole('region', { name: 'Sum due at signing' })).getByText('€ 5.250'),
    ).toBeTruthy();
  });

  it('a listing under option keeps every action: the option may fall through', () => {
    renderWithProviders(<PropertyForms property={{ ...FULL_PROPERTY, availability: 'OPTION' }} />);
    expect(actionNames()).toContain('Book a visit');
    expect(actionNames()).toContain('Make an offer');
  });

  it.each([
    [
      'SOLD',
      'SALE',
      '/en/keep-me-informed/?goal=sale&type=1&city=Antwerpen%7C2000&maxPrice=550000&minBedrooms=4',
    ],
    [
      'RENTED',
      'RENT',
      '/en/keep-me-informed/?goal=rent&type=1&city=Antwerpen%7C2000&maxPrice=544500&minBedrooms=4',
    ],
  ] as const)(
    'a %s listing offers only the alert about similar ones and the agent',
    (availability, goal, href) => {
      const { container } = renderWithProviders(
        <PropertyForms property={{ ...FULL_PROPERTY, availability, goal }} />,
      );
      expect(actionNames()).toEqual([]);
      expect(screen.queryByRole('button', { name: 'Book a visit' })).toBeNull();
      const alerts = screen.getAllByRole('link', { name: 'Alert me about similar properties' });
      expect(alerts.map((a) => a.getAttribute('href'))).toEqual([href, href]);
      expect(within(panel()).getByRole('link', { name: '0471 23 45 67' })).toBeTruthy();
      expect(container.querySelectorAll('input, textarea, select')).toHaveLength(0);
    },
  );

  it('Escape closes a dialog and the focus goes back to the button that opened it', async () => {
    renderWithProviders(<PropertyForms property={FULL_PROPERTY} />);
    const opener = within(panel()).getByRole('button', { name: 'Ask a question' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Ask a question about this property' });
    await within(dialog).findByRole('form');
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: /First name/ }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('"Contact" in the bar opens the actions; the chosen one replaces them', async () => {
    renderWithProviders(<PropertyForms property={FULL_PROPERTY} />);
    const bar = screen.getByRole('group', { name: 'Contact the agency' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Contact' }));
    const menu = screen.getByRole('dialog', { name: 'Contact the agency' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Request the documents' }));
    const dialog = screen.getByRole('dialog', { name: 'Request the documents' });
    expect(await within(dialog).findByRole('button', { name: 'Request the documents' })).toBeTruthy();
  });

  it('the details typed in one form fill the next one, in this tab only, until "Not you? Clear"', async () => {
    renderWithProviders(<PropertyForms property={FULL_PROPERTY} />);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Ask a question' }));
    let dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('form');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /First name/ }), {
      target: { value: 'Anna' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'anna@example.be' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), {
      target: { value: 'Parking?' },
    });
    // Nothing typed so far claims to come from earlier.
    expect(within(dialog).queryByRole('button', { name: 'Not you? Clear' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(JSON.parse(window.sessionStorage.getItem(PERSON_STORAGE_KEY) ?? '{}')).toEqual({
      firstName: 'Anna',
      email: 'anna@example.be',
    });
    expect(window.localStorage.length).toBe(0);

    fireEvent.click(within(panel()).getByRole('button', { name: 'Send to a friend' }));
    dialog = screen.getByRole('dialog', { name: 'Share this property' });
    await within(dialog).findByRole('form');
    expect((within(dialog).getByRole('textbox', { name: /Your name/ }) as HTMLInputElement).value).toBe(
      'Anna',
    );
    expect((within(dialog).getByRole('textbox', { name: /Your e-mail/ }) as HTMLInputElement).value).toBe(
      'anna@example.be',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(panel()).getByRole('button', { name: 'Request the documents' }));
    dialog = screen.getByRole('dialog', { name: 'Request the documents' });
    await within(dialog).findByRole('form');
    const firstName = within(dialog).getByRole('textbox', { name: /First name/ }) as HTMLInputElement;
    expect(firstName.value).toBe('Anna');
    // The message belongs to the question, not to the visitor.
    expect((within(dialog).getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toBe('');
    act(() => within(dialog).getByRole('button', { name: 'Not you? Clear' }).click());
    expect(firstName.value).toBe('');
    expect((within(dialog).getByRole('textbox', { name: /E-mail/ }) as HTMLInputElement).value).toBe('');
    expect(window.sessionStorage.getItem(PERSON_STORAGE_KEY)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Not you? Clear' })).toBeNull();
  });

  it("sharing: the link copied, and the phone's share sheet where the browser has one", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderWithProviders(<PropertyForms property={FULL_PROPERTY} />, { route: '/en/for-sale/x/y/4242/' });
      fireEvent.click(within(panel()).getByRole('button', { name: 'Send to a friend' }));
      const dialog = screen.getByRole('dialog', { name: 'Share this property' });
      await act(async () =>
        fireEvent.click(await within(dialog).findByRole('button', { name: 'Copy the link' })),
      );
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}`);
      expect(within(dialog).getByRole('status').textContent).toBe('The link is copied.');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Share…' })));
      expect(share).toHaveBeenCalledWith({ title: FULL_PROPERTY.title, url: expect.any(String) });
      // And the mail to a friend, for those who prefer the agency to send it.
      expect(within(dialog).getByRole('textbox', { name: /Your friend's e-mail/ })).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('no share sheet where the browser has none', async () => {
    renderWithProviders(<PropertyForms property={FULL_PROPERTY} />);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Send to a friend' }));
    const dialog = screen.getByRole('dialog', { name: 'Share this property' });
    expect(await within(dialog).findByRole('button', { name: 'Copy the link' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Share…' })).toBeNull();
  });
});
