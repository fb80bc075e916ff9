import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Property } from './property.entity';

/** A listing's texts in one language (the CRM sends one record per language). */
@Entity('property_text')
@Index('property_text_title_key_trgm_idx', { synchronize: false })
export class PropertyText {
  @PrimaryColumn('int') propertyId: number;
  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'property_text_property_id_fkey' })
  property?: Relation<Property>;
  @PrimaryColumn('text') lang: string;
  @Column('text', { default: '' }) title: string;
  @Column('text', { default: '' }) description: string;
  @Column('text', { default: '' }) typeDescription: string;
  /** search_key(title), kept by a trigger; the trigram index is on it. */
  @Column({ type: 'text', default: '', insert: false, update: false, select: false }) titleKey: string;
}
