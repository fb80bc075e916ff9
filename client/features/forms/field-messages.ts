import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldIssue, FieldIssueCode } from '../../../common/forms/field-rules';

/**
 * The browser's text for each field problem. Same words as the server's (server/core/messages.ts
 * field.*), so a message does not change when the server repeats the check. The Record type makes
 * a new FieldIssueCode fail to compile until it has its text here.
 */
export const FIELD_ISSUE_MESSAGES: Readonly<Record<FieldIssueCode, MessageDescriptor>> = {
  required: msg`This field is required.`,
  email: msg`Please enter a valid e-mail address.`,
  phone: msg`Please enter a valid phone number.`,
  tooLong: msg`This text is too long (at most {max} characters).`,
  singleLine: msg`This field may not contain line breaks.`,
  choice: msg`Please choose one of the options.`,
  date: msg`Please enter a complete, valid date.`,
  dateOrder: msg`The end date must come after the start date.`,
  number: msg`Please enter a valid number.`,
  atLeastOneType: msg`Please select at least one property type.`,
  atLeastOneZone: msg`Please select at least one geographic zone.`,
  unknownPlace: msg`We do not know this place. Type a Belgian municipality (in any language) or a postcode of four digits.`,
  passwordMismatch: msg`The password and its confirmation do not match.`,
  consentRequired: msg`Please accept the privacy statement.`,
  captchaMissing: msg`Please confirm that you are not a robot.`,
  captchaInvalid: msg`The entered characters are not valid.`,
  friendEmail: msg`Friend's e-mail is required and must be valid.`,
  valuationAddress: msg`Valuation address is required.`,
  noLinks: msg`Links are not allowed in this field.`,
  pastDate: msg`This date may not be in the past.`,
  confirmationRequired: msg`Please confirm this statement.`,
  atLeastOneAdult: msg`At least one adult must live in the property (a whole number, at most 20).`,
  kidAge: msg`Each child's age must be a whole number from 0 to 25.`,
  amount: msg`Please enter the amount in whole euros, more than 0.`,
  priceOrder: msg`The maximum price must be at least the minimum price.`,
  url: msg`Please enter a full web address starting with http:// or https://.`,
};

/** Form-level texts, the same as the server's form.* messages. */
export const FORM_MESSAGES: Readonly<
  Record<'invalid' | 'mailNotSent' | 'rateLimited' | 'accepted', MessageDescriptor>
> = {
  invalid: msg`The fields in red must be checked.`,
  mailNotSent: msg`Mail not sent, try again.`,
  rateLimited: msg`You have sent this form too often. Please wait a few minutes and try again.`,
  accepted: msg`Thank you. We have received your message.`,
};

export function fieldIssueText(i18n: I18n, issue: Pick<FieldIssue, 'code' | 'max'>): string {
  const d = FIELD_ISSUE_MESSAGES[issue.code];
  // Not an object literal: the message extractor reads literals passed to i18n._ as new messages.
  return i18n._(d.id, { max: issue.max ?? '' }, { message: d.message });
}
