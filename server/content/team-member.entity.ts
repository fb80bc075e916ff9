import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Localized } from '../core/localized';

/** A member of the agency's team, shown on the team page. */
@Entity('team_member')
@Index('team_member_sort_idx', ['sort'])
export class TeamMember {
  @PrimaryGeneratedColumn() id: number;
  @Column('text') firstName: string;
  @Column('text') lastName: string;
  @Column('jsonb', { default: {} }) jobTitle: Localized;
  @Column('jsonb', { default: {} }) bio: Localized;
  @Column('text', { default: '' }) email: string;
  @Column('text', { default: '' }) phone: string;
  @Column('text', { nullable: true }) photoUrl: string | null;
  @Column('int', { default: 0 }) sort: number;
}
