import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import {
  ContactForm,
  DocumentsRequestForm,
  OfferForm,
  RentApplicationForm,
  SendToFriendForm,
} from '../forms';
import { PersonBlockProvider } from '../../ui/forms/person-block';
import { AppointmentBooking } from './appointment-booking';
import type { ContactActionId } from './contact-panel-actions';

/**
 * What each action of the contact panel opens: its form, in a chunk of its own loaded when the
 * visitor is about to choose (the panel preloads it on hover or focus), so neither the page nor
 * the panel waits for the form kit.
 */
export function ContactAction(props: {
  action: ContactActionId;
  property: PropertyDetailFieldsFragment;
  labelledBy: string;
}) {
  // Every action's form starts from what the visitor typed in the previous one (this visit, this tab).
  return (
    <PersonBlockProvider>
      <ActionForm {...props} />
    </PersonBlockProvider>
  );
}

function ActionForm({
  action,
  property: p,
  labelledBy,
}: {
  action: ContactActionId;
  property: PropertyDetailFieldsFragment;
  labelledBy: string;
}) {
  switch (action) {
    case 'visit':
      return <AppointmentBooking propertyId={p.id} labelledBy={labelledBy} />;
    case 'question':
      return (
        <ContactForm
          kind="more-info"
          propertyId={p.id}
          submitLabel={<Trans>Ask for more information</Trans>}
          labelledBy={labelledBy}
        />
      );
    case 'documents':
      return <DocumentsRequestForm propertyId={p.id} labelledBy={labelledBy} />;
    case 'offer':
      return <OfferForm propertyId={p.id} labelledBy={labelledBy} />;
    case 'rent':
      return (
        <RentApplicationForm
          propertyId={p.id}
          labelledBy={labelledBy}
          // As the server's property summary: a rental without an explicit rent is rented at its price.
          listing={{
            monthlyRent: p.costs.monthlyRent ?? p.price.amount ?? null,
            charges: p.costs.chargesRenter,
            inventoryCost: p.costs.inventoryCost,
          }}
        />
      );
    case 'share':
      return <ShareProperty property={p} labelledBy={labelledBy} />;
  }
}

/**
 * Sharing the listing: its link copied, the phone's own share sheet where the browser has one
 * (Web Share API), or a mail to a friend sent by the agency.
 */
function ShareProperty({
  property: p,
  labelledBy,
}: {
  property: PropertyDetailFieldsFragment;
  labelledBy: string;
}) {
  const { t } = useLingui();
  const [url, setUrl] = useState('');
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const linkId = useId();
  // Read in the browser: the page's address without its tracking parameters.
  useEffect(() => {
    setUrl(`${window.location.origin}${window.location.pathname}`);
    setCanShare(typeof navigator.share === 'function');
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard (an old browser, a refused permission): the link is selected to copy by hand.
      setCopied('no');
      document.getElementById(linkId)?.focus();
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: p.title, url });
    } catch {
      // Cancelled by the visitor: nothing to say.
    }
  };

  return (
    <div className="share-property">
      <div className="share-property__link">
        <label htmlFor={linkId} className="field__label">
          <Trans>Link to this property</Trans>
        </label>
        <div className="share-property__row">
          <input
            id={linkId}
            className="field__control"
            type="url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" className="button" onClick={() => void copy()}>
            <Trans>Copy the link</Trans>
          </button>
          {canShare ? (
            <button type="button" className="button" onClick={() => void share()}>
              <Trans>Share…</Trans>
            </button>
          ) : null}
        </div>
        <p role="status" className="share-property__status">
          {copied === 'yes' ? t`The link is copied.` : copied === 'no' ? t`Select the link to copy it.` : ''}
        </p>
      </div>
      <h3 className="share-property__title">
        <Trans>Send it to a friend by e-mail</Trans>
      </h3>
      <SendToFriendForm propertyId={p.id} labelledBy={labelledBy} />
    </div>
  );
}
