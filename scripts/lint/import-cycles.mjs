// `npm run check:cycles`: no file imports itself through others, and no feature folder does either.
// A folder cycle (catalog → forms → catalog, through any files) means two features cannot be
// understood, tested or moved apart. Folders are server/<feature>/, client/features/<feature>/ and
// the client's app/ (the shell), ui/ and i18n/; tests and the server's wiring (server/*.ts,
// server/testing/, server/demo/) are left out: they may reach into every feature.
import madge from 'madge';
import { areaOf } from './import-boundaries.mjs';

const SOURCES = ['server', 'client', 'common', 'migrations', 'scripts'];
const isTest = (file) => /\.(test|testing)\.tsx?$/.test(file);

/** The feature folder a file belongs to, or null for wiring, core, shared code and tests. */
function featureOf(file) {
  if (isTest(file)) return null;
  const area = areaOf(file);
  if (area?.kind === 'server-feature') return `server/${area.name}`;
  if (area?.kind === 'client-feature') return `client/features/${area.name}`;
  // The client's shared folders take part too: the shell, the building blocks, the texts.
  const [root, folder] = file.split('/');
  if (root === 'client' && ['app', 'ui', 'i18n'].includes(folder)) return `client/${folder}`;
  return null;
}

/** Strongly connected components of more than one node (Tarjan), each sorted. */
export function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** The folder graph of the file graph: an edge where a file of one feature imports a file of another. */
export function folderGraph(files) {
  const graph = new Map();
  const via = new Map();
  for (const [file, imports] of Object.entries(files)) {
    const from = featureOf(file);
    if (!from) continue;
    for (const target of imports) {
      const to = featureOf(target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
      via.set(`${from} → ${to}`, `${file} → ${target}`);
    }
  }
  return { graph, via };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await madge(SOURCES, { fileExtensions: ['ts', 'tsx'], tsConfig: 'tsconfig.json' });
  let failed = false;
  for (const cycle of result.circular()) {
    failed = true;
    console.error(`file cycle: ${cycle.join(' → ')}`);
  }
  const { graph, via } = folderGraph(result.obj());
  for (const cycle of cyclesOf(graph)) {
    failed = true;
    console.error(`folder cycle: ${cycle.join(', ')}`);
    for (const from of cycle)
      for (const to of graph.get(from) ?? [])
        if (cycle.includes(to)) console.error(`  ${from} → ${to}: ${via.get(`${from} → ${to}`)}`);
  }
  if (failed) process.exit(1);
  console.log(`no import cycle among ${Object.keys(result.obj()).length} files and their feature folders`);
}
