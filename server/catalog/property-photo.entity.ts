import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One photo of a listing. (propertyId, sourceId) is unique: imports update photos, never duplicate them. */
@Entity('property_photo')
@Index(['propertyId', 'sourceId'], { unique: true })
@Index(['propertyId', 'position'])
export class PropertyPhoto {
  @PrimaryGeneratedColumn() id: number;
  @Column('int') propertyId: number;
  /** The CRM's picture id. */
  @Column('text') sourceId: string;
  @Column('int') position: number;
  @Column('text') url: string;
  @Column('int') width: number;
  @Column('int') height: number;
  @Column('text', { default: '' }) name: string;
}
