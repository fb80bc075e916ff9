import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSchemaFile } from './schema-file';

describe('schema/schema.graphql', () => {
  it('is the schema the resolvers build (run `npm run schema:emit` then `npm run codegen` when this fails)', async () => {
    const { file, text } = await printSchemaFile();
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });
});
