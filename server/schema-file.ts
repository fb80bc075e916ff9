import { lexicographicSortSchema, printSchema } from 'graphql';
import { appSchema, SCHEMA_FILE } from './schema';

/** The committed SDL: sorted, so diffs show real API changes only. */
export async function printSchemaFile(): Promise<{ file: string; text: string }> {
  const schema = await appSchema();
  return { file: SCHEMA_FILE, text: `${printSchema(lexicographicSortSchema(schema))}\n` };
}
