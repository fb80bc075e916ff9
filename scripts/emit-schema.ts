import 'reflect-metadata';
import fs from 'node:fs';
import { printSchemaFile } from '../server/schema-file';

/** Writes schema/schema.graphql from the TypeGraphQL resolvers. CI fails when the committed file differs. */
async function main() {
  const { file, text } = await printSchemaFile();
  fs.writeFileSync(file, text);
  process.stdout.write(`wrote ${file}\n`);
}
void main();
