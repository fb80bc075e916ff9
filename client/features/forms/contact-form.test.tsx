import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeSolution, powHashInput } from '../../../common/forms/proof-of-work';
import { renderWithProviders } from '../../ui/test-utils';
import { FORM_SENT_EVENT } from '../../ui/tracking-events';
import { CaptchaChallengeQuery } from '../../ui/forms/captcha';
import { ContactForm, SubmitSiteContact } from './contact-form';
import { PrivacyRouteQuery } from '../../ui/forms/person-fields';
import type { SubmissionMeta } from '../../ui/forms/use-form-submission';
import { VISITOR_FORM_TEXTS } from './visitor-form-texts';

// The forms' texts, loaded as a page has them once a form shows.
beforeAll(() => VISITOR_FORM_TEXTS.load('en'));

const SECRET_NUMBER = 7;
let challenge: { algorithm: string; salt: string; challenge: string; maxNumber: number; signature: string };

beforeAll(async () => {
  const salt = `${'ab'.repeat(12)}?expires=4102444800`;
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(powHashInput(salt, SECRET_NUMBER)),
  );
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  challenge = { algorithm: 'SHA-256', salt, challenge: hex, maxNumber: 50, signature: 'sig' };
});

type Answer =
  | {
      ok: boolean;
      status: string;
      message: string;
      thankYouPath?: string | null;
      errors?: { field: string; code: string; message: string }[];
    }
  | 'network-error';

interface Sent {
  input: Record<string, unknown> & { meta: SubmissionMeta };
}

/** Renders the site contact form with a captcha server and a mutation that answers `answer`. */
function renderForm(answer: Answer) {
  const sent: Sent[] = [];
  let challenges = 0;
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: PrivacyRouteQuery },
      result: {
        data: {
          routes: [
            {
              __typename: 'Route',
              key: 'privacy-statement',
              paths: {
                __typename: 'PagePaths',
                nl: '/nl/privacy-statement/',
                fr: '/fr/privacy-statement/',
                en: '/en/privacy-statement/',
                de: null,
              },
            },
          ],
        },
      },
      maxUsageCount: 10,
    },
    {
      request: { query: CaptchaChallengeQuery },
      result: () => {
        challenges++;
        return { data: { captchaChallenge: { __typename: 'CaptchaChallenge', ...challenge } } };
      },
      maxUsageCount: 10,
    },
    {
      request: {
        query: SubmitSiteContact,
        variables: (v: Sent) => {
          sent.push(v);
          return true;
        },
      },
      maxUsageCount: 10,
      ...(answer === 'network-error'
        ? { error: new Error('offline') }
        : {
            result: {
              data: {
                submitSiteContact: {
                  __typename: 'FormResult',
                  submissionId: null,
                  thankYouPath: null,
                  ...answer,
                  errors: (answer.errors ?? []).map((e) => ({ __typename: 'FieldError', ...e })),
                },
              },
            },
          }),
    },
  ];
  const view = renderWithProviders(
    <Routes>
      <Route path="/en/contact/" element={<ContactForm kind="site-contact" />} />
      <Route path="/en/thank-you/site-contact/" element={<h1>Thank-you page</h1>} />
    </Routes>,
    { route: '/en/contact/', mocks },
  );
  return { view, sent, challenges: () => challenges };
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

