import type { CodegenConfig } from '@graphql-codegen/cli';

/** Client types come from the committed SDL, never from a running server. */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/**/*.{ts,tsx}', '!client/generated/**'],
  ignoreNoDocuments: false,
  generates: {
    'client/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: 'string' } },
    },
  },
};

export default config;
