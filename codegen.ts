import type { CodegenConfig } from '@graphql-codegen/cli';

/** Documents are typed from the committed SDL, never from a running server. */
const typed = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: 'string' } },
} as const;

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    // The browser's queries.
    'client/generated/': { ...typed, documents: ['client/**/*.{ts,tsx}', '!client/generated/**'] },
    // The queries the server's page layer runs in-process (paths, languages, tracking ids, icons).
    'server/web/generated/': { ...typed, documents: ['server/web/**/*.ts', '!server/web/generated/**'] },
  },
};

export default config;
