import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A listing's texts in one language (the CRM sends one record per language). */
@Entity('property_text')
export class PropertyText {
  @PrimaryColumn('int') propertyId: number;
  @PrimaryColumn('text') lang: string;
  @Column('text', { default: '' }) title: string;
  @Column('text', { default: '' }) description: string;
  @Column('text', { default: '' }) typeDescription: string;
}
