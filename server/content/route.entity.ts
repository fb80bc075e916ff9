import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LanguageCode } from '../core/config';
import type { Localized } from '../core/localized';

export const ROUTE_TYPES = ['feedback', 'article', 'page', 'login'] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

/** The public path of a page in each language; each path starts with its language, e.g. /fr/a-vendre/. */
export type RoutePaths = Partial<Record<LanguageCode, string>>;

/** One step of a breadcrumb. Links to `routeKey`'s page in the visitor's language, else to `path`; neither: plain text. */
export interface BreadcrumbStep {
  name: Localized;
  path?: string;
  routeKey?: string;
}

/**
 * A fixed page of the site (home, lists, contact, thank-you pages …) and its path per language.
 * `key` is stable and what code refers to; paths may be edited. Paths are unique per language.
 */
@Entity('route')
@Check('route_type_check', `type IN ('feedback', 'article', 'page', 'login')`)
@Index('route_key_key', ['key'], { unique: true })
@Index('route_paths_nl_key', { synchronize: false })
@Index('route_paths_fr_key', { synchronize: false })
@Index('route_paths_en_key', { synchronize: false })
@Index('route_paths_de_key', { synchronize: false })
export class Route {
  @PrimaryGeneratedColumn() id: number;
  @Column('text') key: string;
  @Column('text') type: RouteType;
  /** The internal path the page had in the original application, e.g. /thank-you/contact-me/. */
  @Column('text') original: string;
  @Column('jsonb') paths: RoutePaths;
  @Column('jsonb', { default: [] }) breadcrumbs: BreadcrumbStep[];
  /** The page lives outside this site. */
  @Column('boolean', { default: false }) external: boolean;
  @Column('boolean', { default: true }) enabled: boolean;
}
