import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/build/precompress-plugin.mts';

const PAGE_TEMPLATE = fileURLToPath(new URL('./client/index.html', import.meta.url));

/**
 * The page template into the browser build as it is: it names no script or style (the server adds
 * them per page from the manifest), so there is nothing for Vite to rewrite in it.
 */
function pageTemplate(): Plugin {
  return {
    name: 'page-template',
    applyToEnvironment: (env) => env.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'index.html', source: readFileSync(PAGE_TEMPLATE, 'utf8') });
    },
  };
}

const ENTRY_CLIENT = fileURLToPath(new URL('./client/app/entry-client.tsx', import.meta.url));
const GENERATED_GRAPHQL = fileURLToPath(new URL('./client/generated/graphql.ts', import.meta.url));
const DOCUMENT_PREFIX = '\0graphql-document:';

/**
 * One module per GraphQL document in the browser build. The codegen optimizer imports each
 * document from client/generated/graphql.ts, one module, which Rolldown then places whole in the
 * chunk shared by its importers: every page's documents in the initial JavaScript. Here each
 * import of a document from that file reads from a module holding only that document (the same
 * JSON object), so each document travels with the chunk that uses it.
 */
function documentPerModule(): Plugin {
  let documents: Map<string, string> | undefined;
  const load = () => {
    if (!documents) {
      documents = new Map();
      for (const m of readFileSync(GENERATED_GRAPHQL, 'utf8').matchAll(
        /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as /gm,
      )) {
        documents.set(m[1], JSON.stringify(JSON.parse(m[2])));
      }
    }
    return documents;
  };
  return {
    name: 'graphql-document-per-module',
    enforce: 'post',
    applyToEnvironment: (env) => env.name === 'client',
    buildStart() {
      documents = undefined;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !id.includes('/client/') || id === GENERATED_GRAPHQL) return null;
      let changed = false;
      const out = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*["']((?:\.\.?\/)+(?:[\w.-]+\/)*generated\/graphql)(?:\.ts)?["'];?/g,
        (all, names: string) => {
          const specs = names
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean);
          // Only plain named imports of documents; anything else stays as it was.
          if (specs.length === 0 || !specs.every((n) => /^\w+$/.test(n) && load().has(n))) return all;
          changed = true;
          return specs.map((n) => `import { ${n} } from ${JSON.stringify(DOCUMENT_PREFIX + n)};`).join('\n');
        },
      );
      return changed ? { code: out, map: null } : null;
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(DOCUMENT_PREFIX)) return null;
      const name = id.slice(DOCUMENT_PREFIX.length);
      const json = load().get(name);
      if (!json) throw new Error(`${name}: no such document in client/generated/graphql.ts`);
      return `export const ${name} = ${json};`;
    },
  };
}

const ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
const ROUTER_LEAN = fileURLToPath(new URL('./client/app/react-router-lean.tsx', import.meta.url));
/** Top-level constants of react-router's production chunks whose only effect is their value. */
const ROUTER_PURE_CONSTANT =
  /^(var \w+ = )((?:React\d*\.(?:createContext|forwardRef|memo)|Symbol|Object\.getOwnPropertyNames|new (?:Set|URL|TextEncoder))\()/gm;

/**
 * react-router in the built site (client and server alike, so hydration sees the same markup):
 * - its production build: the package's exports always give the development build, with
 *   ENABLE_DEV_WARNINGS on and the warning texts (remix-run/react-router#14753);
 * - read through client/app/react-router-lean.tsx, whose Link leaves out framework-mode
 *   prefetching;
 * - tree-shakable: the chunks create their contexts and components (`createContext`,
 *   `forwardRef`, `memo`) and a few constants at the top level without a pure annotation, and set
 *   `displayName` on them, so the bundler kept every one of them (data routers, forms, fetchers,
 *   single fetch) whether the site used it or not. Annotated, and the names dropped, only what the
 *   site uses stays.
 */
function leanRouter(): Plugin {
  return {
    name: 'lean-react-router',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-router') return null;
      return importer === ROUTER_LEAN ? ROUTER_PRODUCTION : ROUTER_LEAN;
    },
    transform(code, id) {
      if (!/\/react-router\/dist\/production\/chunk-\w+\.mjs$/.test(id)) return null;
      return {
        code: code
          .replace(ROUTER_PURE_CONSTANT, '$1/* @__PURE__ */ $2')
          .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, ''),
        map: null,
      };
    },
  };
}

const GRAPHQL_PRINT = fileURLToPath(new URL('./client/app/graphql-print.ts', import.meta.url));

/**
 * In the browser build, graphql-js's printer gives way to client/app/graphql-print.ts: Apollo
 * Client only prints operations, on their way to the server, and graphql-js's printer (schemas,
 * block strings, line breaking) weighed about 2 KiB gzipped in every page's initial JavaScript.
 * The server keeps graphql-js's.
 */
function compactGraphqlPrinter(): Plugin {
  return {
    name: 'compact-graphql-printer',
    enforce: 'pre',
    applyToEnvironment: (env) => env.name === 'client',
    resolveId(source, importer) {
      // Only graphql's public `print`; its internal error messages keep graphql-js's printer.
      const publicPrint =
        source === './printer.mjs' && importer?.endsWith('/node_modules/graphql/language/index.mjs');
      return publicPrint ? GRAPHQL_PRINT : null;
    },
  };
}

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
          [
            babelOptimizerPlugin,
            {
              artifactDirectory: fileURLToPath(new URL('./client/generated', import.meta.url)),
              gqlTagName: 'graphql',
            },
          ],
        ],
      },
    }),
    lingui(),
    documentPerModule(),
    ...(command === 'build' ? [leanRouter(), compactGraphqlPrinter(), pageTemplate(), precompress()] : []),
  ],
  resolve:
    command === 'build'
      ? {
          // rxjs's `es2015` export is its ES2015 build: classes instead of ES5 functions with tslib helpers.
          ...(isSsrBuild ? {} : { conditions: [...defaultClientConditions, 'es2015'] }),
        }
      : {},
  build: isSsrBuild
    ? {
        outDir: '../dist/server',
        emptyOutDir: true,
        rollupOptions: { output: { format: 'es', entryFileNames: 'entry-server.mjs' } },
      }
    : {
        outDir: '../dist/client',
        emptyOutDir: true,
        // The manifest maps the entry, the pages and the texts to their chunks: the server names a
        // page's scripts and styles from it (the page template has none).
        manifest: true,
        // Everything the entry imports statically in one chunk: left alone, Rolldown splits what the
        // lazy pages share with the entry into several common chunks, which gzip worse apart.
        rolldownOptions: {
          // The browser's entry, not the page template: the server names the scripts of each page
          // from the manifest and starts them once the page has painted (server/web/page-html.ts).
          input: ENTRY_CLIENT,
          output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
        },
      },
  // The server bundle carries these (ESM/CJS interop); in `npm run dev` Node loads them as they are.
  ssr:
    command === 'build'
      ? {
          noExternal: [
            '@apollo/client',
            '@lingui/core',
            '@lingui/react',
            'react-router',
            'react-router-dom',
            'rxjs',
          ],
        }
      : {},
}));
