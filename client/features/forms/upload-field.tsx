import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { CV_ACCEPT, CV_MAX_BYTES, detectCvType, formatFileSize } from '../../../common/forms/cv-file-type';
import { useLocale } from '../../app/use-locale';
import { RequiredMark } from './fields';

export interface UploadedCv {
  uploadId: string;
  fileName: string;
  size: number;
}

/** Sends the file; the server's refusal comes back as its localized message (null: no answer). */
export type UploadCv = (
  file: File,
  lang: string,
) => Promise<{ ok: true; cv: UploadedCv } | { ok: false; message: string | null }>;

/** POST /api/uploads/cv with the file as the body (the API takes no multipart). */
export const uploadCvOverHttp: UploadCv = async (file, lang) => {
  try {
    const res = await fetch(`/api/uploads/cv?name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-lang': lang },
      body: file,
    });
    const body = (await res.json().catch(() => null)) as
      (Partial<UploadedCv> & { error?: { message?: string } }) | null;
    if (res.ok && body?.uploadId)
      return {
        ok: true,
        cv: { uploadId: body.uploadId, fileName: body.fileName ?? file.name, size: body.size ?? file.size },
      };
    return { ok: false, message: body?.error?.message ?? null };
  } catch {
    return { ok: false, message: null };
  }
};

/** The file's bytes; FileReader where Blob.arrayBuffer is missing (older Safari, jsdom). */
function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

type Status =
  | { state: 'empty' }
  | { state: 'uploading'; name: string }
  | { state: 'done'; cv: UploadedCv }
  | { state: 'refused'; message: string };

export interface CvUploadFieldProps {
  name: string;
  /** The upload id, '' while there is none. */
  value: string;
  onChange: (uploadId: string) => void;
  /** The form's error for this field (required, or the server's: used / expired upload). */
  error?: string;
  required?: boolean;
  upload?: UploadCv;
}

/**
 * The CV: chosen, checked in the browser with the server's rules (size, type from the content),
 * uploaded at once, then shown by name and size. The form sends only the upload id.
 */
export function CvUploadField({
  name,
  value,
  onChange,
  error,
  required,
  upload = uploadCvOverHttp,
}: CvUploadFieldProps) {
  const { t } = useLingui();
  const lang = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'empty' });
  const shownError = status.state === 'refused' ? status.message : error;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;

  const refuse = (message: string) => {
    setStatus({ state: 'refused', message });
    onChange('');
  };

  const choose = async (file: File | undefined) => {
    if (!file) {
      setStatus({ state: 'empty' });
      onChange('');
      return;
    }
    if (file.size > CV_MAX_BYTES) return refuse(t`The file is too large: at most 5 MB.`);
    if (file.size === 0) return refuse(t`The file is empty.`);
    const bytes = await readBytes(file).catch(() => null);
    if (!bytes || !detectCvType(bytes)) return refuse(t`This file is not a PDF, DOC or DOCX document.`);
    setStatus({ state: 'uploading', name: file.name });
    onChange('');
    const answer = await upload(file, lang);
    if (!answer.ok) return refuse(answer.message ?? t`The file could not be received. Please try again.`);
    setStatus({ state: 'done', cv: answer.cv });
    onChange(answer.cv.uploadId);
  };

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    setStatus({ state: 'empty' });
    onChange('');
    inputRef.current?.focus();
  };

  // Named placeholders for the translators.
  const uploadingName = status.state === 'uploading' ? status.name : '';
  const addedName = status.state === 'done' ? status.cv.fileName : '';
  const addedSize = status.state === 'done' ? formatFileSize(status.cv.size) : '';
  const describedBy = [hintId, statusId, shownError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={shownError ? 'field field--invalid field--file' : 'field field--file'}>
      <label htmlFor={id} className="field__label">
        <Trans>Your CV</Trans>
        {required && <RequiredMark />}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={CV_ACCEPT}
        className="field__control"
        required={required}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        data-upload-id={value || undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <p id={hintId} className="field__hint">
        <Trans>PDF, DOC or DOCX, at most 5 MB.</Trans>
      </p>
      <p id={statusId} className="field__hint cv-upload__status" role="status">
        {status.state === 'uploading' && <Trans>Uploading {uploadingName}…</Trans>}
        {status.state === 'done' && (
          <Trans>
            Added: {addedName} ({addedSize})
          </Trans>
        )}
      </p>
      {status.state === 'done' && (
        <p className="cv-upload__actions">
          <button type="button" className="button" onClick={remove}>
            <Trans>Remove the file</Trans>
          </button>
        </p>
      )}
      {shownError && (
        <p id={errorId} className="field__error">
          {shownError}
        </p>
      )}
    </div>
  );
}
