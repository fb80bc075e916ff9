import zlib from 'node:zlib';
import { START_SCRIPTS_ID, type StartScripts } from '../../common/server-render';

/** The budget of a page's initial JavaScript, gzipped at zlib's default level. */
export const INITIAL_JS_BUDGET_KIB = 150;

export interface InitialJsSize {
  /** The files, as the page's HTML names them. */
  urls: string[];
  raw: number;
  /** zlib's default level: what a server's on-the-fly compression sends. */
  gzipDefault: number;
  gzip9: number;
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * The JavaScript a page's HTML makes the browser fetch before it hydrates: every
 * `<script type="module" src>`, every `<link rel="modulepreload" href>` and what the start-up
 * loader adds (the JSON list in `#start-scripts`: entry scripts, then preloads), each once, in order.
 * Chunks the page imports later (a static section, a lazy route) are not named there and not
 * counted: they are not on the way to an interactive page.
 */
export function initialJsUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attribute(tag, 'src');
    if (attribute(tag, 'type')?.toLowerCase() === 'module' && src) urls.add(src);
  }
  const listed = new RegExp(`<script type="application/json" id="${START_SCRIPTS_ID}">([^<]*)</script>`).exec(
    html,
  );
  if (listed) {
    const names = JSON.parse(listed[1] ?? '') as StartScripts;
    for (const url of [...names.entry, ...names.preload]) urls.add(url);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, 'href');
    if (rel.includes('modulepreload') && href) urls.add(href);
  }
  return [...urls];
}

/** Fetches the page at `pagePath` of `base` and sums its initial JavaScript, raw and gzipped. */
export async function initialJs(base: string, pagePath: string): Promise<InitialJsSize> {
  const pageUrl = new URL(pagePath, base);
  const res = await fetch(pageUrl);
  if (!res.ok) throw new Error(`${pagePath}: HTTP ${res.status}`);
  const urls = initialJsUrls(await res.text());
  if (urls.length === 0) throw new Error(`${pagePath}: no module script found`);
  const size: InitialJsSize = { urls, raw: 0, gzipDefault: 0, gzip9: 0 };
  for (const u of urls) {
    const file = await fetch(new URL(u, pageUrl));
    if (!file.ok) throw new Error(`${pagePath}: ${u} answers HTTP ${file.status}`);
    const body = Buffer.from(await file.arrayBuffer());
    size.raw += body.length;
    size.gzipDefault += zlib.gzipSync(body).length;
    size.gzip9 += zlib.gzipSync(body, { level: 9 }).length;
  }
  return size;
}

export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
