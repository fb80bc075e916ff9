import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { Property } from './property.entity';

/** One photo of a listing. (propertyId, sourceId) is unique: imports update photos, never duplicate them. */
@Entity('property_photo')
@Unique('property_photo_source_unique', ['propertyId', 'sourceId'])
@Index('property_photo_position_idx', ['propertyId', 'position'])
@Index('property_photo_url_idx', { synchronize: false })
export class PropertyPhoto {
  @PrimaryGeneratedColumn() id: number;
  @Column('int') propertyId: number;
  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'property_photo_property_id_fkey' })
  property?: Relation<Property>;
  /** The CRM's picture id. */
  @Column('text') sourceId: string;
  @Column('int') position: number;
  @Column('text') url: string;
  @Column('int') width: number;
  @Column('int') height: number;
  @Column('text', { default: '' }) name: string;
}
