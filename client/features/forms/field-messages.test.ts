import { describe, expect, it } from 'vitest';
import type { FieldIssueCode } from '../../../common/forms/field-rules';
import { createI18n } from '../../app/i18n';
import { messages as en } from '../../locales/en/messages.po';
import { FIELD_ISSUE_MESSAGES, FORM_MESSAGES, fieldIssueText } from './field-messages';

/**
 * The server's English texts (server/core/messages.ts field.* and form.*): the browser must say the
 * same thing before and after the server checks. Typed by FieldIssueCode, so a new code without a
 * row here does not compile; the e2e test compares the other languages with the server's.
 */
const SERVER_FIELD_TEXTS: Record<FieldIssueCode, string> = {
  required: 'This field is required.',
  email: 'Please enter a valid e-mail address.',
  phone: 'Please enter a valid phone number.',
  tooLong: 'This text is too long (at most 100 characters).',
  singleLine: 'This field may not contain line breaks.',
  choice: 'Please choose one of the options.',
  date: 'Please enter a complete, valid date.',
  dateOrder: 'The end date must come after the start date.',
  number: 'Please enter a valid number.',
  atLeastOneType: 'Please select at least one property type.',
  atLeastOneZone: 'Please select at least one geographic zone.',
  passwordMismatch: 'The password and its confirmation do not match.',
  consentRequired: 'Please accept the privacy statement.',
  captchaMissing: 'Please confirm that you are not a robot.',
  captchaInvalid: 'The entered characters are not valid.',
  friendEmail: "Friend's e-mail is required and must be valid.",
  valuationAddress: 'Valuation address is required.',
  noLinks: 'Links are not allowed in this field.',
  pastDate: 'This date may not be in the past.',
  confirmationRequired: 'Please confirm this statement.',
  atLeastOneAdult: 'At least one adult must live in the property (a whole number, at most 20).',
  kidAge: "Each child's age must be a whole number from 0 to 25.",
  amount: 'Please enter the amount in whole euros, more than 0.',
  priceOrder: 'The maximum price must be at least the minimum price.',
  url: 'Please enter a full web address starting with http:// or https://.',
};

const i18n = createI18n('en', en);

describe('client field messages', () => {
  it('has a message for every FieldIssueCode and no other', () => {
    expect(Object.keys(FIELD_ISSUE_MESSAGES).sort()).toEqual(Object.keys(SERVER_FIELD_TEXTS).sort());
  });

  it.each(Object.entries(SERVER_FIELD_TEXTS) as [FieldIssueCode, string][])(
    '%s says what the server says',
    (code, text) => {
      expect(fieldIssueText(i18n, { code, max: code === 'tooLong' ? 100 : undefined })).toBe(text);
    },
  );

  it.each([
    ['invalid', 'The fields in red must be checked.'],
    ['mailNotSent', 'Mail not sent, try again.'],
    ['rateLimited', 'You have sent this form too often. Please wait a few minutes and try again.'],
    ['accepted', 'Thank you. We have received your message.'],
  ] as const)('form message %s says what the server says', (key, text) => {
    expect(i18n._(FORM_MESSAGES[key])).toBe(text);
  });
});
