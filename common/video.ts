/** The sizes of YouTube's still images a site can choose for its video posters (site configuration). */
export const YOUTUBE_THUMBNAIL_QUALITIES = ['low', 'medium', 'high'] as const;
export type YoutubeThumbnailQuality = (typeof YOUTUBE_THUMBNAIL_QUALITIES)[number];

/** What a site without the setting gets: the sharpest of the three. */
export const DEFAULT_YOUTUBE_THUMBNAIL_QUALITY: YoutubeThumbnailQuality = 'high';

/** The host of YouTube's still images: the only one a video poster is fetched from. */
export const YOUTUBE_THUMBNAIL_ORIGIN = 'https://img.youtube.com';

/**
 * YouTube's still images per quality: low 120×90, medium 320×180 (16:9), high 480×360. The 4:3
 * ones carry the 16:9 frame with black bands above and below; a poster shown with object-fit:
 * cover in a 16:9 box crops them away.
 */
export const YOUTUBE_THUMBNAILS: Readonly<
  Record<YoutubeThumbnailQuality, { file: string; width: number; height: number }>
> = {
  low: { file: 'default.jpg', width: 120, height: 90 },
  medium: { file: 'mqdefault.jpg', width: 320, height: 180 },
  high: { file: 'hqdefault.jpg', width: 480, height: 360 },
};

export function isYoutubeThumbnailQuality(value: unknown): value is YoutubeThumbnailQuality {
  return (YOUTUBE_THUMBNAIL_QUALITIES as readonly unknown[]).includes(value);
}

/** URL of the still image YouTube publishes for a video, used before the player is loaded. */
export function youtubeThumbnail(id: string, quality: YoutubeThumbnailQuality): string {
  return `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/${id}/${YOUTUBE_THUMBNAILS[quality].file}`;
}
