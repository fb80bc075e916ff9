import { SUPPORTED_LANGUAGES, type LanguageCode } from '../config';

/** The request language for messages: `x-lang` header, else the best Accept-Language match. */
export function requestLanguage(
  headers: Record<string, string | string[] | undefined>,
  fallback: LanguageCode,
): LanguageCode {
  const explicit = first(headers['x-lang'])?.trim().toLowerCase();
  if (explicit && (SUPPORTED_LANGUAGES as readonly string[]).includes(explicit))
    return explicit as LanguageCode;
  const accept = first(headers['accept-language']);
  if (!accept) return fallback;
  const ranked = accept
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((x) => Number.isFinite(x.q) && x.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((r) => (SUPPORTED_LANGUAGES as readonly string[]).includes(r.code));
  return match ? (match.code as LanguageCode) : fallback;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
