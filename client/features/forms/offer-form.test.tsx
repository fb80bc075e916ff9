import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { OfferForm } from './offer-form';
import { VISITOR_FORM_TEXTS } from './visitor-form-texts';

// The forms' texts, loaded as a page has them once a form shows.
beforeAll(() => VISITOR_FORM_TEXTS.load('en'));

afterEach(cleanup);

const figure = () => screen.getByRole('textbox', { name: /Offer in figures/ }) as HTMLInputElement;
const words = () => screen.getByRole('textbox', { name: /Offer in words/ }) as HTMLTextAreaElement;

describe('OfferForm', () => {
  it('writes the amount in words from the figure, in the page language, and shows the 10% advance', () => {
    renderWithProviders(<OfferForm propertyId={7} />);
    expect(
      screen.getByText(/an advance of 10% of the sale price into the agent's third-party account/),
    ).toBeTruthy();
    fireEvent.change(figure(), { target: { value: '285500' } });
    expect(words().value).toBe('two hundred and eighty-five thousand five hundred euros');
    expect(screen.getByText(/i\.e\. € 28\.550, into the agent's third-party account/)).toBeTruthy();
    expect(
      screen.getByText(
        'This offer is irrevocable until its end date. Its acceptance by the sellers concludes the sale.',
      ),
    ).toBeTruthy();
    fireEvent.change(figure(), { target: { value: '105' } });
    expect(words().value).toBe('one hundred and five euros');
    // Not a whole amount: no words to propose.
    fireEvent.change(figure(), { target: { value: '12,5' } });
    expect(words().value).toBe('');
  });

  it('keeps the words once the visitor edited them, until they ask for them again', () => {
    renderWithProviders(<OfferForm propertyId={7} />);
    fireEvent.change(figure(), { target: { value: '200000' } });
    fireEvent.change(words(), { target: { value: 'two hundred thousand euros only' } });
    fireEvent.change(figure(), { target: { value: '210000' } });
    expect(words().value).toBe('two hundred thousand euros only');
    // The advance follows the figure all the same.
    expect(screen.getByText(/i\.e\. € 21\.000,/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write the words from the figure again' }));
    expect(words().value).toBe('two hundred and ten thousand euros');
    fireEvent.change(figure(), { target: { value: '220000' } });
    expect(words().value).toBe('two hundred and twenty thousand euros');
    // Emptied by the visitor: the figure writes them again.
    fireEvent.change(words(), { target: { value: 'x' } });
    fireEvent.change(words(), { target: { value: '' } });
    fireEvent.change(figure(), { target: { value: '1' } });
    expect(words().value).toBe('one euro');
  });

  it('checks in the browser what the server checks: end date before start, person B half filled; the first problem gets the focus', async () => {
    renderWithProviders(<OfferForm propertyId={7} />);
    fireEvent.change(screen.getByLabelText(/Valid from/), { target: { value: '2030-05-10' } });
    fireEvent.change(screen.getByLabelText(/Valid until/), { target: { value: '2030-05-01' } });
    const [, firstNameB] = screen.getAllByRole('textbox', { name: /First name/ });
    fireEvent.change(firstNameB, { target: { value: 'Jan' } });
    fireEvent.submit(figure().closest('form')!);
    expect(await screen.findByText('The fields in red must be checked.')).toBeTruthy();
    expect(figure().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(figure()));
    const end = screen.getByLabelText(/Valid until/);
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(end.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The end date must come after the start date.',
    );
    const [, lastNameB] = screen.getAllByRole('textbox', { name: /Last name/ });
    expect(lastNameB.getAttribute('aria-invalid')).toBe('true');
  });
});
