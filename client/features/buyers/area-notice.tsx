import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AreaStatus } from '../../../common/buyer-forms';

const ERRORS: ReadonlySet<AreaStatus> = new Set([
  'email-invalid',
  'too-many',
  'confirm-erase',
  'login-needed',
]);

function statusText(status: AreaStatus): ReactNode {
  switch (status) {
    case 'link-sent':
      return (
        <Trans>
          We have sent a login link to this address, if mail to it can be delivered. It works once, for 15
          minutes: open it on this device. Nothing arrived? Check your spam folder.
        </Trans>
      );
    case 'email-invalid':
      return <Trans>Please enter a valid e-mail address.</Trans>;
    case 'too-many':
      return <Trans>Too many requests. Please wait a few minutes and try again.</Trans>;
    case 'logged-in':
      return <Trans>You are logged in. The favourites of this browser are now kept with your account.</Trans>;
    case 'logged-out':
      return (
        <Trans>
          You are logged out. This browser no longer keeps your favourites or anything else of yours.
        </Trans>
      );
    case 'erased':
      return <Trans>Your account and everything kept with your e-mail address have been deleted.</Trans>;
    case 'confirm-erase':
      return <Trans>Tick the box to confirm that everything should be deleted.</Trans>;
    case 'login-needed':
      return <Trans>Please log in first.</Trans>;
  }
}

/**
 * What the last form did. Both live regions are always in the page, empty until needed: a region
 * that appears together with its text may not be announced.
 */
export function AreaNotice({ status }: { status: AreaStatus | null }) {
  const error = status !== null && ERRORS.has(status);
  return (
    <div className="buyers-notices">
      <div className="buyers-notice buyers-notice--error" role="alert">
        {status && error ? statusText(status) : null}
      </div>
      <div className="buyers-notice buyers-notice--success" role="status">
        {status && !error ? statusText(status) : null}
      </div>
    </div>
  );
}
