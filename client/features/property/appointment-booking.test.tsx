import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { CaptchaChallengeQuery } from '../../ui/forms/captcha';
import { PrivacyRouteQuery } from '../../ui/forms/person-fields';
import {
  AppointmentBooking,
  AppointmentSlotsQuery,
  BookAppointment,
  groupByDay,
} from './appointment-booking';
import { VISITOR_FORM_TEXTS } from '../forms/visitor-form-texts';

// The forms' texts, loaded as a page has them once a form shows.
beforeAll(() => VISITOR_FORM_TEXTS.load('en'));

const SECRET_NUMBER = 3;
let challenge: { algorithm: string; salt: string; challenge: string; maxNumber: number; signature: string };
beforeAll(async () => {
  const salt = 'slot?expires=4102444800';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(salt + SECRET_NUMBER));
  challenge = {
    algorithm: 'SHA-256',
    salt,
    challenge: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join(''),
    maxNumber: 10,
    signature: 'sig',
  };
});

// Monday 23 and Tuesday 24 November 2026; Brussels is UTC+1 then.
const slot = (id: number, startsAt: string, endsAt: string, remaining: number) => ({
  __typename: 'AppointmentSlot' as const,
  id,
  startsAt,
  endsAt,
  capacity: 3,
  remaining,
});
const SLOTS = [
  slot(2, '2026-11-23T12:00:00.000Z', '2026-11-23T15:00:00.000Z', 0),
  slot(1, '2026-11-23T09:00:00.000Z', '2026-11-23T12:00:00.000Z', 1),
  slot(3, '2026-11-24T09:00:00.000Z', '2026-11-24T12:00:00.000Z', 3),
];

type Answer = {
  ok: boolean;
  status: string;
  message: string;
  thankYouPath?: string | null;
  errors?: { field: string; code: string; message: string }[];
};

