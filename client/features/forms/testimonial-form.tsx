import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormRules } from '../../../common/forms/field-rules';
import { TESTIMONIAL_RULES } from '../../../common/forms/testimonial-job-rules';
import { graphql } from '../../generated';
import type { FormResultFieldsFragment } from '../../generated/graphql';
import { CheckboxField, EmailField, RequiredNote, TextAreaField, TextField } from '../../ui/forms/fields';
import { KitForm } from '../../ui/forms/form-parts';
import { requirePrivacyConsent } from '../../ui/forms/person-fields';
import { useRoutePath } from '../../ui/route-path';
import { withTexts } from '../../ui/extra-texts';
import { VISITOR_FORM_TEXTS } from './visitor-form-texts';
export { LeaveTestimonialLink } from './leave-testimonial-link';
import { UploadField, type UploadFile } from '../../ui/forms/upload-field';
import { useFormSubmission } from '../../ui/forms/use-form-submission';

export const SubmitTestimonial = graphql(`
  mutation SubmitTestimonial($input: TestimonialFormInput!) {
    submitTestimonial(input: $input) {
      ...FormResultFields
    }
  }
`);

// A type alias: only aliases are assignable to FormValues' index signature.
// `homepage` is the API's `website`: the kit's honeypot is already the form's "website" input.
export type TestimonialFormValues = {
  name: string;
  comment: string;
  homepage: string;
  email: string;
  /** The photo's upload id, '' without one (the photo is optional). */
  photoUploadId: string;
  privacyConsent: boolean;
};

const EMPTY: TestimonialFormValues = {
  name: '',
  comment: '',
  homepage: '',
  email: '',
  photoUploadId: '',
  privacyConsent: false,
};

const { website: WEBSITE_RULE, ...OTHER_RULES } = TESTIMONIAL_RULES;
const RULES = { ...OTHER_RULES, homepage: WEBSITE_RULE } as const satisfies FormRules;

export const TestimonialForm = withTexts(VISITOR_FORM_TEXTS, TestimonialFormFields);

/**
 * Leave a testimonial: published only after the agency has read it; the e-mail is never shown.
 * An optional photo is uploaded as soon as it is chosen (like the job form's CV) and published
 * with the testimonial. If it cannot be stored (or the network fails), the visitor reads
 * "Testimonial send fail".
 */
function TestimonialFormFields({ labelledBy, upload }: { labelledBy?: string; upload?: UploadFile }) {
  const { t } = useLingui();
  const client = useApolloClient();
  const privacyPath = useRoutePath('privacy-statement');
  const form = useFormSubmission<TestimonialFormValues>({
    kind: 'testimonial',
    rules: RULES,
    check: requirePrivacyConsent,
    initialValues: EMPTY,
    submit: async (v, meta): Promise<FormResultFieldsFragment> => {
      try {
        const input = {
          name: v.name,
          comment: v.comment,
          website: v.homepage.trim() === '' ? null : v.homepage,
          email: v.email,
          lang: meta.lang,
          photoUploadId: v.photoUploadId === '' ? null : v.photoUploadId,
          privacyConsent: v.privacyConsent,
          meta,
        };
        const result = (await client.mutate({ mutation: SubmitTestimonial, variables: { input } })).data!
          .submitTestimonial;
        return {
          ...result,
          errors: result.errors.map((e) => (e.field === 'website' ? { ...e, field: 'homepage' } : e)),
        };
      } catch {
        // This form has its own failure message ("Testimonial send fail"), not the generic "mail not sent".
        return {
          ok: false,
          status: 'UNAVAILABLE' as FormResultFieldsFragment['status'],
          message: t`Testimonial send fail. Please try again.`,
          thankYouPath: null,
          submissionId: null,
          errors: [],
        };
      }
    },
  });
  return (
    <KitForm form={form} submitLabel={<Trans>Send my testimonial</Trans>} labelledBy={labelledBy}>
      <p>
        <Trans>Your testimonial appears on the site once we have read it.</Trans>
      </p>
      <RequiredNote />
      <TextField
        {...form.text('name')}
        label={t`Your name`}
        hint={t`Shown with your testimonial.`}
        required
        autoComplete="name"
        maxLength={100}
      />
      <TextAreaField
        {...form.text('comment')}
        label={t`Your testimonial`}
        required
        rows={6}
        maxLength={2000}
        hint={t`At most 2000 characters.`}
      />
      <TextField
        {...form.text('homepage')}
        label={t`Your website`}
        hint={t`Optional, starting with https://`}
        autoComplete="url"
        maxLength={300}
      />
      <EmailField
        {...form.text('email')}
        label={t`E-mail`}
        hint={t`Never published.`}
        required
        maxLength={254}
      />
      <UploadField
        kind="photo"
        name="photoUploadId"
        value={form.values.photoUploadId}
        error={form.errors.photoUploadId}
        onChange={(id) => form.set('photoUploadId', id)}
        upload={upload}
      />
      <CheckboxField
        {...form.checkbox('privacyConsent')}
        required
        label={
          privacyPath ? (
            <Trans>
              I agree that my name, testimonial, website and photo are published on this site, and I accept
              the{' '}
              <a href={privacyPath} target="_blank" rel="noopener">
                privacy statement
              </a>
              .
            </Trans>
          ) : (
            <Trans>
              I agree that my name, testimonial, website and photo are published on this site, and I accept
              the privacy statement.
            </Trans>
          )
        }
      />
    </KitForm>
  );
}

/** "Leave a testimonial", where testimonials are shown; nothing when the route is disabled. */
