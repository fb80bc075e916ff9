import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Availability } from '../../generated/graphql';
import { availabilityLabel } from '../listings';

/** The words for the codes the statistics carry, in the interface language. */
export function AvailabilityLabel({ value }: { value: string | null | undefined }): ReactNode {
  return availabilityLabel(value as Availability);
}

export function SourceLabel({ source }: { source: string }): ReactNode {
  switch (source) {
    case 'direct':
      return <Trans>Direct (typed or bookmarked)</Trans>;
    case 'search':
      return <Trans>Search engines</Trans>;
    case 'social':
      return <Trans>Social media</Trans>;
    case 'portal':
      return <Trans>Property portals</Trans>;
    case 'mail':
      return <Trans>E-mail and newsletters</Trans>;
    default:
      return <Trans>Other websites</Trans>;
  }
}

/** Which form a communication came through. */
export function FormLabel({ form }: { form: string | null | undefined }): ReactNode {
  switch (form) {
    case 'more-info':
      return <Trans>request for more information</Trans>;
    case 'visit-request':
      return <Trans>visit request</Trans>;
    case 'appointment':
      return <Trans>appointment booked online</Trans>;
    case 'documents-request':
      return <Trans>documents request</Trans>;
    case 'send-to-friend':
      return <Trans>sent to a friend</Trans>;
    case 'offer':
      return <Trans>offer to buy</Trans>;
    case 'rent-application':
      return <Trans>rental application</Trans>;
    default:
      return <Trans>contact form</Trans>;
  }
}
