import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  RENT_APPLICATION_RULES,
  brusselsToday,
  checkRentApplication,
  parseNumberInput,
  type RentApplicationValues,
} from '../../../common/forms/rent-offer-rules';
import {
  formatEuros,
  rentSigningCosts,
  type RentListingAmounts,
} from '../../../common/forms/rent-signing-costs';
import { graphql } from '../../generated';
import type { FormResultFieldsFragment, RentApplicationInput } from '../../generated/graphql';
import {
  CheckboxField,
  DateField,
  RadioGroupField,
  RequiredMark,
  RequiredNote,
  TextAreaField,
  TextField,
} from '../../ui/forms/fields';
import { KitForm } from '../../ui/forms/form-parts';
import {
  EMPTY_PERSON,
  PersonFields,
  type PersonValues,
  blankToNull,
  personInput,
} from '../../ui/forms/person-fields';
import {
  useFormSubmission,
  type FormSubmission,
  type SubmissionMeta,
} from '../../ui/forms/use-form-submission';
import { withTexts } from '../../ui/extra-texts';
import { VISITOR_FORM_TEXTS } from './visitor-form-texts';

const ApplyToRent = graphql(`
  mutation ApplyToRent($input: RentApplicationInput!) {
    applyToRent(input: $input) {
      ...FormResultFields
    }
  }
`);

/** What the visitor types; numbers stay text until sent (a half-typed "2.6" is not rewritten). */
export type RentFormValues = PersonValues & {
  adults: string;
  /** The children's ages as typed, a JSON list of strings (the kit keeps text and booleans only). */
  kidsAges: string;
  pets: string;
  petsDescription: string;
  movingDate: string;
  movingReason: string;
  incomePerson1: string;
  incomePerson2: string;
  confirmIncome: boolean;
  confirmProof: boolean;
  confirmMaxPersons: boolean;
  confirmDescriptionRead: boolean;
};

export const EMPTY_RENT_FORM: RentFormValues = {
  ...EMPTY_PERSON,
  adults: '1',
  kidsAges: '[]',
  pets: 'no',
  petsDescription: '',
  movingDate: '',
  movingReason: '',
  incomePerson1: '',
  incomePerson2: '',
  confirmIncome: false,
  confirmProof: false,
  confirmMaxPersons: false,
  confirmDescriptionRead: false,
};

function splitAges(text: string): string[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}
/** Blank or not a number becomes NaN: the shared rule then reports the age. */
const ageOf = (text: string): number => (/^\d+$/.test(text) ? Number(text) : Number.NaN);
/** Not a number at all: sent as null would hide the mistake, so the browser reports it first. */
const numberOrNull = (v: string): number | null => parseNumberInput(v);

/** The form's text values as the API's input (and the shared rules) take them. */
export function toRentValues(v: RentFormValues, propertyId: number | null): RentApplicationValues {
  const pets = v.pets === 'yes';
  return {
    ...personInput(v),
    message: blankToNull(v.message),
    propertyId,
    adults: numberOrNull(v.adults),
    kidsAges: splitAges(v.kidsAges).map(ageOf),
    pets,
    petsDescription: pets ? blankToNull(v.petsDescription) : null,
    movingDate: v.movingDate,
    movingReason: blankToNull(v.movingReason),
    incomePerson1: numberOrNull(v.incomePerson1),
    incomePerson2: numberOrNull(v.incomePerson2),
    confirmIncome: v.confirmIncome,
    confirmProof: v.confirmProof,
    confirmMaxPersons: v.confirmMaxPersons,
    confirmDescriptionRead: v.confirmDescriptionRead,
    privacyConsent: v.privacyConsent,
  };
}

function rentInput(v: RentFormValues, meta: SubmissionMeta, propertyId: number): RentApplicationInput {
  return { ...toRentValues(v, propertyId), meta };
}

export const RentApplicationForm = withTexts(VISITOR_FORM_TEXTS, RentApplicationFormFields);

/**
 * The rent application of a rental's detail page: household, move, incomes, the sum due at signing
 * computed from the listing (the same function as the mails), the four confirmations and the
 * person block.
 */
function RentApplicationFormFields({
  propertyId,
  listing,
  labelledBy,
}: {
  propertyId: number;
  listing: RentListingAmounts;
  labelledBy?: string;
}) {
  const client = useApolloClient();
  const { t } = useLingui();
  const form = useFormSubmission<RentFormValues>({
    kind: 'rent-application',
    rules: RENT_APPLICATION_RULES,
    check: (v) => checkRentApplication(toRentValues(v, propertyId), brusselsToday()),
    initialValues: EMPTY_RENT_FORM,
    submit: async (values, meta): Promise<FormResultFieldsFragment> =>
      (
        await client.mutate({
          mutation: ApplyToRent,
          variables: { input: rentInput(values, meta, propertyId) },
        })
      ).data!.applyToRent,
  });
  return (
    <KitForm form={form} submitLabel={<Trans>Send my application</Trans>} labelledBy={labelledBy}>
      <RequiredNote />
      <SigningCosts listing={listing} />
      <fieldset className="field field--group">
        <legend className="field__label">
          <Trans>Household</Trans>
        </legend>
        <div className="kit-form__row">
          <TextField {...form.text('adults')} label={t`Number of adults`} required maxLength={3} />
        </div>
        <KidsAgesField
          value={form.values.kidsAges}
          error={form.errors.kidsAges}
          onChange={(v) => form.set('kidsAges', v)}
        />
        <RadioGroupField
          {...form.text('pets')}
          label={t`Pets`}
          options={[
            { value: 'no', label: t`No` },
            { value: 'yes', label: t`Yes` },
          ]}
        />
        {form.values.pets === 'yes' && (
          <TextField {...form.text('petsDescription')} label={t`Which pets?`} required maxLength={500} />
        )}
      </fieldset>
      <div className="kit-form__row">
        <DateField {...form.text('movingDate')} label={t`Moving date`} required min={brusselsToday()} />
      </div>
      <TextAreaField {...form.text('movingReason')} label={t`Reason for moving`} rows={3} maxLength={1000} />
      <div className="kit-form__row">
        <TextField
          {...form.text('incomePerson1')}
          label={t`Net monthly income of person 1 (€)`}
          required
          maxLength={15}
        />
        <TextField
          {...form.text('incomePerson2')}
          label={t`Net monthly income of person 2 (€)`}
          maxLength={15}
        />
      </div>
      <RentConfirmations form={form} />
      <PersonFields form={form} />
    </KitForm>
  );
}

