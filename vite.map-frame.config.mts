import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './scripts/build/precompress-plugin.mts';

/**
 * The built-in map frame (client/features/map/frame): a document of its own, built apart from the
 * site into dist/map-frame and served at /map-frame/ (server/web/map-frame.ts). Built apart, its
 * Leaflet and supercluster can never join the site's shared chunks, and the site's chunking rules
 * (vite.config.mts) need not know about it. The React plugin is here for its Babel pass only: the
 * Lingui macros of the frame's texts.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./client/features/map/frame', import.meta.url)),
  base: '/map-frame/',
  publicDir: false,
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/map-frame', import.meta.url)),
    emptyOutDir: true,
    // Leaflet's marker and control pictures are few and small: inlined, the frame asks for no more files.
    assetsInlineLimit: 8_192,
  },
});
