import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { NEWSLETTER_RULES } from '../../../common/forms/demand-rules';
import { graphql } from '../../generated';
import type { FormResultFieldsFragment } from '../../generated/graphql';
import { EmailField, TextField } from '../../ui/forms/fields';
import { KitForm } from '../../ui/forms/form-parts';
import { useFormSubmission } from '../../ui/forms/use-form-submission';

export const SubscribeNewsletter = graphql(`
  mutation SubscribeNewsletter($input: NewsletterInput!) {
    subscribeNewsletter(input: $input) {
      ...FormResultFields
    }
  }
`);

type NewsletterValues = { email: string; name: string };

/** The newsletter sign-up: an address (and a name if they like); the mail that follows asks to confirm. */
export function NewsletterForm({ labelledBy }: { labelledBy?: string }) {
  const { t } = useLingui();
  const client = useApolloClient();
  const form = useFormSubmission<NewsletterValues>({
    kind: 'newsletter',
    rules: NEWSLETTER_RULES,
    initialValues: { email: '', name: '' },
    submit: async (values, meta): Promise<FormResultFieldsFragment> =>
      (
        await client.mutate({
          mutation: SubscribeNewsletter,
          variables: {
            input: { email: values.email, name: values.name.trim() === '' ? null : values.name, meta },
          },
        })
      ).data!.subscribeNewsletter,
  });
  return (
    <KitForm form={form} submitLabel={<Trans>Subscribe</Trans>} labelledBy={labelledBy}>
      <div className="kit-form__row">
        <EmailField {...form.text('email')} label={t`E-mail`} required maxLength={254} />
        <TextField {...form.text('name')} label={t`Name (optional)`} autoComplete="name" maxLength={100} />
      </div>
    </KitForm>
  );
}

export default NewsletterForm;
