import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormRules } from '../../../common/forms/field-rules';
import {
  VALUATION_RULES,
  valuationIssues,
  type ValuationPropertyType,
} from '../../../common/forms/request-rules';
import { graphql } from '../../generated';
import type { FormResultFieldsFragment } from '../../generated/graphql';
import { RadioGroupField, RequiredNote, SelectField, TextField } from '../../ui/forms/fields';
import { KitForm } from '../../ui/forms/form-parts';
import {
  EMPTY_PERSON,
  PersonFields,
  requirePrivacyConsent,
  type PersonValues,
  blankToNull,
  personInput,
} from '../../ui/forms/person-fields';
import { useFormSubmission } from '../../ui/forms/use-form-submission';
import { withTexts } from '../../ui/extra-texts';
import { VISITOR_FORM_TEXTS } from './visitor-form-texts';

export const RequestValuation = graphql(`
  mutation RequestValuation($input: ValuationRequestInput!) {
    requestValuation(input: $input) {
      ...FormResultFields
    }
  }
`);

// A type alias, not an interface: only aliases are assignable to FormValues' index signature.
export type ValuationValues = PersonValues & {
  street: string;
  houseNumber: string;
  box: string;
  zip: string;
  city: string;
  propertyType: string;
  goal: string;
};
const EMPTY: ValuationValues = {
  ...EMPTY_PERSON,
  street: '',
  houseNumber: '',
  box: '',
  zip: '',
  city: '',
  propertyType: '',
  goal: '',
};

// The person block's "message" is the server's "remarks": the same rule under the field's name here.
const { remarks, ...rest } = VALUATION_RULES;
const RULES: FormRules = { ...rest, message: remarks };

export const ValuationForm = withTexts(VISITOR_FORM_TEXTS, ValuationFormFields);

/** Free valuation (contact-demand and the valuation request page): who, which property, what for. */
function ValuationFormFields({ labelledBy }: { labelledBy?: string }) {
  const { t } = useLingui();
  const client = useApolloClient();
  const form = useFormSubmission<ValuationValues>({
    kind: 'free-valuation',
    rules: RULES,
    check: (v) => [...valuationIssues(v), ...requirePrivacyConsent(v)],
    initialValues: EMPTY,
    submit: async (v, meta): Promise<FormResultFieldsFragment> => {
      const input = {
        ...personInput(v),
        street: v.street,
        houseNumber: v.houseNumber,
        box: blankToNull(v.box),
        zip: v.zip,
        city: v.city,
        propertyType: v.propertyType,
        goal: v.goal,
        remarks: blankToNull(v.message),
        privacyConsent: v.privacyConsent,
        meta,
      };
      return (await client.mutate({ mutation: RequestValuation, variables: { input } })).data!
        .requestValuation;
    },
  });
  const types: Record<ValuationPropertyType, string> = {
    house: t`House`,
    apartment: t`Apartment`,
    studio: t`Studio`,
    plot: t`Plot`,
    investment: t`Investment property`,
    commercial: t`Commercial`,
    industrial: t`Industrial`,
    office: t`Offices`,
    garage: t`Garage / parking`,
  };
  return (
    <KitForm form={form} submitLabel={<Trans>Request a free valuation</Trans>} labelledBy={labelledBy}>
      <RequiredNote />
      <fieldset className="kit-form__group">
        <legend>
          <Trans>The property to value</Trans>
        </legend>
        <div className="kit-form__row">
          <TextField
            {...form.text('street')}
            label={t`Street`}
            required
            autoComplete="address-line1"
            maxLength={200}
          />
          <TextField {...form.text('houseNumber')} label={t`House number`} required maxLength={20} />
          <TextField {...form.text('box')} label={t`Box`} maxLength={20} />
        </div>
        <div className="kit-form__row">
          <TextField
            {...form.text('zip')}
            label={t`Zip`}
            required
            autoComplete="postal-code"
            maxLength={10}
          />
          <TextField
            {...form.text('city')}
            label={t`City`}
            required
            autoComplete="address-level2"
            maxLength={100}
          />
        </div>
        <SelectField
          {...form.text('propertyType')}
          label={t`Property type`}
          required
          placeholder={t`Choose…`}
          options={Object.entries(types).map(([value, label]) => ({ value, label }))}
        />
        <RadioGroupField
          {...form.text('goal')}
          label={t`You want to`}
          required
          options={[
            { value: 'sale', label: t`Sell` },
            { value: 'rent', label: t`Rent out` },
          ]}
        />
      </fieldset>
      <fieldset className="kit-form__group">
        <legend>
          <Trans>Your details</Trans>
        </legend>
        <PersonFields form={form} />
      </fieldset>
    </KitForm>
  );
}
