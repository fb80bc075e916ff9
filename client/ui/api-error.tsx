import { CombinedGraphQLErrors } from '@apollo/client';
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

/** The API refused what the address asked for (BAD_USER_INPUT): the visitor's doing, not the API's. */
export const isBadInput = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT');

/** The API has nothing at what the address asked for (NOT_FOUND): the site's 404. */
export const isNotFound = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

/**
 * A search the API refused (a control character in the text, typed or pasted into the address):
 * said in the page's language, answered 400, the search box above to correct it.
 */
export function BadSearch() {
  useHttpStatus(400);
  usePageHead({ noindex: true });
  return (
    <p role="alert">
      <Trans>This search holds characters that cannot be searched for. Please change it and try again.</Trans>
    </p>
  );
}
