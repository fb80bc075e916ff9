import type Sharp from 'sharp';

/**
 * sharp, loaded on first use: libvips is only needed when a picture or icon is drawn or a photo
 * resized, so a web process that finds every file in place (and every resized copy in the image
 * cache) never loads it.
 */
export const loadSharp = (): Promise<typeof Sharp> => import('sharp').then((m) => m.default);
