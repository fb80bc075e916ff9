import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSchemaFile } from './schema-file';
import {
  AUTHORIZED_MUTATION_FIELDS,
  AUTHORIZED_QUERY_FIELDS,
  PUBLIC_MUTATION_FIELDS,
  PUBLIC_QUERY_FIELDS,
  UNCACHED_QUERY_FIELDS,
  appSchema,
} from './schema';

describe('schema/schema.graphql', () => {
  it('is the schema the resolvers build (run `npm run schema:emit` then `npm run codegen` when this fails)', async () => {
    const { file, text } = await printSchemaFile();
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });
});

describe('public query list', () => {
  it('matches the schema: every root field is in exactly one list (cached public, uncached, one role only, public mutation, mutation of one role)', async () => {
    const schema = await appSchema();
    const queries = Object.keys(schema.getQueryType()!.getFields()).sort();
    expect(queries).toEqual(
      [...PUBLIC_QUERY_FIELDS, ...UNCACHED_QUERY_FIELDS, ...AUTHORIZED_QUERY_FIELDS].sort(),
    );
    expect(
      [...PUBLIC_QUERY_FIELDS].filter((f) => UNCACHED_QUERY_FIELDS.has(f) || AUTHORIZED_QUERY_FIELDS.has(f)),
    ).toEqual([]);
    expect([...UNCACHED_QUERY_FIELDS].filter((f) => AUTHORIZED_QUERY_FIELDS.has(f))).toEqual([]);
    // Each mutation must come with its guard and a line in one list.
    const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {}).sort();
    expect(mutations).toEqual([...PUBLIC_MUTATION_FIELDS, ...AUTHORIZED_MUTATION_FIELDS].sort());
  });
});
