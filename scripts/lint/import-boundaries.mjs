// ESLint rule: the import boundaries of the house.
// - server/core/ is cross-cutting and imports no feature (nor the wiring around it).
// - The client never imports the server; common/ imports neither (it runs on both sides).
// - client/ui/ is shared by every page and imports no client feature.
// - client/app/ is the shell (entries, routes, the server render): nothing else in the client imports it.
// - A feature uses another feature only through its public files: on the server its services and
//   types (`*.service.ts`, `*.types.ts`), in the client a feature's `index.ts`.
// Tests and test harnesses (`*.test.*`, `*.testing.*`, server/testing/, e2e/, scripts/) and the demo
// data (server/demo/) wire features together: they are not bound, and no feature imports them.
// Known breaches are listed, file by file, in scripts/lint/boundary-exceptions.mjs; an entry that no longer matches an import is reported, so the list only shrinks.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

const SERVER_WIRING = new Set(['testing', 'demo']);

/** The part of the house a repository path belongs to, or null when no boundary applies. */
export function areaOf(file) {
  const parts = file.split('/');
  if (parts[0] === 'server') {
    // `server/x.ts` is wiring; `server/catalog` (a folder import) is the catalog feature.
    const isFile = parts.length === 2 && /\.[cm]?[jt]sx?$/.test(parts[1]);
    if (isFile || SERVER_WIRING.has(parts[1])) return { kind: 'server-wiring' };
    if (parts[1] === 'core') return { kind: 'server-core' };
    return { kind: 'server-feature', name: parts[1] };
  }
  if (parts[0] === 'client') {
    // `client/features/x` (a folder import) is x's index.
    if (parts[1] === 'features' && parts.length > 2) return { kind: 'client-feature', name: parts[2] };
    if (parts[1] === 'ui') return { kind: 'client-ui' };
    if (parts[1] === 'app') return { kind: 'client-shell' };
    return { kind: 'client-other' };
  }
  if (parts[0] === 'common') return { kind: 'common' };
  return null;
}

const isTestCode = (file) =>
  /\.(test|testing)\.tsx?$/.test(file) || /^(e2e|scripts)\//.test(file) || file.startsWith('server/testing/');

const withoutExtension = (file) => file.replace(/\.(tsx?|mts|cts|mjs|cjs|js)$/, '');

function isPublicFile(target, area) {
  const isFolder = target.split('/').length <= (area.kind === 'server-feature' ? 2 : 3);
  if (isFolder) return area.kind === 'client-feature'; // a client feature's folder import is its index
  const base = path.posix.basename(withoutExtension(target));
  if (area.kind === 'server-feature') return /\.(service|types)$/.test(base);
  return base === 'index';
}

/** Why importing `target` from `from` breaks a boundary, or null when it may. */
export function boundaryBreach(from, target) {
  const a = areaOf(from);
  const b = areaOf(target);
  if (!a || !b) return null;
  const side = (area) => area.kind.split('-')[0];
  if (a.kind === 'server-core' && b.kind !== 'server-core' && side(b) === 'server')
    return 'server/core/ is cross-cutting: it imports no feature and none of the wiring around it.';
  if (side(a) === 'client' && side(b) === 'server') return 'The client never imports the server.';
  if (a.kind === 'common' && (side(b) === 'server' || side(b) === 'client'))
    return 'common/ runs in the browser and on the server: it imports neither.';
  if (a.kind === 'client-ui' && b.kind === 'client-feature')
    return 'client/ui/ is shared by every page: it imports no feature.';
  if (b.kind === 'client-shell' && a.kind !== 'client-shell' && side(a) === 'client')
    return 'client/app/ is the shell (entries, routes, server render): it imports the features, never the reverse.';
  if (a.kind === 'server-feature' && b.kind === 'server-wiring' && SERVER_WIRING.has(target.split('/')[1]))
    return `The demo data and the test harness wire features together: no feature imports server/${target.split('/')[1]}/.`;
  const featureKinds = ['server-feature', 'client-feature'];
  if (featureKinds.includes(a.kind) && a.kind === b.kind && a.name !== b.name && !isPublicFile(target, b))
    return a.kind === 'server-feature'
      ? `A feature uses ${b.name}/ only through its services and types (*.service.ts, *.types.ts).`
      : `A feature uses features/${b.name}/ only through its index.ts.`;
  return null;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps server/core, the client, common/ and features behind their boundaries.' },
    schema: [
      {
        type: 'object',
        properties: {
          exceptions: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' } },
              required: ['from', 'to'],
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
    if (isTestCode(from) || !areaOf(from)) return {};
    const exceptions = (context.options[0]?.exceptions ?? []).filter((e) => e.from === from);
    const used = new Set();
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), source));
      const why = boundaryBreach(from, target);
      if (!why) return;
      const exception = exceptions.find((e) => withoutExtension(e.to) === withoutExtension(target));
      if (exception) used.add(exception);
      else context.report({ node, message: `${why} (${target})` });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => {
        const { source } = node;
        if (source.type === 'Literal') check(source, source.value);
        else if (source.type === 'TemplateLiteral' && source.expressions.length === 0)
          check(source, source.quasis[0].value.cooked);
      },
      TSImportType: (node) => {
        const literal = node.argument?.literal ?? node.argument;
        if (literal?.type === 'Literal') check(literal, literal.value);
      },
      'Program:exit': (node) => {
        for (const e of exceptions)
          if (!used.has(e))
            context.report({
              node,
              message: `The boundary exception ${e.from} → ${e.to} is no longer needed: remove it from scripts/lint/boundary-exceptions.mjs.`,
            });
      },
    };
  },
};
