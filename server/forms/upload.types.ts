import type { MessageId } from '../core/messages';

/** What visitors upload before sending a form: a job application's CV, a testimonial's photo. */
export type UploadKind = 'cv' | 'photo';
export const UPLOAD_KINDS: readonly UploadKind[] = ['cv', 'photo'];

/** A received file judged from its content: what it is (extension, type), or why it is refused. */
export type UploadContentCheck =
  { ok: true; extension: string; mime: string } | { ok: false; messageId: MessageId };
