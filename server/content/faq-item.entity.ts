import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Localized } from '../core/localized';

/** A question and its answer (HTML) on the FAQ page. */
@Entity('faq_item')
@Index('faq_item_sort_idx', ['sort'])
export class FaqItem {
  @PrimaryGeneratedColumn() id: number;
  @Column('jsonb') question: Localized;
  @Column('jsonb') answer: Localized;
  @Column('int', { default: 0 }) sort: number;
}
