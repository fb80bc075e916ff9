import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import { ContactPanel } from './contact-panel';

/**
 * The detail page's contact panel, in one chunk loaded after hydration (client/ui/static-section.tsx):
 * the agent and the actions, server-rendered like the rest of the page; each action's form loads
 * in its own chunk when the visitor is about to open it.
 */
export function PropertyForms({ property }: { property: PropertyDetailFieldsFragment }) {
  return <ContactPanel property={property} />;
}
