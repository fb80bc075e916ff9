import { DataSource, type MixedList, type Logger as OrmLogger } from 'typeorm';
import { SnakeNamingStrategy } from './naming.strategy';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type for entity and migration classes
type ClassList = MixedList<Function | string>;

export interface DataSourceOptions {
  url: string;
  entities: ClassList;
  migrations: ClassList;
  poolSize?: number;
  logger?: OrmLogger;
}

/** A PostgreSQL data source. The schema only ever changes through migrations: never `synchronize`. */
export function createDataSource(o: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: o.url,
    entities: o.entities,
    migrations: o.migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    migrationsRun: false,
    namingStrategy: new SnakeNamingStrategy(),
    logger: o.logger,
    logging: o.logger ? 'all' : false,
    extra: { max: o.poolSize ?? 10, application_name: 'agency-site' },
  });
}

/** Creates the database named in `url` if it does not exist (connects to the `postgres` database). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Refusing to create a database with name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const { Client } = await import('pg');
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
