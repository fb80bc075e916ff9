import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { CaptchaChallengeQuery } from '../../ui/forms/captcha';
import { PrivacyRouteQuery } from '../../ui/forms/person-fields';
import { DemandChoicesQuery, DemandForm, RegisterDemand } from './demand-form';
import { NewsletterSignup } from './newsletter-signup';
import { SubscribeNewsletter } from './newsletter-form';

let challenge: { algorithm: string; salt: string; challenge: string; maxNumber: number; signature: string };
beforeAll(async () => {
  const salt = 'abc?expires=4102444800';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}3`));
  challenge = {
    algorithm: 'SHA-256',
    salt,
    challenge: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join(''),
    maxNumber: 10,
    signature: 'sig',
  };
});
afterEach(cleanup);

const commonMocks = (): MockLink.MockedResponse[] => [
  {
    request: { query: PrivacyRouteQuery },
    result: { data: { routes: [] } },
    maxUsageCount: 10,
  },
  {
    request: { query: CaptchaChallengeQuery },
    result: { data: { captchaChallenge: { __typename: 'CaptchaChallenge', ...challenge } } },
    maxUsageCount: 10,
  },
];

const accepted = (thankYouPath: string) => ({
  __typename: 'FormResult',
  ok: true,
  status: 'ACCEPTED',
  message: 'Thank you.',
  thankYouPath,
  submissionId: 'x',
  errors: [],
});

type Sent = { input: Record<string, unknown> };

function renderDemand(query = '') {
  const sent: Sent[] = [];
  const mocks: MockLink.MockedResponse[] = [
    ...commonMocks(),
    {
      request: { query: DemandChoicesQuery, variables: { lang: 'en' } },
      result: {
        data: {
          propertyTypes: [
            { __typename: 'PropertyType', id: 1, name: 'House' },
            { __typename: 'PropertyType', id: 2, name: 'Apartment' },
          ],
          cities: [
            { __typename: 'City', id: 7, name: 'Waterloo', zip: '1410' },
            { __typename: 'City', id: 8, name: 'Ixelles', zip: '1050' },
          ],
        },
      },
      maxUsageCount: 10,
    },
    {
      request: {
        query: RegisterDemand,
        variables: (v: Sent) => {
          sent.push(v);
          return true;
        },
      },
      result: { data: { registerDemand: accepted('/en/thank-you/demand-register/') } },
      maxUsageCount: 10,
    },
  ];
  renderWithProviders(
    <Routes>
      <Route path="/en/keep-me-informed/" element={<DemandForm />} />
      <Route path="/en/thank-you/demand-register/" element={<h1>Thank-you page</h1>} />
    </Routes>,
    { route: `/en/keep-me-informed/${query}`, mocks },
  );
  return { sent };
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
function description(el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function fillPerson() {
  type(/^Title/, 'mrs');
  type(/First name/, 'Anna');
  type(/Last name/, 'Peeters');
  type(/^E-mail/, 'anna@example.be');
  type(/^Phone/, '0475 12 34 56');
  fireEvent.click(screen.getByRole('checkbox', { name: /privacy statement/ }));
}

describe('DemandForm (keep me informed)', () => {
  it('checks goal, types and zones in the browser, wired to their groups, first problem focused', async () => {
    const { sent } = renderDemand();
    await screen.findByRole('checkbox', { name: 'House' });
    fillPerson();
    type('Minimum price (€)', '400000');
    type('Maximum price (€)', '300.000');
    await submit('Keep me informed');

    const goal = screen.getByRole('radio', { name: 'Buy' });
    expect(goal.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(goal));
    const types = screen.getByRole('group', { name: /Property types/ });
    expect(description(types)).toBe('Please select at least one property type.');
    expect(within(types).getByRole('checkbox', { name: 'House' }).getAttribute('aria-invalid')).toBe('true');
    const zone = field('City or postcode');
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    expect(description(zone)).toContain('Please select at least one geographic zone.');
    expect(description(field('Maximum price (€)'))).toBe(
      'The maximum price must be at least the minimum price.',
    );
    expect(screen.getByRole('alert').textContent).toBe('The fields in red must be checked.');
    expect(sent).toHaveLength(0);
  });

  it('picks cities from the list and postcodes by keyboard, removes one, and sends arrays and amounts', async () => {
    const { sent } = renderDemand();
    fireEvent.click(await screen.findByRole('radio', { name: 'Buy' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Apartment' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'House' }));

    // Enter adds (and does not send the form); the Add button too.
    type('City or postcode', 'Waterloo (1410)');
    fireEvent.keyDown(field('City or postcode'), { key: 'Enter' });
    type('City or postcode', 'ixelles');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    type('City or postcode', '1000');
    fireEvent.keyDown(field('City or postcode'), { key: 'Enter' });
    type('City or postcode', '<nonsense>');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(description(field('City or postcode'))).toContain(
      'We do not know this place. Type a Belgian municipality (in any language) or a postcode of four digits.',
    );

    const chosen = screen.getByRole('list', { name: 'Chosen zones' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Waterloo (1410)', 'Ixelles (1050)', '1000']);
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove Ixelles (1050)' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(sent).toHaveLength(0);

    type('Maximum price (€)', '450 000');
    fireEvent.change(field(/Bedrooms/), { target: { value: '2' } });
    fillPerson();
    await submit('Keep me informed');
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0]!.input).toMatchObject({
      goal: 'buy',
      propertyTypeIds: [2, 1],
      cityIds: [7],
      zips: ['1000'],
      priceMin: null,
      priceMax: 450_000,
      minBedrooms: 2,
      firstName: 'Anna',
      privacyConsent: true,
    });
  });

  it('adds a name the list does not have as a place, and sends a typed place that was not added instead of blocking', async () => {
    const { sent } = renderDemand();
    fireEvent.click(await screen.findByRole('radio', { name: 'Buy' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'House' }));
    // Case does not count against the list: "waterloo" is Waterloo (1410).
    type('City or postcode', 'waterloo');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    type('City or postcode', 'Louvain');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const chosen = screen.getByRole('list', { name: 'Chosen zones' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Waterloo (1410)', 'Louvain']);
    // Typed, not added: it goes with the form rather than holding it back.
    type('City or postcode', 'Liege');
    fillPerson();
    await submit('Keep me informed');
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0]!.input).toMatchObject({ cityIds: [7], zips: [], places: ['Louvain', 'Liege'] });
  });
});

describe('DemandForm prefilled from a keep-me-informed link', () => {
  it('starts with the goal, type, zones, maximum price and bedrooms of the link', async () => {
    const { sent } = renderDemand(
      '?goal=rent&type=2&city=Ixelles%7C1050&city=Nowhere%7C9999&maxPrice=1200&minBedrooms=9',
    );
    expect(((await screen.findByRole('radio', { name: 'Rent' })) as HTMLInputElement).checked).toBe(true);
    expect(((await screen.findByRole('checkbox', { name: 'Apartment' })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'House' }) as HTMLInputElement).checked).toBe(false);
    const chosen = await screen.findByRole('list', { name: 'Chosen zones' });
    await waitFor(() =>
      expect(
        within(chosen)
          .getAllByRole('listitem')
          .map((li) => li.firstChild?.textContent),
      ).toEqual(['Ixelles (1050)', '9999']),
    );
    expect(field('Maximum price (€)').value).toBe('1200');
    expect(field(/Bedrooms/).value).toBe('5');
    fillPerson();
    await submit('Keep me informed');
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0]!.input).toMatchObject({
      goal: 'rent',
      propertyTypeIds: [2],
      cityIds: [8],
      zips: ['9999'],
      priceMax: 1200,
      minBedrooms: 5,
    });
  });

  it('ignores odd values and starts empty', async () => {
    renderDemand('?goal=steal&type=x&city=Ixelles&maxPrice=-1&minBedrooms=lots');
    expect(((await screen.findByRole('radio', { name: 'Rent' })) as HTMLInputElement).checked).toBe(false);
    expect(((await screen.findByRole('checkbox', { name: 'House' })) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.queryByRole('list', { name: 'Chosen zones' })).toBeNull();
    expect(field('Maximum price (€)').value).toBe('');
    expect(field(/Bedrooms/).value).toBe('');
  });
});

describe('NewsletterSignup', () => {
  it('loads its form after hydration and sends the address (name optional)', async () => {
    const sent: Sent[] = [];
    renderWithProviders(
      <Routes>
        <Route path="/en/" element={<NewsletterSignup />} />
        <Route path="/en/thank-you/sign-newsletter/" element={<h1>Thank-you page</h1>} />
      </Routes>,
      {
        route: '/en/',
        mocks: [
          ...commonMocks(),
          {
            request: {
              query: SubscribeNewsletter,
              variables: (v: Sent) => {
                sent.push(v);
                return true;
              },
            },
            result: { data: { subscribeNewsletter: accepted('/en/thank-you/sign-newsletter/') } },
          },
        ],
      },
    );
    const region = screen.getByRole('region', { name: 'Newsletter' });
    const email = (await within(region).findByLabelText(/E-mail/)) as HTMLInputElement;
    await submit('Subscribe');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(description(email)).toBe('This field is required.');
    fireEvent.change(email, { target: { value: 'lotte@example.be' } });
    await submit('Subscribe');
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0]!.input).toMatchObject({ email: 'lotte@example.be', name: null });
  });
});
