import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import { Icon } from '../../ui/icon';
import { ConfiguredYoutubeFacade } from './youtube-facade';

type Detail = PropertyDetailFieldsFragment;

/** Documents of the listing (floor plan, EPC certificate …) as links; nothing when there are none. */
export function DocumentList({ documents }: { documents: Detail['documents'] }) {
  const shown = documents.filter((d) => isSafeUrl(d.url));
  if (shown.length === 0) return null;
  return (
    <section className="property-documents" aria-labelledby="property-documents">
      <h2 id="property-documents">
        <Trans>Documents</Trans>
      </h2>
      <ul>
        {shown.map((d) => (
          <li key={d.url}>
            <a href={d.url} target="_blank" rel="noopener">
              {d.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The video and the virtual tour as tiles in the gallery's strip, beside the thumbnails: the video
 * tile leads to the video section (its player starts only when asked), the tour tile opens the
 * tour on its own site, in a new window (a tour needs the whole screen). Nothing without either.
 */
export function MediaTiles({
  video,
  tourUrl,
}: {
  video: Detail['video'];
  tourUrl: string | null | undefined;
}) {
  const { t } = useLingui();
  const hasVideo = video !== null && isSafeUrl(video.url);
  const hasTour = !!tourUrl && isSafeUrl(tourUrl);
  if (!hasVideo && !hasTour) return null;
  return (
    <>
      {hasVideo ? (
        <li>
          <a className="gallery-tile" href="#property-video">
            <Icon name="video" />
            <Trans>Video</Trans>
          </a>
        </li>
      ) : null}
      {hasTour ? (
        <li>
          <a
            className="gallery-tile"
            href={tourUrl}
            target="_blank"
            rel="noopener"
            aria-label={t`Virtual tour (opens in a new window)`}
          >
            <Icon name="rotate-3d" />
            <Trans>Virtual tour</Trans>
          </a>
        </li>
      ) : null}
    </>
  );
}

/** The player address of a recognised YouTube or Vimeo video; null for other kinds. */
export function videoEmbedUrl(video: Pick<NonNullable<Detail['video']>, 'kind' | 'embedId'>): string | null {
  if (!video.embedId || !/^[\w-]+$/.test(video.embedId)) return null;
  // youtube-nocookie: no tracking cookie before the visitor plays the video.
  if (video.kind === 'youtube')
    return `https://www.youtube-nocookie.com/embed/${video.embedId}?autoplay=1&rel=0`;
  if (video.kind === 'vimeo') return `https://player.vimeo.com/video/${video.embedId}?autoplay=1&dnt=1`;
  return null;
}

/**
 * The listing's video. YouTube and Vimeo play in an embedded player that is created only after
 * a click (no player is requested from those hosts before); a YouTube video shows its still image
 * with a play button until then (ConfiguredYoutubeFacade). A video file plays in a <video> element
 * after the click; other kinds (Facebook, TVL) are a link. A link to the source is always there.
 * `title` (the listing's) names the video for screen readers.
 */
export function PropertyVideo({ video, title }: { video: Detail['video']; title: string }) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  if (!video || !isSafeUrl(video.url)) return null;
  const embed = videoEmbedUrl(video);
  const playable = embed !== null || video.kind === 'file';
  return (
    <section className="property-video" aria-labelledby="property-video">
      <h2 id="property-video">
        <Trans>Video</Trans>
      </h2>
      {playable && playing ? (
        <div className="embed">
          {embed ? (
            <iframe
              src={embed}
              title={t`Video`}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
            />
          ) : (
            <video src={video.url} controls autoPlay preload="metadata" />
          )}
        </div>
      ) : null}
      {playable && !playing && video.kind === 'youtube' && video.embedId ? (
        <ConfiguredYoutubeFacade id={video.embedId} title={title} onPlay={() => setPlaying(true)} />
      ) : null}
      {playable && !playing && video.kind !== 'youtube' ? (
        <button type="button" className="button embed-start" onClick={() => setPlaying(true)}>
          <Trans>Play the video</Trans>
        </button>
      ) : null}
      <p>
        <a href={video.url} target="_blank" rel="noopener">
          <Trans>Watch the video on its website</Trans>
        </a>
      </p>
    </section>
  );
}

/** An http(s), protocol-relative or same-site address; anything else (javascript:, data:) is not shown. */
function isSafeUrl(url: string): boolean {
  return /^(https?:)?\/\/[^/]/i.test(url) || /^\/(?!\/)/.test(url);
}
