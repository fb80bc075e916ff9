import os from 'node:os';
import path from 'node:path';
import { seedDemo } from '../catalog/demo/seed-demo';
import { appDataSource } from '../data-source';

/** Migrates the run's template database and loads the demo data into it (through the feed import). */
export async function prepareTestDatabase(url: string): Promise<void> {
  const ds = appDataSource(url);
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    const dir = path.join(os.tmpdir(), `agency-test-${process.pid}`);
    await seedDemo(ds, { feedFile: path.join(dir, 'demo-feed.json'), mediaDir: path.join(dir, 'media') });
  } finally {
    await ds.destroy();
  }
}
