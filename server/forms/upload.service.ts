import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { CV_MAX_BYTES } from '../../common/forms/cv-file-type';
import { PHOTO_MAX_BYTES } from '../../common/forms/photo-file-type';
import { sanitizeFileName } from '../../common/forms/upload-file-name';
import { config } from '../core/config';
import { logger } from '../core/logger';
import type { MessageId } from '../core/messages';
import { checkCvContent } from './cv-upload.service';
import { checkPhotoContent } from './photo-upload.service';
import { UPLOAD_KINDS, type UploadContentCheck, type UploadKind } from './upload.types';
import { isUuid } from '../core/uuid';

/** An upload not taken by a submission within this time is refused, then deleted by housekeeping. */
export const UPLOAD_TTL_HOURS = 24;

interface UploadRules {
  maxBytes: number;
  /** The stem of the stored name when nothing is left of the visitor's. */
  fallbackName: string;
  check: (content: Buffer) => UploadContentCheck | Promise<UploadContentCheck>;
  unknownMessageId: MessageId;
  usedMessageId: MessageId;
}

/** Each kind: its size limit, its content check, and what the form says of an unknown or used one. */
export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRules>> = {
  cv: {
    maxBytes: CV_MAX_BYTES,
    fallbackName: 'cv',
    check: checkCvContent,
    unknownMessageId: 'upload.unknown',
    usedMessageId: 'upload.used',
  },
  photo: {
    maxBytes: PHOTO_MAX_BYTES,
    fallbackName: 'photo',
    check: checkPhotoContent,
    unknownMessageId: 'upload.photoUnknown',
    usedMessageId: 'upload.photoUsed',
  },
};

export const isUploadKind = (value: unknown): value is UploadKind =>
  (UPLOAD_KINDS as readonly unknown[]).includes(value);

/** Each kind lives in its own folder under UPLOAD_DIR; only names this module generates are ever opened. */
export const uploadDirectory = (kind: UploadKind): string => path.join(config().UPLOAD_DIR, kind);
const STORED_NAME = /^[a-f0-9]{32}\.(pdf|doc|docx|jpg|png|webp)$/;
export const isStoredUploadName = (name: unknown): name is string =>
  typeof name === 'string' && STORED_NAME.test(name);

export type UploadOutcome =
  | { ok: true; uploadId: string; fileName: string; size: number; mime: string }
  | { ok: false; status: number; messageId: MessageId };

/**
 * Checks a received file from its content and stores it: a random file name, readable by this
 * user only (0600), and a row whose random uuid is the visitor's handle on it.
 */
