import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FieldIssue } from '../../../common/forms/field-rules';
import { FORM_TEXTS } from '../../../common/forms/form-texts';

/**
 * The browser's texts of the form checks and answers: the server's own (common/forms/form-texts.ts,
 * translated once in common/locales/{lang}/forms.po, which the interface's messages load with
 * them), so a message does not change when the server repeats the check.
 */
export const FORM_MESSAGES: Readonly<Record<'invalid' | 'mailNotSent', MessageDescriptor>> = {
  invalid: FORM_TEXTS['form.invalid'],
  mailNotSent: FORM_TEXTS['form.mailNotSent'],
};

export function fieldIssueText(i18n: I18n, issue: Pick<FieldIssue, 'code' | 'max'>): string {
  const d = FORM_TEXTS[`field.${issue.code}`];
  return i18n._(d.id, { max: issue.max ?? '' }, { message: d.message });
}
