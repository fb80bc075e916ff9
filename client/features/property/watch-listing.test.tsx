import type { MockLink } from '@apollo/client/testing';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { messages as en } from '../../locales/en/messages.po';
import { CaptchaChallengeQuery } from '../../ui/forms/captcha';
import { resetPersonBlockForTests } from '../../ui/forms/person-block';
import { PrivacyRouteQuery } from '../../ui/forms/person-fields';
import { preloadForServerRender } from '../../ui/lazy-component';
import { renderWithProviders } from '../../ui/test-utils';
import { PropertyDetailQuery } from './property-detail.query';
import { PropertyPage } from './property-page';
import { asResponse, FULL_PROPERTY, MAP_SETTINGS_MOCK } from './property.fixtures';
import { WatchListing } from './watch-listing';
import { WatchListing as WatchListingMutation } from './watch-listing-form';

let challenge: { algorithm: string; salt: string; challenge: string; maxNumber: number; signature: string };
beforeAll(async () => {
  // The page's static sections, as the server has them before its first render.
  await preloadForServerRender('code');
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
beforeEach(() => {
  window.sessionStorage.clear();
  resetPersonBlockForTests();
});
afterEach(cleanup);

type Sent = { input: Record<string, unknown> };

const answer = (over: Record<string, unknown> = {}) => ({
  __typename: 'FormResult',
  ok: true,
  status: 'ACCEPTED',
  message: 'Thank you.',
  thankYouPath: '/en/thank-you/demand-register/',
  submissionId: 'x',
  errors: [],
  ...over,
});

/** What every form asks: the privacy statement's path and a captcha challenge. */
const formMocks = (): MockLink.MockedResponse[] => [
  { request: { query: PrivacyRouteQuery }, result: { data: { routes: [] } }, maxUsageCount: 10 },
  {
    request: { query: CaptchaChallengeQuery },
    result: { data: { captchaChallenge: { __typename: 'CaptchaChallenge', ...challenge } } },
    maxUsageCount: 10,
  },
];

function renderWatch(result = answer()) {
  const sent: Sent[] = [];
  const mocks: MockLink.MockedResponse[] = [
    ...formMocks(),
    {
      request: {
        query: WatchListingMutation,
        variables: (v: Sent) => {
          sent.push(v);
          return true;
        },
      },
      result: { data: { watchListing: result } },
      maxUsageCount: 10,
    },
  ];
  const view = renderWithProviders(<WatchListing propertyId={4242} />, {
    route: '/en/for-sale/antwerpen/villa/4242/',
    mocks,
  });
  return { sent, ...view };
}

/** Opens the disclosure as a click on its summary does in a browser. */
function open() {
  const details = document.querySelector('details.watch-listing') as HTMLDetailsElement;
  fireEvent.click(details.querySelector('summary')!);
  if (!details.open) {
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
  }
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () =>
  act(async () =>
    fireEvent.click(within(screen.getByRole('form')).getByRole('button', { name: 'Watch this property' })),
  );
function description(el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('WatchListing ("Watch this property")', () => {
  it('is a native disclosure in the server HTML: what it does, and that its form needs scripts', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <I18nProvider i18n={createI18n('en', en)}>
        <MemoryRouter>
          <WatchListing propertyId={4242} />
        </MemoryRouter>
      </I18nProvider>,
    );
    const details = container.querySelector('details.watch-listing');
    expect(details?.hasAttribute('open')).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('Watch this property');
    expect(details?.querySelector('summary svg')).not.toBeNull();
    expect(details?.querySelector('.watch-listing__panel p')?.textContent).toBe(
      "We'll e-mail you when its price drops, its availability changes or new visit slots open. Confirm by the link we send you.",
    );
    expect(details?.querySelector('noscript')?.innerHTML).toContain('This form needs JavaScript');
    expect(container.querySelectorAll('input, form')).toHaveLength(0);
  });

  it('opened before the page hydrated, it stays open and gets its form', async () => {
    const page = (
      <MockedProvider mocks={formMocks()}>
        <I18nProvider i18n={createI18n('en', en)}>
          <MemoryRouter>
            <WatchListing propertyId={4242} />
          </MemoryRouter>
        </I18nProvider>
      </MockedProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page);
    // The visitor opens it while the page's scripts are still on their way.
    const details = container.querySelector('details')!;
    details.open = true;
    const root = await act(async () => hydrateRoot(container, page));
    expect(container.querySelector('details')).toBe(details);
    expect(details.open).toBe(true);
    expect(await within(container).findByLabelText(/E-mail/)).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });

  it('loads its form when opened, checks it, sends it and says to check the mailbox', async () => {
    const { sent, container } = renderWatch();
    expect(container.querySelectorAll('input')).toHaveLength(0);
    open();
    const email = (await screen.findByLabelText(/E-mail/)) as HTMLInputElement;
    const form = screen.getByRole('form', { name: 'Watch this property' });

    await submit();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(email)).toBe('This field is required.');
    expect(description(field(/privacy statement/))).not.toBe('');
    expect(sent).toHaveLength(0);

    fireEvent.change(email, { target: { value: ' anna@example.be ' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /privacy statement/ }));
    await submit();
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe(
      'Check your mailbox.We have sent a link to anna@example.be. Your alerts about this property start once you confirm with it.',
    );
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.queryByRole('form')).toBeNull();
    // The confirmation says what comes next; the introduction no longer repeats it.
    expect(screen.queryByText(/Confirm by the link we send you/)).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toMatchObject({
      propertyId: 4242,
      email: 'anna@example.be',
      privacyConsent: true,
      meta: { lang: 'en' },
    });
  });

  it("shows the server's refusals beside their fields, and the listing's in the summary", async () => {
    const refusal = (field: string, message: string) => ({
      __typename: 'FieldError',
      field,
      code: 'x',
      message,
    });
    renderWatch(
      answer({
        ok: false,
        status: 'INVALID',
        message: 'The fields in red must be checked.',
        thankYouPath: null,
        submissionId: null,
        errors: [
          refusal('email', 'Address refused.'),
          refusal('privacyConsent', 'Consent refused.'),
          refusal('propertyId', 'This property can no longer be watched.'),
        ],
      }),
    );
    open();
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'anna@example.be' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy statement/ }));
    await submit();
    await waitFor(() => expect(description(field(/E-mail/))).toBe('Address refused.'));
    expect(description(field(/privacy statement/))).toBe('Consent refused.');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'The fields in red must be checked.This property can no longer be watched.',
    );
    // The visitor's input stays for another try.
    expect(field(/E-mail/).value).toBe('anna@example.be');
  });

  it.each([
    ['AVAILABLE', 1],
    ['OPTION', 1],
    ['SOLD', 0],
    ['RENTED', 0],
  ] as const)('on the detail page of a %s listing: %i', async (availability, count) => {
    const { container } = renderWithProviders(<PropertyPage id={4242} />, {
      mocks: [
        {
          request: { query: PropertyDetailQuery, variables: { id: 4242, lang: 'en' } },
          result: { data: { property: asResponse({ ...FULL_PROPERTY, availability, video: null }) } },
        },
        MAP_SETTINGS_MOCK,
      ],
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(container.querySelectorAll('.property-header details.watch-listing')).toHaveLength(count),
    );
  });
});
