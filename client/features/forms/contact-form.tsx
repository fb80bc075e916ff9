import { useApolloClient } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CONTACT_RULES } from '../../../common/forms/contact-rules';
import { graphql } from '../../generated';
import type { ContactFormInput, FormResultFieldsFragment } from '../../generated/graphql';
import { RequiredNote } from '../../ui/forms/fields';
import { KitForm } from '../../ui/forms/form-parts';
import {
  EMPTY_PERSON,
  PersonFields,
  requirePrivacyConsent,
  type PersonValues,
  blankToNull,
  personInput,
} from '../../ui/forms/person-fields';
import { useFormSubmission, type SubmissionMeta } from '../../ui/forms/use-form-submission';
import { withTexts } from '../../ui/extra-texts';
import { VISITOR_FORM_TEXTS } from './visitor-form-texts';

export const SubmitSiteContact = graphql(`
  mutation SubmitSiteContact($input: ContactFormInput!) {
    submitSiteContact(input: $input) {
      ...FormResultFields
    }
  }
`);
export const RequestVisit = graphql(`
  mutation RequestVisit($input: ContactFormInput!) {
    requestVisit(input: $input) {
      ...FormResultFields
    }
  }
`);
export const RequestMoreInfo = graphql(`
  mutation RequestMoreInfo($input: ContactFormInput!) {
    requestMoreInfo(input: $input) {
      ...FormResultFields
    }
  }
`);
export const SubmitConstructionContact = graphql(`
  mutation SubmitConstructionContact($input: ContactFormInput!) {
    submitConstructionContact(input: $input) {
      ...FormResultFields
    }
  }
`);

export { CONTACT_RULES };

export type ContactKind = 'site-contact' | 'visit-request' | 'more-info' | 'construction-contact';

export function contactInput(
  v: PersonValues,
  meta: SubmissionMeta,
  propertyId: number | null,
): ContactFormInput {
  return {
    ...personInput(v),
    message: blankToNull(v.message),
    propertyId,
    privacyConsent: v.privacyConsent,
    meta,
  };
}

export const ContactForm = withTexts(VISITOR_FORM_TEXTS, ContactFormFields);

/**
 * The four contact forms (site contact, visit request, more information, construction contact):
 * one person block and a message, about a listing or a new-build project where there is one; `kind` may change while the visitor types (the property
 * page's tabs) and the values stay.
 */
function ContactFormFields({
  kind,
  propertyId = null,
  projectId = null,
  submitLabel,
  labelledBy,
}: {
  kind: ContactKind;
  propertyId?: number | null;
  /** The new-build project asked about (construction contact on a project's page). */
  projectId?: number | null;
  submitLabel?: ReactNode;
  labelledBy?: string;
}) {
  const client = useApolloClient();
  const form = useFormSubmission<PersonValues>({
    kind,
    rules: CONTACT_RULES,
    check: requirePrivacyConsent,
    initialValues: EMPTY_PERSON,
    submit: async (values, meta): Promise<FormResultFieldsFragment> => {
      const variables = { input: { ...contactInput(values, meta, propertyId), projectId } };
      switch (kind) {
        case 'site-contact':
          return (await client.mutate({ mutation: SubmitSiteContact, variables })).data!.submitSiteContact;
        case 'visit-request':
          return (await client.mutate({ mutation: RequestVisit, variables })).data!.requestVisit;
        case 'more-info':
          return (await client.mutate({ mutation: RequestMoreInfo, variables })).data!.requestMoreInfo;
        case 'construction-contact':
          return (await client.mutate({ mutation: SubmitConstructionContact, variables })).data!
            .submitConstructionContact;
      }
    },
  });
  return (
    <KitForm form={form} submitLabel={submitLabel ?? <Trans>Send</Trans>} labelledBy={labelledBy}>
      <RequiredNote />
      <PersonFields form={form} />
    </KitForm>
  );
}
