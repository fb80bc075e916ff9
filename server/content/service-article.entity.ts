import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Localized } from '../core/localized';

/** The eight services the agency offers, in their usual order. */
export const SERVICE_TOPICS = [
  'sale',
  'rental',
  'home-staging',
  'extranet',
  'valuation',
  'solvency',
  'international-market',
  'rental-management',
] as const;
export type ServiceTopic = (typeof SERVICE_TOPICS)[number];

/** A page about one of the agency's services, at /{lang}/nos-services/{slug}/. Slugs are unique per language. */
@Entity('service_article')
@Check(
  'service_article_topic_check',
  `topic IN ('sale', 'rental', 'home-staging', 'extranet', 'valuation', 'solvency', 'international-market', 'rental-management')`,
)
@Index('service_article_topic_key', ['topic'], { unique: true })
@Index('service_article_sort_idx', ['sort'])
@Index('service_article_slugs_nl_key', { synchronize: false })
@Index('service_article_slugs_fr_key', { synchronize: false })
@Index('service_article_slugs_en_key', { synchronize: false })
@Index('service_article_slugs_de_key', { synchronize: false })
export class ServiceArticle {
  @PrimaryGeneratedColumn() id: number;
  @Column('text') topic: ServiceTopic;
  /** URL slug per language. */
  @Column('jsonb') slugs: Localized;
  @Column('jsonb') title: Localized;
  @Column('jsonb', { default: {} }) summary: Localized;
  /** HTML per language. */
  @Column('jsonb', { default: {} }) body: Localized;
  @Column('text', { nullable: true }) imageUrl: string | null;
  @Column('int', { default: 0 }) sort: number;
}
