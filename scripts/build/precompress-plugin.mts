import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|webmanifest)$/;
/** Below this, compressing saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every compressible file of the
 * browser build, once, at build time: the server sends the copy the browser accepts
 * (server/core/http/compression.ts), so hashed assets never cost compression time per request.
 * A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!COMPRESSIBLE.test(file.fileName)) return;
          const raw = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (raw.length < MIN_BYTES) return;
          const target = path.join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzip(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) await writeFile(`${target}.br`, br);
          if (gz.length < raw.length) await writeFile(`${target}.gz`, gz);
        }),
      );
    },
  };
}
