import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Localized } from '../core/localized';

export const MODULE_VIEWS = ['slider-view', 'news-view', 'ons-team-view', ''] as const;
export type ModuleView = (typeof MODULE_VIEWS)[number];

export const MODULE_RELATION_TYPES = ['property-list', 'category', 'contact'] as const;
export type ModuleRelationType = (typeof MODULE_RELATION_TYPES)[number];

/**
 * What a module shows. `id` names the source within its type: for property-list 'latest', 'sale'
 * or 'rent'; for category 'testimonials', 'service-articles' or 'team'; for contact 'contact'.
 */
export interface ModuleRelation {
  type: ModuleRelationType;
  id: string;
}

/** Column widths on small, medium and large screens (grid of 12). */
export interface ColumnWidths {
  sm: number;
  md: number;
  lg: number;
}

/** A block of a page (a list, a slider, a form …) placed by a menu entry's `params.modules`. */
@Entity('module')
@Check('module_title_size_check', `title_size IN ('h1', 'h2')`)
@Check('module_view_check', `view IN ('slider-view', 'news-view', 'ons-team-view', '')`)
@Check('module_background_type_check', `background_type IN ('image', 'color', 'gallery', '')`)
@Check('module_status_check', `status IN ('Published', 'Draft')`)
@Check('module_items_check', `number_item_of_row > 0 AND (max_items IS NULL OR max_items > 0)`)
@Index('module_sort_idx', ['sort'], { where: `status = 'Published'` })
export class Module {
  @PrimaryGeneratedColumn() id: number;
  @Column('jsonb', { default: {} }) title: Localized;
  /** Whether the title is shown. */
  @Column('boolean', { default: true }) titlePublic: boolean;
  @Column('text', { default: 'h2' }) titleSize: 'h1' | 'h2';
  @Column('jsonb', { default: {} }) description: Localized;
  /** Where on the page: 'contentRow' is the main column. */
  @Column('text', { default: 'contentRow' }) position: string;
  @Column('int', { default: 12 }) span: number;
  @Column('jsonb', { default: { sm: 12, md: 12, lg: 12 } }) columns: ColumnWidths;
  @Column('int', { default: 0 }) sort: number;
  @Column('text', { default: '' }) view: ModuleView;
  @Column('text', { default: '' }) cssClass: string;
  /** image, color, gallery or '' (none). */
  @Column('text', { default: '' }) backgroundType: string;
  @Column('text', { nullable: true }) image: string | null;
  @Column('jsonb', { default: [] }) images: string[];
  @Column('text', { nullable: true }) colorBackground: string | null;
  @Column('text', { default: 'Published' }) status: 'Published' | 'Draft';
  @Column('int', { default: 4 }) numberItemOfRow: number;
  @Column('int', { nullable: true }) maxItems: number | null;
  @Column('boolean', { default: false }) isHasSubcategories: boolean;
  @Column('jsonb', { default: [] }) relations: ModuleRelation[];
}
