import { PropertyContact } from './property-contact';
import { PropertyRequests } from './property-requests';

/**
 * The forms of the detail page, in one chunk loaded after hydration (client/ui/deferred-section.tsx):
 * they sit below the fold, and their kit (fields, captcha, rules) would otherwise weigh on the
 * page's initial JavaScript. Server-rendered like the rest of the page.
 */
export function PropertyForms({ propertyId }: { propertyId: number }) {
  return (
    <>
      <PropertyContact propertyId={propertyId} />
      <PropertyRequests propertyId={propertyId} />
    </>
  );
}
