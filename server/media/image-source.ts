import fs from 'node:fs/promises';

/** Why a photo could not be read: the status the visitor gets and a short reason (no stack, no path). */
export class ImageSourceError extends Error {
  constructor(
    readonly status: 400 | 404 | 502 | 504,
    reason: string,
  ) {
    super(reason);
  }
}

/** A file of MEDIA_DIR, refused past `maxBytes` before it is read. */
export async function readLocalSource(file: string, maxBytes: number): Promise<Buffer> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new ImageSourceError(404, 'no such picture');
  if (stat.size > maxBytes) throw new ImageSourceError(400, 'the picture is too large to resize');
  return fs.readFile(file);
}

/**
 * A photo from the picture host: one GET, no redirect followed (it could lead off the allowed
 * hosts), the whole exchange bounded by `timeoutMs`, the body counted while it streams and
 * dropped past `maxBytes` whatever Content-Length said.
 */
export async function fetchExternalSource(
  url: string,
  { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number },
): Promise<Buffer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, {
      redirect: 'manual',
      signal: controller.signal,
      headers: { accept: 'image/*' },
    });
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => {});
      throw new ImageSourceError(502, `the photo host answered ${res.status}`);
    }
    const declared = Number(res.headers.get('content-length'));
    if (declared > maxBytes) {
      await res.body?.cancel().catch(() => {});
      throw new ImageSourceError(502, 'the photo is too large');
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (res.body) {
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.length;
        if (size > maxBytes) {
          await reader.cancel().catch(() => {});
          throw new ImageSourceError(502, 'the photo is too large');
        }
        chunks.push(value);
      }
    }
    return Buffer.concat(chunks);
  } catch (err) {
    if (err instanceof ImageSourceError) throw err;
    if (controller.signal.aborted) throw new ImageSourceError(504, 'the photo host did not answer in time');
    throw new ImageSourceError(502, 'the photo host could not be reached');
  } finally {
    clearTimeout(timer);
  }
}
