import { useApolloClient, useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  AGENCY_TIME_ZONE,
  formatSlotDay,
  formatSlotHours,
  slotDay,
} from '../../../common/forms/appointment-time';
import { APPOINTMENT_RULES } from '../../../common/forms/appointment-rules';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import type {
  AppointmentSlotsQuery as SlotsData,
  BookAppointmentInput,
  FormResultFieldsFragment,
} from '../../generated/graphql';
import { ContactForm, contactInput } from '../forms';
import { RequiredMark, RequiredNote } from '../../ui/forms/fields';
import { KitForm } from '../../ui/forms/form-parts';
import {
  EMPTY_PERSON,
  PersonFields,
  requirePrivacyConsent,
  type PersonValues,
} from '../../ui/forms/person-fields';
import { useFormSubmission, type FormSubmission } from '../../ui/forms/use-form-submission';
import './appointment-booking.css';

export const AppointmentSlotsQuery = graphql(`
  query AppointmentSlots($propertyId: Int!) {
    appointmentSlots(propertyId: $propertyId) {
      id
      startsAt
      endsAt
      capacity
      remaining
    }
  }
`);

export const BookAppointment = graphql(`
  mutation BookAppointment($input: BookAppointmentInput!) {
    bookAppointment(input: $input) {
      ...FormResultFields
    }
  }
`);

type Slot = SlotsData['appointmentSlots'][number];
type BookingValues = PersonValues & { slotId: string };

