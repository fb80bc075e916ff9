import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FRIEND_NOTE_MAX,
  SEND_TO_FRIEND_RULES,
  sendToFriendIssues,
} from '../../../common/forms/request-rules';
import { graphql } from '../../generated';
import type { FormResultFieldsFragment } from '../../generated/graphql';
import { EmailField, RequiredNote, TextAreaField, TextField } from '../../ui/forms/fields';
import { KitForm } from '../../ui/forms/form-parts';
import { useFormSubmission } from '../../ui/forms/use-form-submission';
import { withTexts } from '../../ui/extra-texts';
import { VISITOR_FORM_TEXTS } from './visitor-form-texts';

export const SendToFriend = graphql(`
  mutation SendToFriend($input: SendToFriendInput!) {
    sendToFriend(input: $input) {
      ...FormResultFields
    }
  }
`);

// A type alias, not an interface: only aliases are assignable to FormValues' index signature.
export type SendToFriendValues = {
  senderName: string;
  senderEmail: string;
  friendEmail: string;
  note: string;
};
const EMPTY: SendToFriendValues = { senderName: '', senderEmail: '', friendEmail: '', note: '' };

export const SendToFriendForm = withTexts(VISITOR_FORM_TEXTS, SendToFriendFormFields);

/** Recommends the listing to a friend: the friend gets a fixed mail with the sender's name and note. */
function SendToFriendFormFields({ propertyId, labelledBy }: { propertyId: number; labelledBy?: string }) {
  const { t } = useLingui();
  const client = useApolloClient();
  const form = useFormSubmission<SendToFriendValues>({
    kind: 'send-to-friend',
    rules: SEND_TO_FRIEND_RULES,
    check: sendToFriendIssues,
    initialValues: EMPTY,
    // The sender is the visitor of the person block; the friend's address is never remembered.
    fromPerson: (p) => ({
      senderName: [p.firstName, p.lastName].filter((n) => n && n.trim() !== '').join(' '),
      senderEmail: p.email ?? '',
    }),
    toPerson: (field) => (field === 'senderEmail' ? 'email' : null),
    submit: async (v, meta): Promise<FormResultFieldsFragment> => {
      const input = {
        propertyId,
        senderName: v.senderName,
        senderEmail: v.senderEmail,
        friendEmail: v.friendEmail,
        note: v.note.trim() === '' ? null : v.note,
        meta,
      };
      return (await client.mutate({ mutation: SendToFriend, variables: { input } })).data!.sendToFriend;
    },
  });
  return (
    <KitForm form={form} submitLabel={<Trans>Send to my friend</Trans>} labelledBy={labelledBy}>
      <RequiredNote />
      <div className="kit-form__row">
        <TextField
          {...form.text('senderName')}
          label={t`Your name`}
          required
          autoComplete="name"
          maxLength={100}
        />
        <EmailField {...form.text('senderEmail')} label={t`Your e-mail`} required maxLength={254} />
      </div>
      <EmailField
        {...form.text('friendEmail')}
        label={t`Your friend's e-mail`}
        required
        autoComplete="off"
        maxLength={254}
      />
      <TextAreaField
        {...form.text('note')}
        label={t`A short note (optional)`}
        hint={t`Plain text, at most ${FRIEND_NOTE_MAX} characters, no links.`}
        rows={3}
        maxLength={FRIEND_NOTE_MAX}
      />
    </KitForm>
  );
}
