/** How a property video is shown: an embedded player for known hosts, a <video> tag for files. */
export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'facebook'; url: string }
  | { kind: 'file'; url: string; extension: string }
  | { kind: 'tvl'; url: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'player.vimeo.com']);
const FACEBOOK_HOSTS = new Set(['facebook.com', 'm.facebook.com', 'web.facebook.com']);
const VIDEO_FILE_EXTENSIONS = new Set(['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm']);

/** YouTube video ids are always 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * Recognises the video link an agent pasted. Only absolute http(s) URLs are accepted, so
 * `javascript:` and other schemes can never reach an embed. Known hosts are decided by host first:
 * a YouTube, Vimeo or Facebook link that is not in a recognised video form gives null rather than
 * being treated as a file, and any link on tvl.be (the regional TV channel) is 'tvl'. Links on
 * other hosts whose path ends in a video file extension are 'file' (extension lower-case, without
 * the dot). Everything else gives null.
 */
export function recogniseVideo(url: string | null | undefined): VideoSource | null {
  if (typeof url !== 'string') return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;

  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const segments = parsed.pathname.split('/').filter((s) => s !== '');

  if (YOUTUBE_HOSTS.has(host) || host === 'youtu.be') return youtube(host, parsed, segments);
  if (VIMEO_HOSTS.has(host)) return vimeo(host, segments);
  if (FACEBOOK_HOSTS.has(host) || host === 'fb.watch') return facebook(host, parsed, segments);
  if (host === 'tvl.be' || host.endsWith('.tvl.be')) return { kind: 'tvl', url: parsed.href };

  const extension = fileExtension(parsed.pathname);
  if (extension !== null && VIDEO_FILE_EXTENSIONS.has(extension))
    return { kind: 'file', url: parsed.href, extension };
  return null;
}

function youtube(host: string, url: URL, segments: string[]): VideoSource | null {
  let id: string | null = null;
  if (host === 'youtu.be') {
    if (segments.length === 1) id = segments[0]!;
  } else if (segments.length === 1 && segments[0] === 'watch') {
    id = url.searchParams.get('v');
  } else if (segments.length === 2 && (segments[0] === 'embed' || segments[0] === 'shorts')) {
    id = segments[1]!;
  }
  return id !== null && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : null;
}

function vimeo(host: string, segments: string[]): VideoSource | null {
  let id: string | null = null;
  if (host === 'player.vimeo.com') {
    if (segments.length === 2 && segments[0] === 'video') id = segments[1]!;
  } else if (segments.length === 1) {
    id = segments[0]!;
  }
  return id !== null && /^\d+$/.test(id) ? { kind: 'vimeo', id } : null;
}

function facebook(host: string, url: URL, segments: string[]): VideoSource | null {
  const isVideo =
    host === 'fb.watch'
      ? segments.length > 0
      : (segments.length === 1 && segments[0] === 'watch' && Boolean(url.searchParams.get('v'))) ||
        segments.slice(0, -1).includes('videos');
  return isVideo ? { kind: 'facebook', url: url.href } : null;
}

/** The lower-case extension of the last path segment, ignoring the query string and fragment. */
function fileExtension(pathname: string): string | null {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : null;
}

// The still images' file names live with the client's video poster, which builds the same URLs.
export { youtubeThumbnail } from '../../../common/video';
