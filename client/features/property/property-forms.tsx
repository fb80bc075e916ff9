import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import { AppointmentBooking } from './appointment-booking';
import { PropertyContact } from './property-contact';
import { PropertyRequests } from './property-requests';
import { PurchaseForms } from './purchase-forms';

/**
 * The forms of the detail page, in one chunk loaded after hydration (client/ui/deferred-section.tsx):
 * they sit below the fold, and their kit (fields, captcha, rules) would otherwise weigh on the
 * page's initial JavaScript. Server-rendered like the rest of the page.
 */
export function PropertyForms({ property }: { property: PropertyDetailFieldsFragment }) {
  return (
    <>
      <PropertyContact propertyId={property.id} />
      {property.availability === 'AVAILABLE' || property.availability === 'OPTION' ? (
        <AppointmentBooking propertyId={property.id} />
      ) : null}
      <PurchaseForms property={property} />
      <PropertyRequests propertyId={property.id} />
    </>
  );
}