/** Slots in order, grouped by their day in the agency's time zone. */
export function groupByDay(slots: readonly Slot[]): { day: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const s of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const key = slotDay(s.startsAt);
    days.set(key, [...(days.get(key) ?? []), s]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** The day's chip: "ma 23 nov." in the agency's time zone. */
function chipParts(lang: string, startsAt: string): { weekday: string; date: string } {
  const d = new Date(startsAt);
  const opts = { timeZone: AGENCY_TIME_ZONE } as const;
  return {
    weekday: new Intl.DateTimeFormat(`${lang}-BE`, { ...opts, weekday: 'short' }).format(d),
    date: new Intl.DateTimeFormat(`${lang}-BE`, { ...opts, day: 'numeric', month: 'short' }).format(d),
  };
}

const hasRoom = (s: Slot) => s.remaining > 0;

/**
 * "Book a visit": the listing's days as a row of chips, then the chosen day's times (full ones
 * shown but disabled), then the person block. Places change with every booking, so the times are
 * asked for when the visitor opens this (never in the server-rendered, cached page) and again
 * after a refusal (full in the meantime). With no free time at all, the visitor can still ask for
 * a visit by message.
 */
export function AppointmentBooking({ propertyId, labelledBy }: { propertyId: number; labelledBy?: string }) {
  const { data, loading, refetch } = useQuery(AppointmentSlotsQuery, {
    variables: { propertyId },
    fetchPolicy: 'network-only',
  });
  const slots = data?.appointmentSlots ?? [];
  // Once the form is on screen it stays, even if a refusal shows every time full: what the
  // visitor typed must not vanish under them.
  const formShown = useRef(false);
  if (loading && !data) {
    return (
      <p role="status" className="appointment-booking__loading">
        <Trans>Looking for free times…</Trans>
      </p>
    );
  }
  if (slots.some(hasRoom) || (formShown.current && slots.length > 0)) {
    formShown.current = true;
    return (
      <div className="appointment-booking">
        <BookingForm
          propertyId={propertyId}
          slots={slots}
          labelledBy={labelledBy}
          onRefused={() => void refetch()}
        />
      </div>
    );
  }
  return (
    <div className="appointment-booking">
      <p className="appointment-booking__none" role="status">
        {slots.length > 0 ? (
          <Trans>The appointments are full.</Trans>
        ) : (
          <Trans>No visiting times are planned yet.</Trans>
        )}{' '}
        <Trans>Tell us when suits you and we will propose a visit.</Trans>
      </p>
      <ContactForm
        kind="visit-request"
        propertyId={propertyId}
        submitLabel={<Trans>Request a visit</Trans>}
        labelledBy={labelledBy}
      />
    </div>
  );
}

function BookingForm({
  propertyId,
  slots,
  labelledBy,
  onRefused,
}: {
  propertyId: number;
  slots: readonly Slot[];
  labelledBy?: string;
  onRefused: () => void;
}) {
  const client = useApolloClient();
  const form = useFormSubmission<BookingValues>({
    kind: 'appointment',
    rules: APPOINTMENT_RULES,
    check: requirePrivacyConsent,
    initialValues: { ...EMPTY_PERSON, slotId: '' },
    submit: async (values, meta): Promise<FormResultFieldsFragment> => {
      const input: BookAppointmentInput = {
        ...contactInput(values, meta, propertyId),
        propertyId,
        slotId: Number(values.slotId),
      };
      const result = (await client.mutate({ mutation: BookAppointment, variables: { input } })).data!
        .bookAppointment;
      // Full or gone in the meantime: show the places as they are now.
      if (!result.ok) onRefused();
      return result;
    },
  });
  return (
    <KitForm form={form} submitLabel={<Trans>Book this visit</Trans>} labelledBy={labelledBy}>
      <RequiredNote />
      <SlotPicker form={form} slots={slots} />
      <PersonFields form={form} />
    </KitForm>
  );
}

/**
 * The days as a row of chips (one radio group: arrow keys move along it, Home and End jump to its
 * ends; the row scrolls sideways on a phone), then the chosen day's times as radio buttons. Full
 * times are disabled and carry no name, so "focus the first invalid field" lands on a time that
 * can be chosen. Changing the day drops a time chosen on another day: only visible times are booked.
 */
function SlotPicker({ form, slots }: { form: FormSubmission<BookingValues>; slots: readonly Slot[] }) {
  const { t } = useLingui();
  const lang = useLocale();
  const base = useId();
  const days = groupByDay(slots);
  const { value, error, onChange } = form.text('slotId');
  const [day, setDay] = useState(() => (days.find((d) => d.slots.some(hasRoom)) ?? days[0]).day);
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  const dayIndex = Math.max(
    0,
    days.findIndex((d) => d.day === day),
  );
  const chosen = days[dayIndex];
  const errorId = `${base}-error`;

  const choose = (index: number, focus: boolean) => {
    const next = days[index];
    setDay(next.day);
    if (value !== '' && !next.slots.some((s) => String(s.id) === value)) onChange('');
    if (focus) chips.current[index]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = days.length - 1;
    const target =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? Math.min(index + 1, last)
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? Math.max(index - 1, 0)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (target === null) return;
    e.preventDefault();
    choose(target, true);
  };

  return (
    <fieldset
      className={error ? 'field field--group field--invalid slot-picker' : 'field field--group slot-picker'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        {t`Choose a day and time`}
        <RequiredMark />
      </legend>
      <div role="radiogroup" aria-label={t`Day`} className="slot-picker__days">
        {days.map((d, i) => {
          const { weekday, date } = chipParts(lang, d.slots[0].startsAt);
          const full = !d.slots.some(hasRoom);
          const selected = i === dayIndex;
          return (
            <button
              key={d.day}
              ref={(el) => {
                chips.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={selected}
              // The full name for screen readers; the chip shows the short one.
              aria-label={`${formatSlotDay(lang, d.slots[0].startsAt)}${full ? ` (${t`Full`})` : ''}`}
              tabIndex={selected ? 0 : -1}
              className={full ? 'slot-picker__chip slot-picker__chip--full' : 'slot-picker__chip'}
              onClick={() => choose(i, false)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              <span className="slot-picker__weekday" aria-hidden="true">
                {weekday}
              </span>
              <span className="slot-picker__date" aria-hidden="true">
                {date}
              </span>
              {full ? (
                <span className="slot-picker__chip-full" aria-hidden="true">
                  <Trans>Full</Trans>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="group" aria-labelledby={`${base}-day`} className="slot-picker__day">
        <p id={`${base}-day`} className="slot-picker__day-name">
          {formatSlotDay(lang, chosen.slots[0].startsAt)}
        </p>
        <div className="slot-picker__slots">
          {chosen.slots.map((s) => {
            // A plain name, so the message reads "{remaining, plural, …}" for translators.
            const remaining = s.remaining;
            const full = remaining <= 0;
            return (
              <label
                key={s.id}
                className={full ? 'slot-picker__slot slot-picker__slot--full' : 'slot-picker__slot'}
              >
                <input
                  type="radio"
                  name={full ? undefined : 'slotId'}
                  value={String(s.id)}
                  checked={value === String(s.id)}
                  disabled={full}
                  required
                  aria-invalid={error ? true : undefined}
                  onChange={() => onChange(String(s.id))}
                />
                <span className="slot-picker__hours">{formatSlotHours(lang, s.startsAt, s.endsAt)}</span>
                <span className="slot-picker__places">
                  {full ? (
                    <Trans>Full</Trans>
                  ) : (
                    <Plural value={remaining} one="# place left" other="# places left" />
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
