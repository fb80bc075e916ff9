import type Sharp from 'sharp';

/**
 * sharp, loaded on first use: libvips is only needed when a picture or icon is drawn, which after
 * the first start is rare, so a web process that finds every file in place never loads it.
 */
export const loadSharp = (): Promise<typeof Sharp> => import('sharp').then((m) => m.default);
