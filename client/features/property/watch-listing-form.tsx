import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { WATCH_RULES } from '../../../common/forms/demand-rules';
import { graphql } from '../../generated';
import type { FormResultFieldsFragment } from '../../generated/graphql';
import { EmailField } from '../../ui/forms/fields';
import { KitForm } from '../../ui/forms/form-parts';
import { PersonBlockProvider } from '../../ui/forms/person-block';
import { PrivacyConsentField, requirePrivacyConsent } from '../../ui/forms/person-fields';
import { useFormSubmission } from '../../ui/forms/use-form-submission';

export const WatchListing = graphql(`
  mutation WatchListing($input: WatchListingInput!) {
    watchListing(input: $input) {
      ...FormResultFields
    }
  }
`);

// A type alias, not an interface: only aliases are assignable to FormValues' index signature.
type WatchValues = { email: string; privacyConsent: boolean };
const EMPTY: WatchValues = { email: '', privacyConsent: false };

/**
 * "Watch this property": an address and the privacy consent. Accepted, the form gives way to what
 * happens next (confirm by the link in the mail), in place: the visitor stays on the listing. The
 * address comes from, and goes to, the details this tab remembers for the page's other forms.
 */
export function WatchListingForm(props: WatchFormProps) {
  return (
    <PersonBlockProvider>
      <WatchForm {...props} />
    </PersonBlockProvider>
  );
}

interface WatchFormProps {
  propertyId: number;
  labelledBy?: string;
  /** Told once the watch is accepted: the panel's introduction has said its part. */
  onSent?: () => void;
}

function WatchForm({ propertyId, labelledBy, onSent }: WatchFormProps) {
  const { t } = useLingui();
  const client = useApolloClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormSubmission<WatchValues>({
    kind: 'listing-watch',
    rules: WATCH_RULES,
    check: requirePrivacyConsent,
    initialValues: EMPTY,
    submit: async (v, meta): Promise<FormResultFieldsFragment> => {
      const input = { propertyId, email: v.email.trim(), privacyConsent: v.privacyConsent, meta };
      return (await client.mutate({ mutation: WatchListing, variables: { input } })).data!.watchListing;
    },
    onAccepted: (_, v) => {
      setSentTo(v.email.trim());
      onSent?.();
    },
  });
  if (sentTo !== null) return <WatchConfirmation email={sentTo} />;
  return (
    <KitForm form={form} submitLabel={<Trans>Watch this property</Trans>} labelledBy={labelledBy}>
      <EmailField {...form.text('email')} label={t`E-mail`} required maxLength={254} />
      <PrivacyConsentField form={form} />
    </KitForm>
  );
}

/** Where the form was: what to do next. It takes the focus, so a screen reader reads it at once. */
function WatchConfirmation({ email }: { email: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      className="form-summary form-summary--success watch-listing__done"
      role="status"
      tabIndex={-1}
    >
      <p>
        <strong>
          <Trans>Check your mailbox.</Trans>
        </strong>
      </p>
      <p>
        <Trans>
          We have sent a link to {email}. Your alerts about this property start once you confirm with it.
        </Trans>
      </p>
    </div>
  );
}
