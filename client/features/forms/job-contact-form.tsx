import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGE_RULE, type FormRules } from '../../../common/forms/field-rules';
import { JOB_CONTACT_RULES } from '../../../common/forms/testimonial-job-rules';
import { graphql } from '../../generated';
import type { FormResultFieldsFragment } from '../../generated/graphql';
import { UploadField, type UploadFile } from '../../ui/forms/upload-field';
import { RequiredNote, TextField } from '../../ui/forms/fields';
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

export const SubmitJobContact = graphql(`
  mutation SubmitJobContact($input: JobContactInput!) {
    submitJobContact(input: $input) {
      ...FormResultFields
    }
  }
`);

export type JobContactFormValues = PersonValues & { position: string; cvUploadId: string };

const EMPTY: JobContactFormValues = { ...EMPTY_PERSON, position: '', cvUploadId: '' };

// The server's rules; its `motivation` is the person block's message field here.
const { motivation: _motivation, ...OTHER_RULES } = JOB_CONTACT_RULES;
const RULES = { ...OTHER_RULES, message: MESSAGE_RULE } as const satisfies FormRules;

export const JobContactForm = withTexts(VISITOR_FORM_TEXTS, JobContactFormFields);

/** Work with us: the person block, the position, a motivation and a CV (uploaded as soon as it is chosen). */
function JobContactFormFields({ labelledBy, upload }: { labelledBy?: string; upload?: UploadFile }) {
  const { t } = useLingui();
  const client = useApolloClient();
  const form = useFormSubmission<JobContactFormValues>({
    kind: 'job-contact',
    rules: RULES,
    check: requirePrivacyConsent,
    initialValues: EMPTY,
    submit: async (v, meta): Promise<FormResultFieldsFragment> => {
      const input = {
        ...personInput(v),
        position: v.position,
        motivation: blankToNull(v.message),
        cvUploadId: v.cvUploadId,
        privacyConsent: v.privacyConsent,
        meta,
      };
      const result = (await client.mutate({ mutation: SubmitJobContact, variables: { input } })).data!
        .submitJobContact;
      return {
        ...result,
        errors: result.errors.map((e) => (e.field === 'motivation' ? { ...e, field: 'message' } : e)),
      };
    },
  });
  return (
    <KitForm form={form} submitLabel={<Trans>Send my application</Trans>} labelledBy={labelledBy}>
      <RequiredNote />
      <TextField
        {...form.text('position')}
        label={t`Position you are applying for`}
        required
        maxLength={200}
      />
      <PersonFields
        form={form}
        messageLabel={t`Motivation`}
        beforeConsent={
          <UploadField
            kind="cv"
            name="cvUploadId"
            value={form.values.cvUploadId}
            error={form.errors.cvUploadId}
            onChange={(id) => form.set('cvUploadId', id)}
            required
            upload={upload}
          />
        }
      />
    </KitForm>
  );
}
