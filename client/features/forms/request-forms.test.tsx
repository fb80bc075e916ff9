import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { CaptchaChallengeQuery } from '../../ui/forms/captcha';
import { DocumentsRequestForm, RequestDocuments } from './documents-request-form';
import { PrivacyRouteQuery } from '../../ui/forms/person-fields';
import { SendToFriend, SendToFriendForm } from './send-to-friend-form';
import type { SubmissionMeta } from '../../ui/forms/use-form-submission';
import { RequestValuation, ValuationForm } from './valuation-form';
import { VISITOR_FORM_TEXTS } from './visitor-form-texts';

// The forms' texts, loaded as a page has them once a form shows.
beforeAll(() => VISITOR_FORM_TEXTS.load('en'));

const SECRET_NUMBER = 3;
let challenge: { algorithm: string; salt: string; challenge: string; maxNumber: number; signature: string };
beforeAll(async () => {
  const salt = 'xyz?expires=4102444800';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(salt + SECRET_NUMBER));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  challenge = { algorithm: 'SHA-256', salt, challenge: hex, maxNumber: 20, signature: 'sig' };
});
afterEach(cleanup);

type Answer = {
  ok: boolean;
  status: string;
  message: string;
  thankYouPath?: string | null;
  errors?: { field: string; code: string; message: string }[];
};
type Sent = { input: Record<string, unknown> & { meta: SubmissionMeta } };

/** Renders one form with a captcha server and its mutation answering the `answers` in turn. */
function renderForm(
  ui: ReactNode,
  mutation: DocumentNode,
  field: string,
  answers: Answer[],
  thankYou = '/en/thank-you/x/',
) {
  const sent: Sent[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: PrivacyRouteQuery },
      result: {
        data: {
          routes: [
            {
              __typename: 'Route',
              key: 'privacy-statement',
              paths: { __typename: 'PagePaths', nl: null, fr: null, en: '/en/privacy-statement/', de: null },
            },
          ],
        },
      },
      maxUsageCount: 10,
    },
    {
      request: { query: CaptchaChallengeQuery },
      result: { data: { captchaChallenge: { __typename: 'CaptchaChallenge', ...challenge } } },
      maxUsageCount: 10,
    },
    ...answers.map((answer) => ({
      request: {
        query: mutation,
        variables: (v: Sent) => {
          sent.push(v);
          return true;
        },
      },
      result: {
        data: {
          [field]: {
            __typename: 'FormResult',
            submissionId: null,
            thankYouPath: null,
            ...answer,
            errors: (answer.errors ?? []).map((e) => ({ __typename: 'FieldError', ...e })),
          },
        },
      },
    })),
  ];
  renderWithProviders(
    <Routes>
      <Route path="/en/form/" element={ui} />
      <Route path={thankYou} element={<h1>Thank-you page</h1>} />
    </Routes>,
    { route: '/en/form/', mocks },
  );
  return { sent };
}

const control = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(control(label), { target: { value } });
const submit = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function fillPerson() {
  fireEvent.focus(control(/First name/));
  fireEvent.change(control(/^Title/), { target: { value: 'mrs' } });
  type(/First name/, 'Anna');
  type(/Last name/, 'Peeters');
  type(/^E-mail/, 'anna@example.be');
  type(/Phone/, '0475 12 34 56');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('DocumentsRequestForm', () => {
  it('shows "will be sent by e-mail", then "already requested" on the same page, and sends the property', async () => {
    const { sent } = renderForm(
      <DocumentsRequestForm propertyId={4242} />,
      RequestDocuments,
      'requestDocuments',
      [
        {
          ok: true,
          status: 'ACCEPTED',
          message: 'The documents will be sent to you by e-mail.',
          thankYouPath: '/en/thank-you/x/',
        },
        {
          ok: false,
          status: 'ALREADY_REQUESTED',
          message: 'You have already requested the documents for this property.',
        },
      ],
    );
    fillPerson();
    await submit('Request the documents');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The documents will be sent to you by e-mail.'),
    );
    // Stayed on the page: the outcome is the message.
    expect(screen.queryByRole('heading', { name: 'Thank-you page' })).toBeNull();
    expect(sent[0].input).toMatchObject({
      propertyId: 4242,
      firstName: 'Anna',
      email: 'anna@example.be',
      privacyConsent: true,
    });

    fillPerson();
    await submit('Request the documents');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You have already requested the documents for this property.',
      ),
    );
    expect(screen.getByRole('alert').className).toContain('form-summary--error');
  });
});

