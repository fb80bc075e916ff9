import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CV_MAX_BYTES,
  CV_MIME_TYPES,
  detectCvType,
  sanitizeCvFileName,
} from '../../common/forms/cv-file-type';
import { config } from '../core/config';
import { logger } from '../core/logger';
import type { MessageId } from '../core/messages';

/** An upload not taken by a submission within this time is refused, then deleted by housekeeping. */
export const UPLOAD_TTL_HOURS = 24;

/** CVs live in their own folder under UPLOAD_DIR; only names this module generates are ever opened. */
export const cvDirectory = (): string => path.join(config().UPLOAD_DIR, 'cv');
const STORED_NAME = /^[a-f0-9]{32}\.(pdf|doc|docx)$/;
export const isStoredCvName = (name: unknown): name is string =>
  typeof name === 'string' && STORED_NAME.test(name);

export type CvUploadOutcome =
  | { ok: true; uploadId: string; fileName: string; size: number; mime: string }
  | { ok: false; status: number; messageId: MessageId };

/**
 * Checks a received CV from its content and stores it: a random file name, readable by this
 * user only (0600), and a row whose random uuid is the visitor's handle on it.
 */
export async function storeCvUpload(
  ds: DataSource,
  content: Buffer,
  declaredName: string | null,
): Promise<CvUploadOutcome> {
  if (content.length === 0) return { ok: false, status: 400, messageId: 'upload.empty' };
  if (content.length > CV_MAX_BYTES) return { ok: false, status: 413, messageId: 'upload.tooLarge' };
  const type = detectCvType(content);
  if (!type) return { ok: false, status: 415, messageId: 'upload.badType' };
  const stored = `${randomBytes(16).toString('hex')}.${type}`;
  const file = path.join(cvDirectory(), stored);
  await mkdir(cvDirectory(), { recursive: true, mode: 0o700 });
  // 'wx': never overwrite; mode 0600: the web server user only.
  await writeFile(file, content, { mode: 0o600, flag: 'wx' });
  const fileName = sanitizeCvFileName(declaredName, type);
  try {
    const [{ id }]: { id: string }[] = await ds.query(
      `INSERT INTO upload (path, mime, size, original_name) VALUES ($1, $2, $3, $4) RETURNING id`,
      [stored, CV_MIME_TYPES[type], content.length, fileName],
    );
    return { ok: true, uploadId: id, fileName, size: content.length, mime: CV_MIME_TYPES[type] };
  } catch (err) {
    await unlink(file).catch(() => undefined);
    throw err;
  }
}

export interface ClaimedCv {
  uploadId: string;
  /** The stored file name under cvDirectory(). */
  file: string;
  fileName: string;
  mime: string;
  size: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Takes an upload for a submission, inside its transaction: the row lock makes two submissions
 * racing for one upload take it once. Unknown, used and expired uploads are refused.
 */
export async function claimCvUpload(
  manager: EntityManager,
  uploadId: string,
): Promise<
  { ok: true; cv: ClaimedCv } | { ok: false; code: 'uploadUnknown' | 'uploadUsed'; messageId: MessageId }
> {
  if (!UUID.test(uploadId)) return { ok: false, code: 'uploadUnknown', messageId: 'upload.unknown' };
  const rows: {
    path: string;
    original_name: string;
    mime: string;
    size: number;
    used_at: Date | null;
    expired: boolean;
  }[] = await manager.query(
    `SELECT path, original_name, mime, size, used_at, created_at < now() - make_interval(hours => $2) AS expired FROM upload WHERE id = $1 FOR UPDATE`,
    [uploadId, UPLOAD_TTL_HOURS],
  );
  const row = rows[0];
  if (!row || row.expired) return { ok: false, code: 'uploadUnknown', messageId: 'upload.unknown' };
  if (row.used_at) return { ok: false, code: 'uploadUsed', messageId: 'upload.used' };
  await manager.query(`UPDATE upload SET used_at = now() WHERE id = $1`, [uploadId]);
  return {
    ok: true,
    cv: { uploadId, file: row.path, fileName: row.original_name, mime: row.mime, size: row.size },
  };
}

/** Links a claimed upload to the submission that now exists (same transaction). */
export async function linkCvUpload(
  manager: EntityManager,
  uploadId: string,
  submissionId: string,
): Promise<void> {
  await manager.query(`UPDATE upload SET submission_id = $2 WHERE id = $1`, [uploadId, submissionId]);
}

/**
 * Housekeeping (hourly, in the worker): uploads no submission took within UPLOAD_TTL_HOURS are
 * deleted, file and row. Uploads that were sent stay with their submission.
 */
export async function purgeUnusedUploads(ds: DataSource): Promise<number> {
  const [rows]: [{ path: string }[], number] = await ds.query(
    `DELETE FROM upload WHERE id IN (SELECT id FROM upload WHERE used_at IS NULL AND created_at < now() - make_interval(hours => $1) ORDER BY created_at LIMIT 1000) RETURNING path`,
    [UPLOAD_TTL_HOURS],
  );
  for (const { path: stored } of rows) {
    if (!isStoredCvName(stored)) continue;
    await unlink(path.join(cvDirectory(), stored)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT')
        logger.warn({ err: err.message, file: stored }, 'could not delete an unused upload');
    });
  }
  if (rows.length > 0) logger.info({ deleted: rows.length }, 'unused uploads deleted');
  return rows.length;
}