export async function storeUpload(
  ds: DataSource,
  kind: UploadKind,
  content: Buffer,
  declaredName: string | null,
): Promise<UploadOutcome> {
  const rules = UPLOAD_RULES[kind];
  if (content.length === 0) return { ok: false, status: 400, messageId: 'upload.empty' };
  if (content.length > rules.maxBytes) return { ok: false, status: 413, messageId: 'upload.tooLarge' };
  const checked = await rules.check(content);
  if (!checked.ok) return { ok: false, status: 415, messageId: checked.messageId };
  const stored = `${randomBytes(16).toString('hex')}.${checked.extension}`;
  const file = path.join(uploadDirectory(kind), stored);
  await mkdir(uploadDirectory(kind), { recursive: true, mode: 0o700 });
  // 'wx': never overwrite; mode 0600: the web server user only.
  await writeFile(file, content, { mode: 0o600, flag: 'wx' });
  const fileName = sanitizeFileName(declaredName, checked.extension, rules.fallbackName);
  try {
    const [{ id }]: { id: string }[] = await ds.query(
      `INSERT INTO upload (kind, path, mime, size, original_name) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [kind, stored, checked.mime, content.length, fileName],
    );
    return { ok: true, uploadId: id, fileName, size: content.length, mime: checked.mime };
  } catch (err) {
    await unlink(file).catch(() => undefined);
    throw err;
  }
}

export interface ClaimedUpload {
  uploadId: string;
  /** The stored file name under uploadDirectory(kind). */
  file: string;
  fileName: string;
  mime: string;
  size: number;
}

/** A claimed upload as a mail attaches it: its absolute path, or null for a name this server did not make. */
export function storedUploadFile(
  kind: UploadKind,
  upload: ClaimedUpload | null,
): { path: string; fileName: string; mime: string; size: number } | null {
  if (!upload || !isStoredUploadName(upload.file)) return null;
  return {
    path: path.resolve(uploadDirectory(kind), upload.file),
    fileName: upload.fileName,
    mime: upload.mime,
    size: upload.size,
  };
}

/**
 * Takes an upload of `kind` for a submission, inside its transaction: the row lock makes two
 * submissions racing for one upload take it once. Unknown, used and expired uploads, and uploads
 * of another kind, are refused.
 */
export async function claimUpload(
  manager: EntityManager,
  kind: UploadKind,
  uploadId: string,
): Promise<
  | { ok: true; upload: ClaimedUpload }
  | { ok: false; code: 'uploadUnknown' | 'uploadUsed'; messageId: MessageId }
> {
  const rules = UPLOAD_RULES[kind];
  const unknown = { ok: false, code: 'uploadUnknown', messageId: rules.unknownMessageId } as const;
  if (!isUuid(uploadId)) return unknown;
  const rows: {
    path: string;
    original_name: string;
    mime: string;
    size: number;
    used_at: Date | null;
    expired: boolean;
  }[] = await manager.query(
    `SELECT path, original_name, mime, size, used_at, created_at < now() - make_interval(hours => $2) AS expired FROM upload WHERE id = $1 AND kind = $3 FOR UPDATE`,
    [uploadId, UPLOAD_TTL_HOURS, kind],
  );
  const row = rows[0];
  if (!row || row.expired) return unknown;
  if (row.used_at) return { ok: false, code: 'uploadUsed', messageId: rules.usedMessageId };
  await manager.query(`UPDATE upload SET used_at = now() WHERE id = $1`, [uploadId]);
  return {
    ok: true,
    upload: { uploadId, file: row.path, fileName: row.original_name, mime: row.mime, size: row.size },
  };
}

/** Links a claimed upload to the submission that now exists (same transaction). */
export async function linkUpload(
  manager: EntityManager,
  uploadId: string,
  submissionId: string,
): Promise<void> {
  await manager.query(`UPDATE upload SET submission_id = $2 WHERE id = $1`, [uploadId, submissionId]);
}

/** The photo sent with a submission, as stored under UPLOAD_DIR, or null. */
export async function submissionPhotoFile(
  db: Pick<EntityManager, 'query'>,
  submissionId: string,
): Promise<string | null> {
  const rows: { path: string }[] = await db.query(
    `SELECT path FROM upload WHERE submission_id = $1 AND kind = 'photo' ORDER BY created_at LIMIT 1`,
    [submissionId],
  );
  const stored = rows[0]?.path;
  return isStoredUploadName(stored) ? path.resolve(uploadDirectory('photo'), stored) : null;
}

/**
 * Housekeeping (hourly, in the worker): uploads no submission took within UPLOAD_TTL_HOURS are
 * deleted, file and row. Uploads that were sent stay with their submission.
 */
export async function purgeUnusedUploads(ds: DataSource): Promise<number> {
  const [rows]: [{ path: string; kind: string }[], number] = await ds.query(
    `DELETE FROM upload WHERE id IN (SELECT id FROM upload WHERE used_at IS NULL AND created_at < now() - make_interval(hours => $1) ORDER BY created_at LIMIT 1000) RETURNING path, kind`,
    [UPLOAD_TTL_HOURS],
  );
  for (const { path: stored, kind } of rows) {
    if (!isStoredUploadName(stored) || !isUploadKind(kind)) continue;
    await unlink(path.join(uploadDirectory(kind), stored)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT')
        logger.warn({ err: err.message, file: stored }, 'could not delete an unused upload');
    });
  }
  if (rows.length > 0) logger.info({ deleted: rows.length }, 'unused uploads deleted');
  return rows.length;
}
