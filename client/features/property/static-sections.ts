/**
 * The detail page's static sections, in one chunk loaded after hydration (see
 * client/ui/deferred-section.tsx): the attribute groups with their code tables, the neighbourhood
 * and the manager's card (with them, all of format.ts leaves the page chunk). Server-rendered;
 * nothing in them reacts to input.
 */
export { AttributeGroupList } from './attribute-groups';
export { Neighbourhood } from './neighbourhood';
export { ManagerCard } from './manager-card';
