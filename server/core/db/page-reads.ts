import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Reads shared by the several GraphQL operations of one server-rendered page. A page asks for the
 * layout, the path, the page's own data and a few sections, each its own operation; each read the
 * site configuration, the route table and the languages again (about 30 statements for the home
 * page, half of them the same rows). Within one page render they are read once; outside a render
 * (the API, scripts, workers) every call reads, as before.
 */
const pageReads = new AsyncLocalStorage<Map<string, unknown>>();

/** Runs one page render with its own shared reads. */
export function withPageReads<T>(render: () => T): T {
  return pageReads.run(new Map(), render);
}

/**
 * The value under `key` for the current page render, made by `load` on first use; a fresh `load()`
 * outside a render. A failed read is forgotten, so the next caller reads again. Callers must not
 * change what they get: the other operations of the page share it.
 */
export function pageRead<T>(key: string, load: () => T): T {
  const reads = pageReads.getStore();
  if (!reads) return load();
  if (reads.has(key)) return reads.get(key) as T;
  const value = load();
  reads.set(key, value);
  if (value instanceof Promise) value.catch(() => reads.delete(key));
  return value;
}
