import { useApolloClient } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { DOCUMENTS_REQUEST_RULES } from '../../../common/forms/request-rules';
import { graphql } from '../../generated';
import type { FormResultFieldsFragment } from '../../generated/graphql';
import { contactInput } from './contact-form';
import { RequiredNote } from '../../ui/forms/fields';
import { KitForm } from '../../ui/forms/form-parts';
import {
  EMPTY_PERSON,
  PersonFields,
  requirePrivacyConsent,
  type PersonValues,
} from '../../ui/forms/person-fields';
import { useFormSubmission } from '../../ui/forms/use-form-submission';
import { withTexts } from '../../ui/extra-texts';
import { VISITOR_FORM_TEXTS } from './visitor-form-texts';

export const RequestDocuments = graphql(`
  mutation RequestDocuments($input: DocumentsRequestInput!) {
    requestDocuments(input: $input) {
      ...FormResultFields
    }
  }
`);

export const DocumentsRequestForm = withTexts(VISITOR_FORM_TEXTS, DocumentsRequestFormFields);

/**
 * Asks for a listing's documents. The answer is shown here, not on a thank-you page: its two
 * outcomes ("will be sent by e-mail", "already requested") are what the visitor needs to read.
 */
function DocumentsRequestFormFields({ propertyId, labelledBy }: { propertyId: number; labelledBy?: string }) {
  const client = useApolloClient();
  const form = useFormSubmission<PersonValues>({
    kind: 'documents-request',
    rules: DOCUMENTS_REQUEST_RULES,
    check: (v) => [...requirePrivacyConsent(v)],
    initialValues: EMPTY_PERSON,
    submit: async (values, meta): Promise<FormResultFieldsFragment> => {
      const { data } = await client.mutate({
        mutation: RequestDocuments,
        variables: { input: contactInput(values, meta, propertyId) },
      });
      return { ...data!.requestDocuments, thankYouPath: null };
    },
  });
  return (
    <KitForm form={form} submitLabel={<Trans>Request the documents</Trans>} labelledBy={labelledBy}>
      <RequiredNote />
      <PersonFields form={form} />
    </KitForm>
  );
}