describe('SendToFriendForm', () => {
  it("checks the friend's address, links and the note length in the browser, tied to the fields, first error focused", async () => {
    const { sent } = renderForm(<SendToFriendForm propertyId={7} />, SendToFriend, 'sendToFriend', []);
    fireEvent.focus(control(/Your name/));
    type(/Your name/, 'Anna');
    type(/Your e-mail/, 'anna@example.be');
    type(/Your friend's e-mail/, 'not-an-address');
    type(/A short note/, 'Look at www.spam.example');
    await submit('Send to my friend');
    expect(control(/Your friend's e-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(description(control(/Your friend's e-mail/))).toBe(
      "Friend's e-mail is required and must be valid.",
    );
    expect(description(control(/A short note/))).toContain('Links are not allowed in this field.');
    await waitFor(() => expect(document.activeElement).toBe(control(/Your friend's e-mail/)));
    expect(screen.getByRole('alert').textContent).toBe('The fields in red must be checked.');
    expect(control(/A short note/).maxLength).toBe(500);
    expect(sent).toHaveLength(0);
  });

  it('sends the recommendation and opens the thank-you page', async () => {
    const { sent } = renderForm(
      <SendToFriendForm propertyId={7} />,
      SendToFriend,
      'sendToFriend',
      [
        {
          ok: true,
          status: 'ACCEPTED',
          message: 'Thank you.',
          thankYouPath: '/en/thank-you/send-to-friend/',
        },
      ],
      '/en/thank-you/send-to-friend/',
    );
    fireEvent.focus(control(/Your name/));
    type(/Your name/, 'Anna');
    type(/Your e-mail/, 'anna@example.be');
    type(/Your friend's e-mail/, 'bob@example.be');
    await submit('Send to my friend');
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0].input).toMatchObject({
      propertyId: 7,
      senderName: 'Anna',
      senderEmail: 'anna@example.be',
      friendEmail: 'bob@example.be',
      note: null,
    });
  });

  it('shows the per-recipient refusal from the server', async () => {
    renderForm(<SendToFriendForm propertyId={7} />, SendToFriend, 'sendToFriend', [
      {
        ok: false,
        status: 'RATE_LIMITED',
        message: 'This address has already received enough recommendations today. Please try again tomorrow.',
      },
    ]);
    fireEvent.focus(control(/Your name/));
    type(/Your name/, 'Anna');
    type(/Your e-mail/, 'anna@example.be');
    type(/Your friend's e-mail/, 'bob@example.be');
    await submit('Send to my friend');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/enough recommendations today/),
    );
    expect(control(/Your friend's e-mail/).value).toBe('bob@example.be');
  });
});

describe('ValuationForm', () => {
  it('says "Valuation address is required" on each missing part of the address and requires type and goal', async () => {
    const { sent } = renderForm(<ValuationForm />, RequestValuation, 'requestValuation', []);
    fillPerson();
    type(/Street/, 'Rue Haute');
    await submit('Request a free valuation');
    for (const label of [/House number/, /^Zip/, /^City/]) {
      expect(control(label).getAttribute('aria-invalid')).toBe('true');
      expect(description(control(label))).toBe('Valuation address is required.');
    }
    expect(control(/Street/).getAttribute('aria-invalid')).toBeNull();
    expect(description(control(/Property type/))).toBe('This field is required.');
    await waitFor(() => expect(document.activeElement).toBe(control(/House number/)));
    // Property type and goal.
    expect(screen.getAllByText('This field is required.', { selector: '.field__error' })).toHaveLength(2);
    expect(sent).toHaveLength(0);
  });

  it('marks the salutation required (the documents request does not) and refuses the form without it', async () => {
    const { sent } = renderForm(<ValuationForm />, RequestValuation, 'requestValuation', []);
    fillPerson();
    fireEvent.change(control(/^Title/), { target: { value: '' } });
    expect(control(/^Title/).required).toBe(true);
    await submit('Request a free valuation');
    expect(control(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(description(control(/^Title/))).toBe('This field is required.');
    expect(sent).toHaveLength(0);
    cleanup();
    renderForm(<DocumentsRequestForm propertyId={1} />, RequestDocuments, 'requestDocuments', []);
    expect(control(/^Title/).required).toBe(false);
  });

  it('sends the address, type, goal and remarks', async () => {
    const { sent } = renderForm(
      <ValuationForm />,
      RequestValuation,
      'requestValuation',
      [
        {
          ok: true,
          status: 'ACCEPTED',
          message: 'Thank you.',
          thankYouPath: '/en/thank-you/contact-demand/',
        },
      ],
      '/en/thank-you/contact-demand/',
    );
    fillPerson();
    type(/Street/, 'Rue Haute');
    type(/House number/, '12');
    type(/^Zip/, '1000');
    type(/^City/, 'Bruxelles');
    fireEvent.change(control(/Property type/), { target: { value: 'house' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    type(/Message/, 'Big garden');
    await submit('Request a free valuation');
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0].input).toMatchObject({
      street: 'Rue Haute',
      houseNumber: '12',
      box: null,
      zip: '1000',
      city: 'Bruxelles',
      propertyType: 'house',
      goal: 'sale',
      remarks: 'Big garden',
    });
    expect(sent[0].input).not.toHaveProperty('message');
  });
});
