import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '../core/localized';

/** A web type (house, apartment …); its id is the CRM's WebID. */
@Entity('property_type')
export class PropertyType {
  @PrimaryColumn('int') id: number;
  @Column('int') showOrder: number;
  @Column('boolean', { default: true }) sale: boolean;
  @Column('boolean', { default: true }) rent: boolean;
  @Column('jsonb') names: Localized;
}
