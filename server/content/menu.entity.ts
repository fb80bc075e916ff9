import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { LanguageCode } from '../core/config';
import type { Localized } from '../core/localized';
import type { ServiceTopic } from './service-article.entity';

export const MENU_STATUSES = ['Published', 'Draft'] as const;
export type MenuStatus = (typeof MENU_STATUSES)[number];

/** Search-engine and social-sharing texts of a menu page in one language. */
export interface MenuMetadataParams {
  pageTitle?: string;
  description?: string;
  socialTitle?: string;
  socialType?: string;
  socialImage?: string;
  seoActive?: boolean;
}

/** The CMS settings of a menu entry, stored as one JSONB document. */
export interface MenuParams {
  title: Localized;
  description?: Localized;
  metadata?: Partial<Record<LanguageCode, MenuMetadataParams>>;
  image?: string | null;
  /** Ids of the modules shown on the page, in order. */
  modules?: number[];
  hasSubMenu?: boolean;
  /** HTML per language. */
  content?: Localized;
  css?: string;
  type: 'module';
  /**
   * The entry's URL segment per language, for an entry that is a page of its own (its address in a
   * language is /{lang}/{each ancestor's segment}/{its segment}/); `path` in a language without one.
   */
  slugs?: Partial<Record<LanguageCode, string>>;
  /** When set, the entry links to this page of the route table (Route.key) in the visitor's language. */
  routeKey?: string;
  /** When set, the entry links to this service article (ServiceArticle.topic) in the visitor's language. */
  serviceTopic?: ServiceTopic;
}

/**
 * An entry of the site's navigation. A published entry that is a page of its own lives at
 * /{lang}/{segment}/ in each language (params.slugs, else `path`), its published children at
 * /{lang}/{parent segment}/{child segment}/; /{path}/ and /{parent path}/{child path}/ lead there.
 * `path` is one URL segment, unique among siblings.
 */
@Entity('menu')
@Check('menu_status_check', `status IN ('Published', 'Draft')`)
@Check('menu_path_check', `path <> '' AND position('/' in path) = 0`)
@Index('menu_published_idx', ['sort', 'id'], { where: `status = 'Published'` })
@Index('menu_published_path_idx', ['path'], { where: `status = 'Published'` })
@Index('menu_sibling_path_key', { synchronize: false })
@Index('menu_route_key_idx', { synchronize: false })
export class Menu {
  @PrimaryGeneratedColumn() id: number;
  @Column('int', { nullable: true }) parentId: number | null;
  @ManyToOne(() => Menu, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'parent_id', foreignKeyConstraintName: 'menu_parent_id_fkey' })
  parent?: Menu | null;
  /** Internal name, for editors. */
  @Column('text') name: string;
  @Column('text') path: string;
  @Column('text', { default: 'Draft' }) status: MenuStatus;
  @Column('int', { default: 0 }) sort: number;
  @Column('jsonb') params: MenuParams;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
  @Column('timestamptz', { default: () => 'now()' }) updatedAt: Date;
}