/** Four statements the applicant must tick: income, proof of income, occupants, description read. */
function RentConfirmations({ form }: { form: FormSubmission<RentFormValues> }) {
  const { t } = useLingui();
  const items: [keyof RentFormValues & `confirm${string}`, string][] = [
    [
      'confirmIncome',
      t`I declare that our net monthly income meets the minimum monthly income required for this rental.`,
    ],
    ['confirmProof', t`I know that proof of income may be requested.`],
    [
      'confirmMaxPersons',
      t`I confirm that the number of occupants does not exceed the maximum number of persons allowed for this property.`,
    ],
    ['confirmDescriptionRead', t`I have read the description of the property.`],
  ];
  return (
    <fieldset className="field field--group">
      <legend className="field__label">
        <Trans>Confirmations</Trans>
      </legend>
      {items.map(([name, label]) => (
        <CheckboxField key={name} {...form.checkbox(name)} label={label} required />
      ))}
    </fieldset>
  );
}

/** The sum due at signing, broken down; the figure the mails repeat. */
export function SigningCosts({ listing }: { listing: RentListingAmounts }) {
  const headingId = useId();
  const costs = rentSigningCosts(listing);
  return (
    <section className="signing-costs" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Sum due at signing</Trans>
      </h3>
      {costs ? (
        <dl className="signing-costs__list">
          <Row label={<Trans>First month's rent</Trans>} value={formatEuros(costs.firstMonthRent)} />
          <Row label={<Trans>First month's charges</Trans>} value={formatEuros(costs.firstMonthCharges)} />
          <Row
            label={<Trans>Share of the inventory cost (half)</Trans>}
            value={formatEuros(costs.inventoryShare)}
          />
          <Row label={<Trans>Deposit (3 months' rent)</Trans>} value={formatEuros(costs.deposit)} />
          <Row label={<Trans>Total due at signing</Trans>} value={formatEuros(costs.total)} total />
        </dl>
      ) : (
        <p>
          <Trans>The agency will tell you the sum due at signing.</Trans>
        </p>
      )}
    </section>
  );
}

function Row({ label, value, total }: { label: ReactNode; value: string; total?: boolean }) {
  return (
    <div className={total ? 'signing-costs__row signing-costs__row--total' : 'signing-costs__row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The children living in, one age each: a list the visitor grows and shrinks. The error (any age
 * out of 0–25) is tied to the whole group; the inputs share the field name so the first one takes
 * the focus when there is a problem.
 */
function KidsAgesField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const ages = splitAges(value);
  const update = (next: string[]) => onChange(JSON.stringify(next));
  const focusNew = useRef(false);
  // Focus the new age input once it exists (right after the render that added it).
  useEffect(() => {
    if (!focusNew.current) return;
    focusNew.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [ages.length]);
  const add = () => {
    focusNew.current = true;
    update([...ages, '']);
  };
  return (
    <fieldset
      className={error ? 'field field--group field--invalid' : 'field field--group'}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
    >
      <legend className="field__label">
        <Trans>Children living with you</Trans>
      </legend>
      <p id={`${id}-hint`} className="field__hint">
        {ages.length === 0 ? (
          <Trans>No children. Add one per child with their age (0 to 25).</Trans>
        ) : (
          <Trans>The age of each child (0 to 25).</Trans>
        )}
      </p>
      <ol ref={list} className="kids-ages">
        {ages.map((age, i) => {
          const n = i + 1;
          return (
            <li key={i} className="kids-ages__item">
              <label htmlFor={`${id}-${i}`}>
                {t`Age of child ${n}`}
                <RequiredMark />
              </label>
              <input
                id={`${id}-${i}`}
                name="kidsAges"
                className="field__control kids-ages__input"
                inputMode="numeric"
                maxLength={2}
                required
                value={age}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) =>
                  update(ages.map((a, j) => (j === i ? e.target.value.replace(/\D/g, '') : a)))
                }
              />
              <button
                type="button"
                className="button button--link"
                onClick={() => update(ages.filter((_, j) => j !== i))}
              >
                {t`Remove child ${n}`}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="kids-ages__add">
        <button type="button" className="button" onClick={add}>
          <Trans>Add a child</Trans>
        </button>
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
