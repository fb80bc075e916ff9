import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { CaptchaChallengeQuery } from '../../ui/forms/captcha';
import { PrivacyRouteQuery } from '../../ui/forms/person-fields';
import { DemandChoicesQuery, DemandForm, RegisterDemand } from './demand-form';
import { DEMAND_TEXTS } from './demand-texts';
import { NewsletterSignup } from './newsletter-signup';
import { SubscribeNewsletter } from './newsletter-form';

let challenge: { algorithm: string; salt: string; challenge: string; maxNumber: number; signature: string };
beforeAll(async () => {
  // The form's texts, loaded as the page has them before it hydrates.
  await DEMAND_TEXTS.load('en');
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

function renderDemand(
  query = '',
  answer: Record<string, unknown> = accepted('/en/thank-you/demand-register/'),
) {
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
      result: { data: { registerDemand: answer } },
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
    await submit('Save my search');

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
    await submit('Save my search');
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
    await submit('Save my search');
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
    await submit('Save my search');
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

describe('DemandForm as a saved search', () => {
  it('opens from a list\'s "Save this search" with every filter and words, a suggested name and instant alerts', async () => {
    const { sent } = renderDemand(
      '?goal=sale&type=2&city=Ixelles%7C1050&city=Uccle%7C1180&minPrice=250000&maxPrice=450000' +
        '&minBedrooms=2&minLivingArea=90&maxEnergyLabel=C&q=rue+haute',
    );
    await waitFor(() => expect(field('Name of your search (optional)').value).not.toBe(''));
    expect(field('Name of your search (optional)').value).toBe(
      'Apartment in Ixelles +1, € 250.000 – € 450.000',
    );
    expect(field('Minimum price (€)').value).toBe('250000');
    expect(field('Maximum price (€)').value).toBe('450000');
    expect(field('Minimum living area (m²)').value).toBe('90');
    const words = field('Search words (optional)');
    expect(words.value).toBe('rue haute');
    expect(words.maxLength).toBe(100);
    expect(description(words)).toBe('A street, municipality, property type or reference, e.g. Rue Haute');
    const energy = screen.getByRole('combobox', { name: 'Energy label' }) as HTMLSelectElement;
    expect(energy.value).toBe('C');
    expect(energy.selectedOptions[0]?.textContent).toBe('C or better');
    expect([...energy.options].map((o) => o.textContent)).toEqual([
      'Any label',
      'A+ or better',
      'A or better',
      'B or better',
      'C or better',
      'D or better',
      'E or better',
      'F or better',
      'G or better',
    ]);
    const often = screen.getByRole('group', { name: 'How often shall we e-mail you?' });
    expect(
      within(often)
        .getAllByRole('radio')
        .map((r) => [r.closest('label')?.textContent, (r as HTMLInputElement).checked]),
    ).toEqual([
      ['As soon as there is news', true],
      ['Daily digest', false],
      ['Weekly digest', false],
    ]);

    fireEvent.click(within(often).getByRole('radio', { name: 'Weekly digest' }));
    type('Name of your search (optional)', 'Near the office');
    fillPerson();
    await submit('Save my search');
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0]!.input).toMatchObject({
      goal: 'buy',
      propertyTypeIds: [2],
      cityIds: [8],
      zips: ['1180'],
      priceMin: 250_000,
      priceMax: 450_000,
      minBedrooms: 2,
      minLivingArea: 90,
      maxEnergyLabel: 'C',
      text: 'rue haute',
      searchName: 'Near the office',
      frequency: 'weekly',
    });
  });

  it.each<[string, string]>([
    ['?goal=rent&type=1&maxPrice=1200', 'House, up to € 1.200'],
    ['?city=Waterloo%7C1410&minPrice=300000', 'Waterloo, from € 300.000'],
    ['?maxPrice=500000', 'Up to € 500.000'],
    ['?goal=sale&minBedrooms=3', ''],
    [
      `?city=${encodeURIComponent(`${'Sint-Pieters-Woluwe-'.repeat(5)}|1150`)}`,
      `${'Sint-Pieters-Woluwe-'.repeat(4).slice(0, 79)}…`,
    ],
  ])('suggests a name for %s: "%s"', async (query, name) => {
    renderDemand(query);
    await screen.findByRole('checkbox', { name: 'House' });
    await waitFor(() => expect(field('Name of your search (optional)').value).toBe(name));
  });

  it('sends blank extras as nothing, and checks the living area, the words and the name in the browser', async () => {
    const { sent } = renderDemand('?goal=sale&type=1&city=Waterloo%7C1410');
    await screen.findByRole('checkbox', { name: 'House' });
    await waitFor(() => expect(field('Name of your search (optional)').value).toBe('House in Waterloo'));
    expect(field('Search words (optional)').value).toBe('');
    type('Name of your search (optional)', 'x'.repeat(81));
    type('Minimum living area (m²)', '0');
    type('Search words (optional)', 'y'.repeat(101));
    fillPerson();
    await submit('Save my search');
    expect(description(field('Name of your search (optional)'))).toBe(
      'This text is too long (at most 80 characters).',
    );
    expect(description(field('Minimum living area (m²)'))).toBe('Please enter a valid number.');
    expect(description(field('Search words (optional)'))).toContain(
      'This text is too long (at most 100 characters).',
    );
    expect(sent).toHaveLength(0);

    type('Name of your search (optional)', ' ');
    type('Minimum living area (m²)', '');
    type('Search words (optional)', '  ');
    await submit('Save my search');
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0]!.input).toMatchObject({
      searchName: null,
      minLivingArea: null,
      maxEnergyLabel: null,
      text: null,
      frequency: 'instant',
    });
  });

  it.each<[string, string, string | null]>([
    ['typed', 'Rue Haute 12', 'Rue Haute 12'],
    ['trimmed', '  villa  ', 'villa'],
    ['the longest kept', 'z'.repeat(100), 'z'.repeat(100)],
  ])('sends the words %s', async (_, typed, expected) => {
    const { sent } = renderDemand('?goal=sale&type=1&city=Waterloo%7C1410');
    await screen.findByRole('checkbox', { name: 'House' });
    type('Search words (optional)', typed);
    fillPerson();
    await submit('Save my search');
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0]!.input).toMatchObject({ text: expected });
  });

  it('puts the words of a link on one line, cut to what the register keeps', async () => {
    renderDemand(`?goal=sale&q=rue%0D%0Ahaute%09${'x'.repeat(120)}`);
    await screen.findByRole('checkbox', { name: 'House' });
    expect(field('Search words (optional)').value).toBe(`rue haute ${'x'.repeat(90)}`);
  });

  it("shows the server's refusals of the new fields beside them", async () => {
    const refusal = (field: string, message: string) => ({
      __typename: 'FieldError',
      field,
      code: 'x',
      message,
    });
    renderDemand('?goal=sale&type=1&city=Waterloo%7C1410&minLivingArea=50&maxEnergyLabel=D', {
      __typename: 'FormResult',
      ok: false,
      status: 'INVALID',
      message: 'The fields in red must be checked.',
      thankYouPath: null,
      submissionId: null,
      errors: [
        refusal('searchName', 'Name refused.'),
        refusal('frequency', 'Frequency refused.'),
        refusal('minLivingArea', 'Area refused.'),
        refusal('maxEnergyLabel', 'Label refused.'),
        refusal('text', 'Words refused.'),
      ],
    });
    await screen.findByRole('checkbox', { name: 'House' });
    fillPerson();
    await submit('Save my search');
    await waitFor(() => expect(description(field('Name of your search (optional)'))).toBe('Name refused.'));
    expect(field('Name of your search (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(description(screen.getByRole('group', { name: 'How often shall we e-mail you?' }))).toBe(
      'Frequency refused.',
    );
    expect(description(field('Minimum living area (m²)'))).toBe('Area refused.');
    expect(description(screen.getByRole('combobox', { name: 'Energy label' }))).toBe('Label refused.');
    expect(description(field('Search words (optional)'))).toBe(
      'A street, municipality, property type or reference, e.g. Rue Haute Words refused.',
    );
    expect(field('Search words (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('The fields in red must be checked.');
    // Beside their fields, not again in the summary's list.
    expect(within(screen.getByRole('alert')).queryByRole('list')).toBeNull();
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
