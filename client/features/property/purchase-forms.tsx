import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import { OfferForm } from '../forms/offer-form';
import { RentApplicationForm } from '../forms/rent-application-form';

/**
 * The rent application on a rental, the offer to buy on a sale: a button opens the form below it
 * (a disclosure: aria-expanded, focus stays on the button). Nothing for a listing already sold or
 * rented. The form is mounted only when opened: it is long, and the captcha starts only then.
 */
export function PurchaseForms({ property: p }: { property: PropertyDetailFieldsFragment }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  if (p.availability === 'SOLD' || p.availability === 'RENTED') return null;
  const rent = p.goal === 'RENT';
  return (
    <section className="property-form" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {rent ? <Trans>Apply to rent this property</Trans> : <Trans>Make an offer on this property</Trans>}
      </h2>
      <p>
        <button
          type="button"
          className="button button--primary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? (
            <Trans>Close the form</Trans>
          ) : rent ? (
            <Trans>Apply to rent</Trans>
          ) : (
            <Trans>Make an offer</Trans>
          )}
        </button>
      </p>
      <div id={panelId} hidden={!open}>
        {open &&
          (rent ? (
            <RentApplicationForm
              propertyId={p.id}
              labelledBy={headingId}
              // As the server's property summary: a rental without an explicit rent is rented at its price.
              listing={{
                monthlyRent: p.costs.monthlyRent ?? p.price.amount ?? null,
                charges: p.costs.chargesRenter,
                inventoryCost: p.costs.inventoryCost,
              }}
            />
          ) : (
            <OfferForm propertyId={p.id} labelledBy={headingId} />
          ))}
      </div>
    </section>
  );
}
