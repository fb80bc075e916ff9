import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The client: `vite build` for the browser (dist/client), `vite build --ssr` for server rendering (dist/server). */
export default defineConfig(({ isSsrBuild, command }) => ({
  root: 'client',
  publicDir: false,
  // Babel's Lingui macro: its message ids match the catalogs compiled by @lingui/cli 5 (the SWC
  // plugin 6.x hashes ids with another base64 alphabet, so some texts showed their ids).
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  build: isSsrBuild
    ? { outDir: '../dist/server', emptyOutDir: true, rollupOptions: { output: { format: 'es', entryFileNames: 'entry-server.mjs' } } }
    : { outDir: '../dist/client', emptyOutDir: true },
  // The server bundle carries these (ESM/CJS interop); in `npm run dev` Node loads them as they are.
  ssr: command === 'build' ? { noExternal: ['@apollo/client', '@lingui/core', '@lingui/react', 'react-router', 'react-router-dom', 'rxjs'] } : {},
}));
