import { Trans } from '@lingui/react/macro';
import { DocumentsRequestForm } from '../forms/documents-request-form';
import { SendToFriendForm } from '../forms/send-to-friend-form';

/** The listing's own forms: ask for its documents, and send it to a friend. */
export function PropertyRequests({ propertyId }: { propertyId: number }) {
  return (
    <>
      <section className="property-request" aria-labelledby="property-documents-request">
        <h2 id="property-documents-request">
          <Trans>Request the documents</Trans>
        </h2>
        <DocumentsRequestForm propertyId={propertyId} labelledBy="property-documents-request" />
      </section>
      <section className="property-request" aria-labelledby="property-send-to-friend">
        <h2 id="property-send-to-friend">
          <Trans>Send to a friend</Trans>
        </h2>
        <SendToFriendForm propertyId={propertyId} labelledBy="property-send-to-friend" />
      </section>
    </>
  );
}
