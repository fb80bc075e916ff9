import { appDataSource } from '../../data-source';

/** Migrates and seeds the run's template database. */
export async function prepareTestDatabase(url: string): Promise<void> {
  const ds = appDataSource(url);
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
}
