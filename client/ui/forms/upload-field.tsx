import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { CV_ACCEPT, CV_MAX_BYTES, detectCvType, formatFileSize } from '../../../common/forms/cv-file-type';
import { detectPhotoType, PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '../../../common/forms/photo-file-type';
import { useLocale } from '../../i18n/use-locale';
import { RequiredMark } from './fields';

/** What a form uploads before it is sent: a job application's CV, a testimonial's photo. */
export type UploadKind = 'cv' | 'photo';

/** The server's rules for each kind (the same figures and content checks), run before uploading. */
const KINDS: Readonly<
  Record<UploadKind, { maxBytes: number; accept: string; detect: (bytes: Uint8Array) => string | null }>
> = {
  cv: { maxBytes: CV_MAX_BYTES, accept: CV_ACCEPT, detect: detectCvType },
  photo: { maxBytes: PHOTO_MAX_BYTES, accept: PHOTO_ACCEPT, detect: detectPhotoType },
};

export interface UploadedFile {
  uploadId: string;
  fileName: string;
  size: number;
}

/** Sends the file; the server's refusal comes back as its localized message (null: no answer). */
export type UploadFile = (
  file: File,
  lang: string,
) => Promise<{ ok: true; file: UploadedFile } | { ok: false; message: string | null }>;

/** POST /api/uploads/{kind} with the file as the body (the API takes no multipart). */
export const uploadOverHttp =
  (kind: UploadKind): UploadFile =>
  async (file, lang) => {
    try {
      const res = await fetch(`/api/uploads/${kind}?name=${encodeURIComponent(file.name)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'x-lang': lang },
        body: file,
      });
      const body = (await res.json().catch(() => null)) as
        (Partial<UploadedFile> & { error?: { message?: string } }) | null;
      if (res.ok && body?.uploadId)
        return {
          ok: true,
          file: {
            uploadId: body.uploadId,
            fileName: body.fileName ?? file.name,
            size: body.size ?? file.size,
          },
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
  | { state: 'done'; file: UploadedFile }
  | { state: 'refused'; message: string };

export interface UploadFieldProps {
  kind: UploadKind;
  name: string;
  /** The upload id, '' while there is none. */
  value: string;
  onChange: (uploadId: string) => void;
  /** The form's error for this field (required, or the server's: used / expired upload). */
  error?: string;
  required?: boolean;
  /** Sends the file; POST /api/uploads/{kind} unless given (tests). */
  upload?: UploadFile;
}

/**
 * A file input of a form (the CV, a photo): the file is chosen, checked in the browser with the
 * server's rules (size, type from the content), uploaded at once, then shown by name and size.
 * The form sends only the upload id.
 */
export function UploadField({ kind, name, value, onChange, error, required, upload }: UploadFieldProps) {
  const { t } = useLingui();
  const lang = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'empty' });
  const shownError = status.state === 'refused' ? status.message : error;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const rules = KINDS[kind];
  const texts =
    kind === 'cv'
      ? {
          label: t`Your CV`,
          hint: t`PDF, DOC or DOCX, at most 5 MB.`,
          badType: t`This file is not a PDF, DOC or DOCX document.`,
        }
      : {
          label: t`Your photo`,
          hint: t`JPEG, PNG or WebP, at most 5 MB. Shown with your testimonial once it is published.`,
          badType: t`This file is not a JPEG, PNG or WebP picture.`,
        };

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
    if (file.size > rules.maxBytes) return refuse(t`The file is too large: at most 5 MB.`);
    if (file.size === 0) return refuse(t`The file is empty.`);
    const bytes = await readBytes(file).catch(() => null);
    if (!bytes || !rules.detect(bytes)) return refuse(texts.badType);
    setStatus({ state: 'uploading', name: file.name });
    onChange('');
    const answer = await (upload ?? uploadOverHttp(kind))(file, lang);
    if (!answer.ok) return refuse(answer.message ?? t`The file could not be received. Please try again.`);
    setStatus({ state: 'done', file: answer.file });
    onChange(answer.file.uploadId);
  };

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    setStatus({ state: 'empty' });
    onChange('');
    inputRef.current?.focus();
  };

  // Named placeholders for the translators.
  const uploadingName = status.state === 'uploading' ? status.name : '';
  const addedName = status.state === 'done' ? status.file.fileName : '';
  const addedSize = status.state === 'done' ? formatFileSize(status.file.size) : '';
  const describedBy = [hintId, statusId, shownError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={shownError ? 'field field--invalid field--file' : 'field field--file'}>
      <label htmlFor={id} className="field__label">
        {texts.label}
        {required && <RequiredMark />}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={rules.accept}
        className="field__control"
        required={required}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        data-upload-id={value || undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <p id={hintId} className="field__hint">
        {texts.hint}
      </p>
      <p id={statusId} className="field__hint file-upload__status" role="status">
        {status.state === 'uploading' && <Trans>Uploading {uploadingName}…</Trans>}
        {status.state === 'done' && (
          <Trans>
            Added: {addedName} ({addedSize})
          </Trans>
        )}
      </p>
      {status.state === 'done' && (
        <p className="file-upload__actions">
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
