import os from 'node:os';
import path from 'node:path';
import { seedDemo } from '../demo/seed-demo';
import { appDataSource } from '../data-source';
import { writeSiteDemoMedia } from '../demo/media/demo-media.service';

/** Migrates the run's template database and loads the demo data into it (through the feed import). */
export async function prepareTestDatabase(url: string): Promise<void> {
  const ds = appDataSource(url);
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    const dir = path.join(os.tmpdir(), `agency-test-${process.pid}`);
    // The test servers serve /media from TEST_MEDIA_DIR (vitest.config.mts): the pictures go there.
    const media = process.env.TEST_MEDIA_DIR ?? path.join(dir, 'media');
    await seedDemo(ds, { feedFile: path.join(dir, 'demo-feed.json'), mediaDir: path.join(media, 'demo') });
    await writeSiteDemoMedia(path.join(media, 'demo'));
  } finally {
    await ds.destroy();
  }
}
