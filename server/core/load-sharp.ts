import type Sharp from 'sharp';

/**
 * sharp, loaded on first use: libvips is only needed when a picture or icon is drawn or a photo
 * resized, so a web process that finds every file in place (and every resized copy in the image
 * cache) never loads it. Configured once, as it loads.
 */
export const loadSharp = (): Promise<typeof Sharp> =>
  import('sharp').then((m) => {
    const sharp = m.default;
    // One libvips thread per picture: the resize limiter decides how many run at once, so one
    // large decode cannot take every core from the others. No operation cache: each original is
    // resized to a few sizes once, and the cache would keep decoded pixels in memory meanwhile.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
