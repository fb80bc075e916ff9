import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Localized } from '../core/localized';

/** The agency's staff member shown as "manager" on a property page. */
@Entity('agent')
export class Agent {
  @PrimaryGeneratedColumn() id: number;
  @Column('text') firstName: string;
  @Column('text') lastName: string;
  @Column('text') email: string;
  @Column('text', { default: '' }) phone: string;
  @Column('text', { nullable: true }) photoUrl: string | null;
  @Column('jsonb', { default: {} }) jobTitle: Localized;
}
