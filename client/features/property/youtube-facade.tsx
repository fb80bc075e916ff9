import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_YOUTUBE_THUMBNAIL_QUALITY,
  isYoutubeThumbnailQuality,
  YOUTUBE_THUMBNAILS,
  youtubeThumbnail,
  type YoutubeThumbnailQuality,
} from '../../../common/video';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import './youtube-facade.css';
import { Icon } from '../../ui/icon';

export const VideoPosterQuery = graphql(`
  query VideoPoster($lang: String) {
    siteConfig(lang: $lang) {
      youtubeThumbnailQuality
    }
  }
`);

/** The facade with the poster quality of the site configuration (the default while it is not known). */
export function ConfiguredYoutubeFacade(props: { id: string; title: string; onPlay: () => void }) {
  const lang = useLocale();
  const { data } = useQuery(VideoPosterQuery, { variables: { lang } });
  const configured = data?.siteConfig.youtubeThumbnailQuality;
  const quality = isYoutubeThumbnailQuality(configured) ? configured : DEFAULT_YOUTUBE_THUMBNAIL_QUALITY;
  return <YoutubeFacade {...props} quality={quality} />;
}

/**
 * A YouTube video before it plays: YouTube's still image in the configured quality, with a play
 * button; the player (an iframe, hundreds of kilobytes of YouTube's code) is created only when the
 * visitor clicks (`onPlay`). The still image comes from YouTube's image host, which may not answer
 * (offline, blocked, a refused policy): below it lies a placeholder, a dark 16:9 frame with the
 * play icon and the title, and an image that fails is taken away, so the visitor sees the
 * placeholder, never a broken image. An image that failed before the page hydrated (its error
 * event came before React listened) is found on mount: complete, but with no width.
 */
export function YoutubeFacade({
  id,
  title,
  quality,
  onPlay,
}: {
  id: string;
  title: string;
  quality: YoutubeThumbnailQuality;
  onPlay: () => void;
}) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc !== '') setFailed(true);
  }, []);
  const { width, height } = YOUTUBE_THUMBNAILS[quality];
  return (
    <div className="video-facade">
      <div className="video-facade__placeholder" aria-hidden="true">
        <span className="video-facade__title">{title}</span>
      </div>
      {failed ? null : (
        <img
          ref={image}
          className="video-facade__poster"
          src={youtubeThumbnail(id, quality)}
          width={width}
          height={height}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      )}
      {/* embed-start: the start button of an embed, like the tour's (print hides them all). */}
      <button
        type="button"
        className="video-facade__play embed-start"
        aria-label={t`Play the video: ${title}`}
        onClick={onPlay}
      >
        <Icon name="play" />
      </button>
    </div>
  );
}
