/**
 * The detail page's static sections, in one chunk loaded after hydration (see
 * client/ui/static-section.tsx): the attribute groups with their code tables and the
 * neighbourhood (with them, all of format.ts leaves the page chunk). Server-rendered; nothing in
 * them needs code to work (their phone-closed groups are native <details>).
 */
export { AttributeGroupList } from './attribute-groups';
export { Neighbourhood } from './neighbourhood';
