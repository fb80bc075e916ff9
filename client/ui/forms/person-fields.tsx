import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_TIME_SLOTS } from '../../../common/forms/field-rules';
import { useLocale } from '../../i18n/use-locale';
import { PrivacyRouteQuery } from '../../ui/route-path';
export { PrivacyRouteQuery };
import {
  CheckboxField,
  EmailField,
  RadioGroupField,
  SelectField,
  TelField,
  TextAreaField,
  TextField,
} from './fields';
import type { FormSubmission, FormValues } from './use-form-submission';

/** The person block (title, names, e-mail, phone, contact preference and time), plus message and consent. */
// A type alias, not an interface: only aliases are assignable to FormValues' index signature.
export type PersonValues = {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  contactPreference: string;
  contactTime: string;
  message: string;
  privacyConsent: boolean;
};

export const EMPTY_PERSON: PersonValues = {
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  contactPreference: '',
  contactTime: '',
  message: '',
  privacyConsent: false,
};

export { requirePrivacyConsent } from '../../../common/forms/contact-rules';

/**
 * A typed text as the API takes it: blank is null (the server's oneOf rules accept no other empty
 * value), the rest trimmed, as the server stores it.
 */
export const blankToNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/** The person block's values as every form's input takes them (the message and consent are the form's own). */
export function personInput(v: Omit<PersonValues, 'message' | 'privacyConsent'>) {
  return {
    title: blankToNull(v.title),
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    contactPreference: blankToNull(v.contactPreference),
    contactTime: blankToNull(v.contactTime),
  };
}

// Without a language argument: its own cache entry, so it never overwrites the content page's
// routes(lang) selection (id-less objects would be replaced and refetched in turn).
/** The privacy statement's path in the page language. */
function usePrivacyPath(): string | null {
  const lang = useLocale();
  const { data } = useQuery(PrivacyRouteQuery);
  const paths = data?.routes.find((r) => r.key === 'privacy-statement')?.paths;
  return paths?.[lang] ?? null;
}

/**
 * `messageLabel` renames the free text (the job contact's motivation); `beforeConsent` adds a
 * form's own fields between the message and the consent checkbox.
 */
export function PersonFields<V extends PersonValues>({
  form,
  messageLabel,
  beforeConsent,
}: {
  form: FormSubmission<V>;
  messageLabel?: string;
  beforeConsent?: ReactNode;
}) {
  const { t } = useLingui();
  // The person values are a part of V, so their keys are V's string and boolean keys.
  const f = form as unknown as FormSubmission<PersonValues>;
  return (
    <>
      <SelectField
        {...f.text('title')}
        label={t`Title`}
        required={f.isRequired('title')}
        placeholder={t`Choose…`}
        autoComplete="honorific-prefix"
        options={[
          { value: 'mr', label: t`Mr` },
          { value: 'mrs', label: t`Mrs` },
          { value: 'miss', label: t`Miss` },
        ]}
      />
      <div className="kit-form__row">
        <TextField
          {...f.text('firstName')}
          label={t`First name`}
          required
          autoComplete="given-name"
          maxLength={100}
        />
        <TextField
          {...f.text('lastName')}
          label={t`Last name`}
          required
          autoComplete="family-name"
          maxLength={100}
        />
      </div>
      <div className="kit-form__row">
        <EmailField {...f.text('email')} label={t`E-mail`} required maxLength={254} />
        <TelField {...f.text('phone')} label={t`Phone`} required maxLength={30} />
      </div>
      <RadioGroupField
        {...f.text('contactPreference')}
        label={t`Contact preference`}
        options={[
          { value: 'email', label: t`By e-mail` },
          { value: 'phone', label: t`By phone` },
        ]}
      />
      <SelectField
        {...f.text('contactTime')}
        label={t`Best time to contact you`}
        placeholder={t`No preference`}
        options={CONTACT_TIME_SLOTS.map((s) => ({ value: s, label: s.replace('-', ' – ') }))}
      />
      <TextAreaField {...f.text('message')} label={messageLabel ?? t`Message`} maxLength={5000} />
      {beforeConsent}
      <PrivacyConsentField form={form} />
    </>
  );
}

/** The privacy consent checkbox, with a link to the privacy statement of the page language. */
export function PrivacyConsentField<V extends FormValues & { privacyConsent: boolean }>({
  form,
}: {
  form: FormSubmission<V>;
}) {
  const privacyPath = usePrivacyPath();
  // privacyConsent is one of V's boolean keys.
  const f = form as unknown as FormSubmission<{ privacyConsent: boolean }>;
  return (
    <CheckboxField
      {...f.checkbox('privacyConsent')}
      required
      label={
        privacyPath ? (
          <Trans>
            I accept the{' '}
            <a href={privacyPath} target="_blank" rel="noopener">
              privacy statement
            </a>
            .
          </Trans>
        ) : (
          <Trans>I accept the privacy statement.</Trans>
        )
      }
    />
  );
}
