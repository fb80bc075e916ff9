import { Trans } from '@lingui/react/macro';
import { usePageHead } from '../ui/use-page-head';
import { useHttpStatus } from './http-status';

/** A page whose data the API could not give: said in the page's language, answered 503 so crawlers come back later. */
export function ApiError() {
  useHttpStatus(503);
  usePageHead({ noindex: true });
  return (
    <p role="alert">
      <Trans>There is an error in the API. Please try again later.</Trans>
    </p>
  );
}