function renderBooking(
  answer: Answer,
  { initial = SLOTS, afterRefusal = SLOTS }: { initial?: typeof SLOTS; afterRefusal?: typeof SLOTS } = {},
) {
  const sent: { input: Record<string, unknown> }[] = [];
  let slotQueries = 0;
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: PrivacyRouteQuery }, result: { data: { routes: [] } }, maxUsageCount: 10 },
    {
      request: { query: CaptchaChallengeQuery },
      result: { data: { captchaChallenge: { __typename: 'CaptchaChallenge', ...challenge } } },
      maxUsageCount: 10,
    },
    {
      request: { query: AppointmentSlotsQuery, variables: { propertyId: 42 } },
      result: () => ({ data: { appointmentSlots: slotQueries++ === 0 ? initial : afterRefusal } }),
      maxUsageCount: 10,
    },
    {
      request: {
        query: BookAppointment,
        variables: (v: { input: Record<string, unknown> }) => (sent.push(v), true),
      },
      result: {
        data: {
          bookAppointment: {
            __typename: 'FormResult',
            submissionId: null,
            thankYouPath: null,
            ...answer,
            errors: (answer.errors ?? []).map((e) => ({ __typename: 'FieldError', ...e })),
          },
        },
      },
      maxUsageCount: 10,
    },
  ];
  renderWithProviders(
    <Routes>
      <Route path="/en/for-sale/x/y/42/" element={<AppointmentBooking propertyId={42} />} />
      <Route path="/en/thank-you/contact-appointment/" element={<h1>Thank-you page</h1>} />
    </Routes>,
    { route: '/en/for-sale/x/y/42/', mocks },
  );
  return { sent, slotQueries: () => slotQueries };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book this visit' })));
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
function fillPerson() {
  fireEvent.focus(field(/First name/));
  type(/First name/, 'Anna');
  type(/Last name/, 'Peeters');
  type(/E-mail/, 'anna.peeters@example.be');
  type(/Phone/, '0475 12 34 56');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('groupByDay', () => {
  it.each([
    [[], []],
    [
      SLOTS,
      [
        ['2026-11-23', [1, 2]],
        ['2026-11-24', [3]],
      ],
    ],
    // 23:30 UTC on the 23rd is already the 24th in Brussels.
    [[slot(9, '2026-11-23T23:30:00.000Z', '2026-11-24T01:00:00.000Z', 1)], [['2026-11-24', [9]]]],
  ])('groups %#', (input, expected) => {
    expect(groupByDay(input).map((d) => [d.day, d.slots.map((s) => s.id)])).toEqual(expected);
  });
});

describe('AppointmentBooking', () => {
  afterEach(cleanup);

  it('shows the slots grouped by day in Brussels time, full ones disabled, then the person block', async () => {
    renderBooking({ ok: true, status: 'ACCEPTED', message: 'ok' });
    const days = await screen.findByRole('radiogroup', { name: 'Day' });
    // The first day with a free time is open; a fully booked day says so on its chip.
    expect(
      within(days)
        .getAllByRole('radio')
        .map((r) => [r.getAttribute('aria-label'), r.getAttribute('aria-checked')]),
    ).toEqual([
      ['Monday, 23 November 2026', 'true'],
      ['Tuesday, 24 November 2026', 'false'],
    ]);
    const monday = screen.getByRole('group', { name: 'Monday, 23 November 2026' });
    expect(
      within(monday)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['10:00–13:001 place left', '13:00–16:00Full']);
    expect(radio(/13:00–16:00/).disabled).toBe(true);
    expect(radio(/13:00–16:00/).name).toBe('');
    expect(radio(/^10:00–13:00.*1 place left/).disabled).toBe(false);
    expect(screen.queryByRole('group', { name: 'Tuesday, 24 November 2026' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Tuesday, 24 November 2026' }));
    const tuesday = screen.getByRole('group', { name: 'Tuesday, 24 November 2026' });
    expect(within(tuesday).getByRole('radio').closest('label')?.textContent).toBe('10:00–13:003 places left');
    expect(screen.getByRole('group', { name: /Choose a day and time/ })).toBeTruthy();
    expect(field(/First name/)).toBeTruthy();
  });

  it('asks for a slot first: the group is marked, described, and focus goes to the first free slot', async () => {
    const { sent } = renderBooking({ ok: true, status: 'ACCEPTED', message: 'ok' });
    await screen.findByRole('radiogroup', { name: 'Day' });
    fillPerson();
    await submit();
    const group = screen.getByRole('group', { name: /Choose a day and time/ });
    const describedBy = group.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('This field is required.');
    expect(radio(/1 place left/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(radio(/1 place left/)));
    expect(sent).toHaveLength(0);
    // Choosing one clears the complaint.
    fireEvent.click(screen.getByRole('radio', { name: 'Tuesday, 24 November 2026' }));
    fireEvent.click(radio(/3 places left/));
    expect(group.getAttribute('aria-describedby')).toBeNull();
  });

  it('books the chosen slot and opens the thank-you page', async () => {
    const { sent } = renderBooking({
      ok: true,
      status: 'ACCEPTED',
      message: 'ok',
      thankYouPath: '/en/thank-you/contact-appointment/',
    });
    await screen.findByRole('radiogroup', { name: 'Day' });
    fillPerson();
    fireEvent.click(screen.getByRole('radio', { name: 'Tuesday, 24 November 2026' }));
    fireEvent.click(radio(/3 places left/));
    await submit();
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0].input).toMatchObject({
      propertyId: 42,
      slotId: 3,
      firstName: 'Anna',
      privacyConsent: true,
      meta: { lang: 'en' },
    });
  });

  it('when the slot filled up meanwhile: says so on the slot and shows the places as they are now', async () => {
    const full = 'The appointments are full.';
    const { slotQueries } = renderBooking(
      {
        ok: false,
        status: 'FULL',
        message: full,
        errors: [{ field: 'slotId', code: 'full', message: full }],
      },
      { afterRefusal: SLOTS.map((s) => (s.id === 3 ? { ...s, remaining: 0 } : s)) },
    );
    await screen.findByRole('radiogroup', { name: 'Day' });
    fillPerson();
    fireEvent.click(screen.getByRole('radio', { name: 'Tuesday, 24 November 2026' }));
    fireEvent.click(radio(/3 places left/));
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(full));
    const group = screen.getByRole('group', { name: /Choose a day and time/ });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(full);
    await waitFor(() => expect(slotQueries()).toBe(2));
    const tuesday = screen.getByRole('group', { name: 'Tuesday, 24 November 2026' });
    await waitFor(() => expect((within(tuesday).getByRole('radio') as HTMLInputElement).disabled).toBe(true));
    expect(field(/First name/).value).toBe('Anna');
  });

  it('the days answer the arrow keys, Home and End, as one radio group', async () => {
    renderBooking({ ok: true, status: 'ACCEPTED', message: 'ok' });
    const monday = await screen.findByRole('radio', { name: 'Monday, 23 November 2026' });
    const tuesday = screen.getByRole('radio', { name: 'Tuesday, 24 November 2026' });
    expect([monday.tabIndex, tuesday.tabIndex]).toEqual([0, -1]);
    fireEvent.keyDown(monday, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tuesday);
    expect(tuesday.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('group', { name: 'Tuesday, 24 November 2026' })).toBeTruthy();
    fireEvent.keyDown(tuesday, { key: 'Home' });
    expect(document.activeElement).toBe(monday);
    fireEvent.keyDown(monday, { key: 'End' });
    expect(document.activeElement).toBe(tuesday);
  });

  it('every time full: "The appointments are full", and a visit can still be asked for by message', async () => {
    renderBooking(
      { ok: true, status: 'ACCEPTED', message: 'ok' },
      { initial: SLOTS.map((s) => ({ ...s, remaining: 0 })) },
    );
    expect(await screen.findByText(/The appointments are full\./)).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Day' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Request a visit' })).toBeTruthy();
  });

  it('no visiting times planned: the visit is asked for by message', async () => {
    const { slotQueries } = renderBooking({ ok: true, status: 'ACCEPTED', message: 'ok' }, { initial: [] });
    expect(await screen.findByText(/No visiting times are planned yet\./)).toBeTruthy();
    expect(slotQueries()).toBe(1);
    expect(screen.getByRole('button', { name: 'Request a visit' })).toBeTruthy();
  });
});
