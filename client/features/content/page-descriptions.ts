import { useLingui } from '@lingui/react/macro';
import { useContext } from 'react';
import { SiteHeadContext } from '../../ui/use-page-head';

/**
 * The search-result snippet of each page of the route table that has no text of its own: what the
 * visitor finds there, with the agency's name. Undefined for a page kept out of search results.
 */
export function useRoutePageDescription(routeKey: string): string | undefined {
  const { t } = useLingui();
  const { siteName } = useContext(SiteHeadContext);
  const agency = siteName || t`our agency`;
  switch (routeKey) {
    case 'services':
      return t`What ${agency} does for owners, buyers and tenants: sale, rental, valuation, home staging, rental management and more.`;
    case 'contact':
      return t`Contact ${agency}: address, phone, e-mail and opening hours, or send us a message and we will get back to you.`;
    case 'faq':
      return t`Answers from ${agency} to the questions buyers, tenants and owners ask most about buying, renting and selling.`;
    case 'team':
      return t`Meet the team of ${agency}: the agents who sell and let your property, and how to reach each of them.`;
    case 'keep-me-informed':
      return t`Save your search with ${agency} and get an e-mail when a property matches, its price drops or it is available again: at once, daily or weekly.`;
    case 'valuation-request':
    case 'contact-demand':
      return t`Ask ${agency} for a free valuation of your house or apartment: an agent visits and tells you what it is worth.`;
    case 'leave-testimonial':
      return t`Sold, bought or rented with ${agency}? Tell others how it went: your testimonial appears on our site.`;
    case 'projects':
      return t`New-build projects of ${agency}: apartments and houses for sale off plan, with their units, prices and plans.`;
    case 'disclaimer':
      return t`The terms of use of the ${agency} website: information given without commitment, liability and intellectual property.`;
    case 'cookie-policy':
      return t`Which cookies the ${agency} website uses, what for, and how to change your choices at any time.`;
    case 'privacy-statement':
      return t`How ${agency} collects, uses and protects your personal data, and how to exercise your rights under the GDPR.`;
    default:
      return undefined;
  }
}
