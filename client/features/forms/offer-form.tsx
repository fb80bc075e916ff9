import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { amountInWords } from '../../../common/forms/number-to-words';
import {
  OFFER_RULES,
  brusselsToday,
  checkOffer,
  hasPersonB,
  offerAdvance,
  parseNumberInput,
  type OfferPersonB,
  type OfferValues,
} from '../../../common/forms/rent-offer-rules';
import { formatEuros } from '../../../common/forms/rent-signing-costs';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import type { FormResultFieldsFragment, OfferInput } from '../../generated/graphql';
import {
  CheckboxField,
  DateField,
  EmailField,
  RequiredNote,
  SelectField,
  TelField,
  TextAreaField,
  TextField,
} from '../../ui/forms/fields';
import { KitForm } from '../../ui/forms/form-parts';
import {
  useFormSubmission,
  type FormSubmission,
  type SubmissionMeta,
} from '../../ui/forms/use-form-submission';
import { blankToNull, personInput } from '../../ui/forms/person-fields';
import { withTexts } from '../../ui/extra-texts';
import { VISITOR_FORM_TEXTS } from './visitor-form-texts';

const SubmitOffer = graphql(`
  mutation SubmitOffer($input: OfferInput!) {
    submitOffer(input: $input) {
      ...FormResultFields
    }
  }
`);

/** Flat, as the form kit keeps values; person B's fields carry the server's error names ("personB.lastName"). */
export type OfferFormValues = {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  country: string;
  'personB.title': string;
  'personB.firstName': string;
  'personB.lastName': string;
  'personB.email': string;
  'personB.phone': string;
  amount: string;
  amountWords: string;
  startDate: string;
  endDate: string;
  place: string;
  signDate: string;
  conditions: string;
  message: string;
  privacyConsent: boolean;
};

export function emptyOfferForm(today: string): OfferFormValues {
  return {
    title: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    houseNumber: '',
    zip: '',
    city: '',
    country: '',
    'personB.title': '',
    'personB.firstName': '',
    'personB.lastName': '',
    'personB.email': '',
    'personB.phone': '',
    amount: '',
    amountWords: '',
    startDate: today,
    endDate: '',
    place: '',
    signDate: today,
    conditions: '',
    message: '',
    privacyConsent: false,
  };
}

export function toOfferValues(v: OfferFormValues, propertyId: number | null): OfferValues {
  const b: OfferPersonB = {
    title: blankToNull(v['personB.title']),
    firstName: blankToNull(v['personB.firstName']),
    lastName: blankToNull(v['personB.lastName']),
    email: blankToNull(v['personB.email']),
    phone: blankToNull(v['personB.phone']),
  };
  return {
    ...personInput({ ...v, contactPreference: '', contactTime: '' }),
    street: v.street,
    houseNumber: v.houseNumber,
    zip: v.zip,
    city: v.city,
    country: blankToNull(v.country),
    personB: hasPersonB(b) ? b : null,
    propertyId,
    amount: parseNumberInput(v.amount),
    amountWords: v.amountWords,
    startDate: v.startDate,
    endDate: v.endDate,
    place: v.place,
    signDate: v.signDate,
    conditions: blankToNull(v.conditions),
    message: blankToNull(v.message),
    privacyConsent: v.privacyConsent,
  };
}

const offerInput = (v: OfferFormValues, meta: SubmissionMeta, propertyId: number): OfferInput => ({
  ...toOfferValues(v, propertyId),
  meta,
});

/** The amount as a whole number of euros the words can be written for, else null. */
function wholeAmount(text: string): number | null {
  const n = parseNumberInput(text);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
}

export const OfferForm = withTexts(VISITOR_FORM_TEXTS, OfferFormFields);

/**
 * The offer to buy of a property for sale: buyers A and B, the amount in figures and in words
 * (written for the visitor from the figure in their language until they edit the words
 * themselves), the validity dates, place and day of signing, conditions, and the offer's terms
 * (irrevocable until the end date, the 10% advance computed).
 */
