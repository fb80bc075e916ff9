import { useApolloClient, useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { formatSlotDay, formatSlotHours, slotDay } from '../../../common/forms/appointment-time';
import { APPOINTMENT_RULES } from '../../../common/forms/appointment-rules';
import { useLocale } from '../../app/use-locale';
import { graphql } from '../../generated';
import type {
  AppointmentSlotsQuery as SlotsData,
  BookAppointmentInput,
  FormResultFieldsFragment,
} from '../../generated/graphql';
import { contactInput } from '../forms/contact-form';
import { RequiredMark, RequiredNote } from '../forms/fields';
import { KitForm } from '../forms/form-parts';
import { EMPTY_PERSON, PersonFields, requirePrivacyConsent, type PersonValues } from '../forms/person-fields';
import { useFormSubmission, type FormSubmission } from '../forms/use-form-submission';
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

/**
 * "Book a visit": the listing's free times, grouped by day (full ones shown but disabled), then the
 * person block. Places change with every booking, so the slots are asked for in the browser only
 * (never in the server-rendered, cached page) and again after a refusal (full in the meantime).
 */
export function AppointmentBooking({ propertyId }: { propertyId: number }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const titleId = useId();
  const { data, refetch } = useQuery(AppointmentSlotsQuery, {
    variables: { propertyId },
    skip: !hydrated,
    fetchPolicy: 'network-only',
  });
  const slots = data?.appointmentSlots ?? [];
  if (slots.length === 0) return null;
  return (
    <section className="appointment-booking" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Book a visit</Trans>
      </h2>
      <BookingForm
        propertyId={propertyId}
        slots={slots}
        labelledBy={titleId}
        onRefused={() => void refetch()}
      />
    </section>
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
  labelledBy: string;
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
 * One radio group over every slot, with a labelled group per day. Full slots are disabled and carry
 * no name, so "focus the first invalid field" lands on a slot that can be chosen.
 */
function SlotPicker({ form, slots }: { form: FormSubmission<BookingValues>; slots: readonly Slot[] }) {
  const { t } = useLingui();
  const lang = useLocale();
  const base = useId();
  const { value, error, onChange } = form.text('slotId');
  const errorId = `${base}-error`;
  return (
    <fieldset
      className={error ? 'field field--group field--invalid slot-picker' : 'field field--group slot-picker'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        {t`Choose a day and time`}
        <RequiredMark />
      </legend>
      {groupByDay(slots).map(({ day, slots: daySlots }) => (
        <div key={day} role="group" aria-labelledby={`${base}-${day}`} className="slot-picker__day">
          <p id={`${base}-${day}`} className="slot-picker__day-name">
            {formatSlotDay(lang, daySlots[0].startsAt)}
          </p>
          <div className="slot-picker__slots">
            {daySlots.map((s) => {
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
      ))}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
