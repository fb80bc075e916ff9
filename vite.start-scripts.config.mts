import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The pages' start-up loader (client/app/start-scripts.entry.ts): one small classic script, not a
 * module, that the server writes inline into every page (server/web/page-html.ts). Built apart
 * from the site because the site's build makes ES modules, and this must run before any does.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('./dist/start-scripts', import.meta.url)),
    emptyOutDir: true,
    // Browsers too old for this syntax cannot run the site's modules either.
    target: 'es2020',
    lib: {
      entry: fileURLToPath(new URL('./client/app/start-scripts.entry.ts', import.meta.url)),
      formats: ['iife'],
      name: 'startScripts',
      fileName: () => 'start-scripts.js',
    },
  },
});
