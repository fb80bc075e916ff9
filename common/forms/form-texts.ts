/**
 * The texts of the form checks and of a form's answer, which the browser shows before the server
 * checks and the server sends after: defined once here, in English, and translated once in
 * common/locales/{lang}/forms.po (a Lingui catalog both sides load). The i18n comment marks are
 * what Lingui extracts; the ids are the server's message ids.
 */
export const FORM_TEXTS = {
  'form.invalid': /*i18n*/ { id: 'form.invalid', message: 'The fields in red must be checked.' },
  'form.mailNotSent': /*i18n*/ { id: 'form.mailNotSent', message: 'Mail not sent, try again.' },
  'form.rateLimited': /*i18n*/ {
    id: 'form.rateLimited',
    message: 'You have sent this form too often. Please wait a few minutes and try again.',
  },
  'form.accepted': /*i18n*/ { id: 'form.accepted', message: 'Thank you. We have received your message.' },
  'field.required': /*i18n*/ { id: 'field.required', message: 'This field is required.' },
  'field.email': /*i18n*/ { id: 'field.email', message: 'Please enter a valid e-mail address.' },
  'field.phone': /*i18n*/ { id: 'field.phone', message: 'Please enter a valid phone number.' },
  'field.tooLong': /*i18n*/ {
    id: 'field.tooLong',
    message: 'This text is too long (at most {max} characters).',
  },
  'field.singleLine': /*i18n*/ { id: 'field.singleLine', message: 'This field may not contain line breaks.' },
  'field.choice': /*i18n*/ { id: 'field.choice', message: 'Please choose one of the options.' },
  'field.date': /*i18n*/ { id: 'field.date', message: 'Please enter a complete, valid date.' },
  'field.dateOrder': /*i18n*/ {
    id: 'field.dateOrder',
    message: 'The end date must come after the start date.',
  },
  'field.number': /*i18n*/ { id: 'field.number', message: 'Please enter a valid number.' },
  'field.atLeastOneType': /*i18n*/ {
    id: 'field.atLeastOneType',
    message: 'Please select at least one property type.',
  },
  'field.atLeastOneZone': /*i18n*/ {
    id: 'field.atLeastOneZone',
    message: 'Please select at least one geographic zone.',
  },
  'field.unknownPlace': /*i18n*/ {
    id: 'field.unknownPlace',
    message:
      'We do not know this place. Type a Belgian municipality (in any language) or a postcode of four digits.',
  },
  'field.passwordMismatch': /*i18n*/ {
    id: 'field.passwordMismatch',
    message: 'The password and its confirmation do not match.',
  },
  'field.consentRequired': /*i18n*/ {
    id: 'field.consentRequired',
    message: 'Please accept the privacy statement.',
  },
  'field.captchaMissing': /*i18n*/ {
    id: 'field.captchaMissing',
    message: 'Please confirm that you are not a robot.',
  },
  'field.captchaInvalid': /*i18n*/ {
    id: 'field.captchaInvalid',
    message: 'The entered characters are not valid.',
  },
  'field.friendEmail': /*i18n*/ {
    id: 'field.friendEmail',
    message: "Friend's e-mail is required and must be valid.",
  },
  'field.valuationAddress': /*i18n*/ {
    id: 'field.valuationAddress',
    message: 'Valuation address is required.',
  },
  'field.noLinks': /*i18n*/ { id: 'field.noLinks', message: 'Links are not allowed in this field.' },
  'field.pastDate': /*i18n*/ { id: 'field.pastDate', message: 'This date may not be in the past.' },
  'field.confirmationRequired': /*i18n*/ {
    id: 'field.confirmationRequired',
    message: 'Please confirm this statement.',
  },
  'field.atLeastOneAdult': /*i18n*/ {
    id: 'field.atLeastOneAdult',
    message: 'At least one adult must live in the property (a whole number, at most 20).',
  },
  'field.kidAge': /*i18n*/ {
    id: 'field.kidAge',
    message: "Each child's age must be a whole number from 0 to 25.",
  },
  'field.amount': /*i18n*/ {
    id: 'field.amount',
    message: 'Please enter the amount in whole euros, more than 0.',
  },
  'field.priceOrder': /*i18n*/ {
    id: 'field.priceOrder',
    message: 'The maximum price must be at least the minimum price.',
  },
  'field.url': /*i18n*/ {
    id: 'field.url',
    message: 'Please enter a full web address starting with http:// or https://.',
  },
} as const;

export type FormTextId = keyof typeof FORM_TEXTS;
