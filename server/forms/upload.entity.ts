import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { FormSubmission } from './form-submission.entity';
import type { UploadKind } from './upload.types';

/**
 * A file a visitor uploaded before sending a form (the job contact's CV, a testimonial's photo). The id is the visitor's
 * only handle on it; the file lives under UPLOAD_DIR, outside the web root, and is never served.
 */
@Entity('upload')
@Index('upload_path_key', ['path'], { unique: true })
@Index('upload_unused_idx', ['createdAt'], { where: 'used_at IS NULL' })
@Check('upload_size_check', 'size > 0 AND size <= 5242880')
@Check('upload_kind_check', "kind IN ('cv', 'photo')")
export class Upload {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** What it is for; a submission takes only uploads of its own kind. */
  @Column('text', { default: 'cv' }) kind: UploadKind;
  /** The random file name under UPLOAD_DIR/{kind}/ (never the visitor's name). */
  @Column('text') path: string;
  /** Found from the content, not from what the browser declared. */
  @Column('text') mime: string;
  @Column('int') size: number;
  /** The visitor's file name, sanitized, with the extension of the type found. */
  @Column('text') originalName: string;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
  /** Set when a submission takes it; an upload serves one submission only. */
  @Column('timestamptz', { nullable: true }) usedAt: Date | null;
  @Column('uuid', { nullable: true }) submissionId: string | null;
  @ManyToOne(() => FormSubmission, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'submission_id', foreignKeyConstraintName: 'upload_submission_id_fkey' })
  submission?: Relation<FormSubmission>;
}
