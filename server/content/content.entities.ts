/** Entities of the content feature (menus, modules, routes, articles …). */
export const CONTENT_ENTITIES: Function[] = [];
