import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { defineConfig } from 'vite';

/** The client: `vite build` for the browser (dist/client), `vite build --ssr` for server rendering (dist/server). */
export default defineConfig(({ isSsrBuild, command }) => ({
  root: 'client',
  publicDir: false,
  // Babel's Lingui macro: its message ids match the catalogs compiled by @lingui/cli 5 (the SWC
  // plugin 6.x hashes ids with another base64 alphabet, so some texts showed their ids).
  // The codegen optimizer turns each `graphql(`…`)` into an import of that one document, so a
  // page's queries travel in the page's chunk instead of every document in the entry chunk.
  plugins: [
    react({
      babel: {
        plugins: [
          '@lingui/babel-plugin-lingui-macro',
          [babelOptimizerPlugin, { artifactDirectory: fileURLToPath(new URL('./client/generated', import.meta.url)), gqlTagName: 'graphql' }],
        ],
      },
    }),
    lingui(),
  ],
  build: isSsrBuild
    ? { outDir: '../dist/server', emptyOutDir: true, rollupOptions: { output: { format: 'es', entryFileNames: 'entry-server.mjs' } } }
    : // The manifest maps page and catalog modules to their chunks, for the server's modulepreload links.
      { outDir: '../dist/client', emptyOutDir: true, manifest: true },
  // The server bundle carries these (ESM/CJS interop); in `npm run dev` Node loads them as they are.
  ssr: command === 'build' ? { noExternal: ['@apollo/client', '@lingui/core', '@lingui/react', 'react-router', 'react-router-dom', 'rxjs'] } : {},
}));
