/** Resolvers of the content feature. */
export const CONTENT_RESOLVERS: Function[] = [];