/** The text the control's aria-describedby points to. */
function description(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function fillValid() {
  fireEvent.focus(field(/First name/));
  type(/First name/, 'Anna');
  type(/Last name/, 'Peeters');
  type(/E-mail/, 'anna.peeters@example.be');
  type(/Phone/, '0475 12 34 56');
  type(/Message/, 'Hello');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('ContactForm (form kit)', () => {
  beforeEach(() => {
    document.cookie = 'consent=; Max-Age=0; Path=/';
  });
  afterEach(cleanup);

  it('marks required fields, links the privacy statement and hides the honeypot from people', async () => {
    renderForm({ ok: true, status: 'ACCEPTED', message: 'ok' });
    expect((await screen.findByRole('link', { name: 'privacy statement' })).getAttribute('href')).toBe(
      '/en/privacy-statement/',
    );
    expect(field(/First name/).required).toBe(true);
    expect(screen.getByText('First name').parentElement?.textContent).toContain('*');
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.closest('.visually-hidden')).not.toBeNull();
  });

  it("gives the title's empty choice a text (an empty option is invalid HTML and read as nothing)", () => {
    renderForm({ ok: true, status: 'ACCEPTED', message: 'ok' });
    const options = [...(field(/Title/) as unknown as HTMLSelectElement).options];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choose…'],
      ['mr', 'Mr'],
      ['mrs', 'Mrs'],
      ['miss', 'Miss'],
    ]);
  });

  it('checks in the browser with the shared rules: messages per field, wired, summary, focus, nothing sent', async () => {
    const { sent, challenges } = renderForm({ ok: true, status: 'ACCEPTED', message: 'ok' });
    type(/E-mail/, 'not-an-address');
    type(/Phone/, '12');
    type(/Last name/, 'x'.repeat(101));
    await submit();

    const expected: [RegExp, string][] = [
      [/First name/, 'This field is required.'],
      [/Last name/, 'This text is too long (at most 100 characters).'],
      [/E-mail/, 'Please enter a valid e-mail address.'],
      [/Phone/, 'Please enter a valid phone number.'],
    ];
    for (const [label, message] of expected) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(description(field(label))).toBe(message);
    }
    const consent = screen.getByRole('checkbox');
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(description(consent)).toBe('Please accept the privacy statement.');
    expect(field(/Message/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('The fields in red must be checked.');
    await waitFor(() => expect(document.activeElement).toBe(field(/First name/)));
    // Typed values stay.
    expect(field(/E-mail/).value).toBe('not-an-address');
    expect(sent).toHaveLength(0);
    // Filling the form started the robot check (not the page load).
    await waitFor(() => expect(screen.getByText('Verified')).toBeTruthy());
    expect(challenges()).toBe(1);

    // Fixing a field removes its complaint.
    type(/First name/, 'Anna');
    expect(field(/First name/).getAttribute('aria-invalid')).toBeNull();
  });

  it('does not fetch a challenge before the visitor starts', async () => {
    const { challenges } = renderForm({ ok: true, status: 'ACCEPTED', message: 'ok' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(challenges()).toBe(0);
    fireEvent.focus(field(/First name/));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(challenges()).toBe(1);
  });

  it('puts the server errors on their fields, keeps the values and gets a new challenge', async () => {
    const { sent, challenges } = renderForm({
      ok: false,
      status: 'INVALID',
      message: 'The fields in red must be checked.',
      errors: [
        { field: 'email', code: 'email', message: 'Server: bad address.' },
        { field: 'propertyId', code: 'unknownProperty', message: 'This property does not exist (any more).' },
      ],
    });
    fillValid();
    await submit();
    await waitFor(() => expect(field(/E-mail/).getAttribute('aria-invalid')).toBe('true'));
    expect(description(field(/E-mail/))).toBe('Server: bad address.');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The fields in red must be checked.')).toBeTruthy();
    expect(within(alert).getByText('This property does not exist (any more).')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/E-mail/)));
    expect(field(/First name/).value).toBe('Anna');
    expect(field(/Message/).value).toBe('Hello');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);

    expect(sent).toHaveLength(1);
    const meta = sent[0].input.meta;
    expect(meta.lang).toBe('en');
    expect(meta.analyticsConsent).toBe(false);
    expect(meta.website).toBeNull();
    expect(decodeSolution(meta.captcha ?? '')?.number).toBe(SECRET_NUMBER);
    expect(sent[0].input).toMatchObject({
      firstName: 'Anna',
      title: null,
      contactTime: null,
      privacyConsent: true,
      propertyId: null,
    });
    await waitFor(() => expect(challenges()).toBe(2));
  });

  it('says "Mail not sent, try again." when the server cannot be reached, values kept', async () => {
    renderForm('network-error');
    fillValid();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Mail not sent, try again.'));
    expect(field(/Last name/).value).toBe('Peeters');
  });

  it('shows the server summary (rate limited) as it comes', async () => {
    renderForm({
      ok: false,
      status: 'RATE_LIMITED',
      message: 'You have sent this form too often. Please wait a few minutes and try again.',
    });
    fillValid();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/too often/));
  });

  it("on success announces the form's analytics label, then opens the thank-you page", async () => {
    document.cookie = 'consent=necessary.statistics; Path=/';
    // The consent runtime's trackers record it (only those the visitor allowed): trackers.test.ts.
    const announced: string[] = [];
    const listen = (e: Event) => announced.push((e as CustomEvent<string>).detail);
    window.addEventListener(FORM_SENT_EVENT, listen);
    const { sent } = renderForm({
      ok: true,
      status: 'ACCEPTED',
      message: 'Thank you.',
      thankYouPath: '/en/thank-you/site-contact/',
    });
    fillValid();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    window.removeEventListener(FORM_SENT_EVENT, listen);
    expect(sent[0].input.meta.analyticsConsent).toBe(true);
    expect(announced).toEqual(['site_contact']);
  });
});
