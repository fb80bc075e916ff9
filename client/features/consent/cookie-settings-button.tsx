import { Trans } from '@lingui/react/macro';
import { CONSENT_REOPEN_EVENT } from './consent-events';

/** "Cookie settings": reopens the consent choices on any page (the footer shows it). */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className ?? 'button--link'}
      onClick={() => window.dispatchEvent(new Event(CONSENT_REOPEN_EVENT))}
    >
      <Trans>Cookie settings</Trans>
    </button>
  );
}