function OfferFormFields({ propertyId, labelledBy }: { propertyId: number; labelledBy?: string }) {
  const client = useApolloClient();
  const lang = useLocale();
  const { t } = useLingui();
  const [initial] = useState(() => emptyOfferForm(brusselsToday()));
  // True once the visitor typed the words themselves: from then on, the figure no longer rewrites them.
  const [wordsEdited, setWordsEdited] = useState(false);
  const form = useFormSubmission<OfferFormValues>({
    kind: 'offer',
    rules: OFFER_RULES,
    check: (v) => checkOffer(toOfferValues(v, propertyId)),
    initialValues: initial,
    submit: async (values, meta): Promise<FormResultFieldsFragment> =>
      (
        await client.mutate({
          mutation: SubmitOffer,
          variables: { input: offerInput(values, meta, propertyId) },
        })
      ).data!.submitOffer,
  });

  const writeWords = (amountText: string) => {
    const n = wholeAmount(amountText);
    form.set('amountWords', n === null ? '' : (amountInWords(n, lang) ?? ''));
  };
  const amount = form.text('amount');
  const words = form.text('amountWords');
  const figure = wholeAmount(form.values.amount);

  return (
    <KitForm form={form} submitLabel={<Trans>Send my offer</Trans>} labelledBy={labelledBy}>
      <RequiredNote />
      <fieldset className="field field--group">
        <legend className="field__label">
          <Trans>Your offer</Trans>
        </legend>
        <TextField
          {...amount}
          label={t`Offer in figures (€)`}
          required
          maxLength={15}
          onChange={(text) => {
            amount.onChange(text);
            if (!wordsEdited) writeWords(text);
          }}
        />
        <TextAreaField
          {...words}
          label={t`Offer in words`}
          required
          rows={2}
          maxLength={400}
          hint={<Trans>Written from the figure; you may change it.</Trans>}
          onChange={(text) => {
            words.onChange(text);
            // Emptied: the figure writes them again.
            setWordsEdited(text.trim() !== '');
          }}
        />
        {wordsEdited && figure !== null && (
          <p>
            <button
              type="button"
              className="button button--link"
              onClick={() => {
                setWordsEdited(false);
                writeWords(form.values.amount);
              }}
            >
              <Trans>Write the words from the figure again</Trans>
            </button>
          </p>
        )}
      </fieldset>
      <div className="kit-form__row">
        <DateField {...form.text('startDate')} label={t`Valid from`} required />
        <DateField
          {...form.text('endDate')}
          label={t`Valid until`}
          required
          min={form.values.startDate || undefined}
        />
      </div>
      <TextAreaField
        {...form.text('conditions')}
        label={t`Conditions`}
        rows={3}
        maxLength={2000}
        hint={<Trans>For example: subject to obtaining a loan.</Trans>}
      />
      <OfferTerms amount={figure} />
      <BuyerFields form={form} which="A" />
      <BuyerFields form={form} which="B" />
      <div className="kit-form__row">
        <TextField {...form.text('place')} label={t`Signed at (place)`} required maxLength={100} />
        <DateField {...form.text('signDate')} label={t`Signed on`} required />
      </div>
      <TextAreaField {...form.text('message')} label={t`Message`} maxLength={5000} />
      <CheckboxField
        {...form.checkbox('privacyConsent')}
        required
        label={<Trans>I accept the privacy statement.</Trans>}
      />
    </KitForm>
  );
}

/** The offer's terms: irrevocability, and the 10% advance with its amount once the figure is known. */
export function OfferTerms({ amount }: { amount: number | null }) {
  const headingId = useId();
  const advance = amount === null ? null : formatEuros(offerAdvance(amount));
  return (
    <section className="offer-terms" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Terms of the offer</Trans>
      </h3>
      <p>
        <Trans>
          This offer is irrevocable until its end date. Its acceptance by the sellers concludes the sale.
        </Trans>
      </p>
      <p>
        {advance ? (
          <Trans>
            Upon acceptance, the buyer pays an advance of 10% of the sale price, i.e. {advance}, into the
            agent's third-party account.
          </Trans>
        ) : (
          <Trans>
            Upon acceptance, the buyer pays an advance of 10% of the sale price into the agent's third-party
            account.
          </Trans>
        )}
      </p>
    </section>
  );
}

/** Buyer A (required, with the address the offer names) or buyer B (optional: a name, contact details if wanted). */
function BuyerFields({ form, which }: { form: FormSubmission<OfferFormValues>; which: 'A' | 'B' }) {
  const { t } = useLingui();
  const a = which === 'A';
  // Buyer B's fields are named as the server reports their errors: "personB.lastName".
  const field = (
    name: 'title' | 'firstName' | 'lastName' | 'email' | 'phone',
  ): Exclude<keyof OfferFormValues, 'privacyConsent'> => (a ? name : `personB.${name}`);
  const titles = [
    { value: 'mr', label: t`Mr` },
    { value: 'mrs', label: t`Mrs` },
    { value: 'miss', label: t`Miss` },
  ];
  return (
    <fieldset className="field field--group">
      <legend className="field__label">
        {a ? <Trans>Buyer A</Trans> : <Trans>Buyer B (optional)</Trans>}
      </legend>
      <SelectField
        {...form.text(field('title'))}
        label={t`Title`}
        placeholder={t`Choose…`}
        options={titles}
      />
      <div className="kit-form__row">
        <TextField
          {...form.text(field('firstName'))}
          label={t`First name`}
          required={a}
          maxLength={100}
          autoComplete={a ? 'given-name' : 'off'}
        />
        <TextField
          {...form.text(field('lastName'))}
          label={t`Last name`}
          required={a}
          maxLength={100}
          autoComplete={a ? 'family-name' : 'off'}
        />
      </div>
      <div className="kit-form__row">
        <EmailField
          {...form.text(field('email'))}
          label={t`E-mail`}
          required={a}
          maxLength={254}
          autoComplete={a ? 'email' : 'off'}
        />
        <TelField
          {...form.text(field('phone'))}
          label={t`Phone`}
          required={a}
          maxLength={30}
          autoComplete={a ? 'tel' : 'off'}
        />
      </div>
      {a && (
        <>
          <div className="kit-form__row">
            <TextField
              {...form.text('street')}
              label={t`Street`}
              required
              maxLength={200}
              autoComplete="address-line1"
            />
            <TextField {...form.text('houseNumber')} label={t`House number`} required maxLength={20} />
          </div>
          <div className="kit-form__row">
            <TextField
              {...form.text('zip')}
              label={t`Zip`}
              required
              maxLength={10}
              autoComplete="postal-code"
            />
            <TextField
              {...form.text('city')}
              label={t`City`}
              required
              maxLength={100}
              autoComplete="address-level2"
            />
            <TextField
              {...form.text('country')}
              label={t`Country`}
              maxLength={100}
              autoComplete="country-name"
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
