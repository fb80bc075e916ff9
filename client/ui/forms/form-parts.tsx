import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NoScriptNote } from '../../ui/noscript-note';
import { CaptchaNotice } from './captcha';
import type { FormSubmission, FormValues } from './use-form-submission';
import { Honeypot } from './fields';
import './forms.css';

/**
 * A form of the kit: the alert region with the summary, the fields, the honeypot, the robot check
 * and the send button. The alert region is always there so screen readers announce its changes.
 */
export function KitForm<V extends FormValues>({
  form,
  children,
  submitLabel,
  labelledBy,
}: {
  form: FormSubmission<V>;
  children: ReactNode;
  submitLabel: ReactNode;
  labelledBy?: string;
}) {
  const { summary } = form;
  return (
    <form
      {...form.formProps}
      className="kit-form"
      aria-labelledby={labelledBy}
      aria-busy={form.sending || undefined}
    >
      <NoScriptNote>
        <Trans>This form needs JavaScript: turn it on in your browser to send it.</Trans>
      </NoScriptNote>
      <div
        id={form.summaryId}
        role="alert"
        tabIndex={-1}
        className={summary ? `form-summary form-summary--${summary.tone}` : 'form-summary'}
      >
        {summary && <p>{summary.text}</p>}
        {form.otherErrors.length > 0 && (
          <ul>
            {form.otherErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </div>
      {form.personBlock ? (
        <p className="kit-form__person-note">
          <Trans>Filled in with the details you gave earlier.</Trans>{' '}
          <button type="button" className="button--link" onClick={form.personBlock.clear}>
            <Trans>Not you? Clear</Trans>
          </button>
        </p>
      ) : null}
      {children}
      <Honeypot {...form.honeypot} />
      <CaptchaNotice {...form.captcha} />
      <p className="kit-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={form.sending || undefined}>
          {form.sending ? <Trans>Sending…</Trans> : submitLabel}
        </button>
      </p>
    </form>
  );
}
