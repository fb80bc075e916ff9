import type { APIResponse, Page, Request } from 'playwright-core';
import { hydrated, trackHydration } from './hydration';

export interface PageChecks {
  /**
   * Brings the page to rest: hydrated, scrolled through once (so lazy images and sections load,
   * as for a visitor who reads to the end), back at the top, every request it made answered, its
   * height no longer changing and every image that started loading finished.
   */
  settle(): Promise<void>;
  /**
   * Every request the page (and its frames) made answered, and two frames later none new: what a
   * click set off is over. `settle()` without the hydration and the scrolling, for any page.
   */
  quiet(): Promise<void>;
  /** What is wrong with the page, one precise line per problem; [] when nothing is. */
  problems(): Promise<string[]>;
}

export interface PageCheckOptions {
  /** The site under test (`server.url`): only its own responses and requests are judged. */
  origin: string;
  /**
   * Also ask for the page's icon (its `<link rel="icon">`, else /favicon.ico): headless Chromium
   * never does, but every other browser does on every page. Default true.
   */
  icon?: boolean;
  /** How long `settle()` may wait for the page's requests and images (default 15 s). */
  timeout?: number;
  /**
   * The status the page's own document is meant to answer (404 for the not-found page): that one
   * response is then no problem. Default 200: any 4xx or 5xx of the document is one.
   */
  documentStatus?: number;
}

/**
 * Watches `page` for what a visitor should never get, from before the first navigation:
 * - a response of the site with status 4xx or 5xx, or a request to it that fails;
 * - a console error, or an exception the page did not catch;
 * and, when asked (`problems()`), looks at the page itself:
 * - horizontal overflow: document.documentElement.scrollWidth > window.innerWidth, the elements
 *   that stick out named widest first;
 * - an image that failed: every <img> that started loading must be complete with naturalWidth > 0.
 *   `settle()` scrolls the page through first, so every lazy image in the page's flow has started;
 *   one that still has not is not rendered (display: none, a slide not shown) and would load only
 *   when shown. Forcing those too (loading="eager") would judge a state no visitor sees on this
 *   load, so they are left out; a broken one is still caught once shown, here or by its 404;
 * - an <img> without both width and height attributes (loaded or not, any origin): the browser
 *   cannot reserve its box before the file arrives, so the page jumps under the reader's eyes.
 *   The map's tiles and markers are left out: Leaflet makes those elements itself, places them
 *   absolutely in its panes and sizes them with its own styles, so they move nothing.
 * Other origins are not judged: the tests run offline and abort them on purpose (map tiles).
 * Call before `page.goto`: it installs the hydration tracker (./hydration.ts) too.
 */
export async function watchPage(
  page: Page,
  { origin, icon = true, timeout = 15_000, documentStatus = 200 }: PageCheckOptions,
): Promise<PageChecks> {
  await trackHydration(page);
  const own = (url: string) => url.startsWith(`${origin}/`) || url === origin;
  const short = (url: string) => (own(url) ? url.slice(origin.length) : url);
  const seen: string[] = [];

  page.on('response', (res) => {
    const req = res.request();
    const isDocument = req.isNavigationRequest() && req.frame() === page.mainFrame();
    if (isDocument && res.status() === documentStatus) return;
    if (own(res.url()) && res.status() >= 400)
      seen.push(`HTTP ${res.status()} ${res.request().method()} ${short(res.url())}`);
  });
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? '';
    // ERR_ABORTED: the page itself gave the request up (a navigation, a replaced image).
    if (own(req.url()) && error !== 'net::ERR_ABORTED')
      seen.push(`request failed: ${req.method()} ${short(req.url())}: ${error}`);
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const url = msg.location().url;
    // Chromium's echo of a failed load: the response and request checks above say which one and
    // how when it is the site's; another origin's was aborted by the test.
    if (msg.text().startsWith('Failed to load resource')) return;
    seen.push(`console error: ${msg.text()}${url ? ` (at ${short(url)})` : ''}`);
  });
  page.on('pageerror', (err) => seen.push(`page error: ${err.message}`));

  // Every request of the page not answered yet: settle() waits until there is none.
  const pending = new Set<Request>();
  let onIdle: (() => void)[] = [];
  const finished = (req: Request) => {
    pending.delete(req);
    if (pending.size === 0) for (const resolve of onIdle.splice(0)) resolve();
  };
  page.on('request', (req) => pending.add(req));
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  async function requestsAnswered(): Promise<void> {
    if (pending.size === 0) return;
    let resolveIdle = () => {};
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        resolveIdle = resolve;
        onIdle.push(resolve);
        timer = setTimeout(() => {
          const urls = [...pending].map((r) => short(r.url())).join(', ');
          reject(new Error(`settle(): still waiting after ${timeout} ms for ${urls}`));
        }, timeout);
      });
    } finally {
      clearTimeout(timer);
      onIdle = onIdle.filter((resolve) => resolve !== resolveIdle);
    }
  }
  /**
   * Waits (bounded) for every picture that has started loading (a lazy one not yet due has no
   * currentSrc). A late render can replace pictures settle() saw load (the footer, once its
   * section's code arrives): a lazy one among them that Chromium holds back, out of view, is
   * brought into view so that it loads and is judged, then the page goes back where it was.
   */
  async function imagesLoaded(ms: number): Promise<void> {
    await page.evaluate(async (ms) => {
      const until = Date.now() + ms;
      const left = () => new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())));
      const settled = (img: HTMLImageElement) =>
        new Promise<void>((resolve) => {
          if (img.complete) return resolve();
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        });
      const loading = () => [...document.images].filter((img) => img.currentSrc !== '' && !img.complete);
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      await Promise.race([Promise.all(loading().map(settled)), frame().then(frame)]);
      const held = loading().filter((img) => img.loading === 'lazy');
      if (held.length > 0) {
        const [x, y] = [window.scrollX, window.scrollY];
        for (const img of held) {
          img.scrollIntoView({ block: 'center' });
          await frame();
          await frame();
        }
        window.scrollTo(x, y);
        await frame();
      }
      // Whatever is still loading then is reported by problems().
      await Promise.race([Promise.all(loading().map(settled)), left()]);
    }, ms);
  }
  /** Two animation frames in the page: what the last answers set off (a render, a chunk, a picture) has started. */
  const twoFrames = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );

  async function quiet(): Promise<void> {
    do {
      await requestsAnswered();
      await twoFrames();
    } while (pending.size > 0);
  }

  return {
    quiet,
    async settle() {
      await hydrated(page);
      await page.evaluate(async () => {
        const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await frame();
        }
        window.scrollTo(0, 0);
        await frame();
      });
      // Quiet when a look two frames after the last answer finds nothing new asked for, and the
      // page's height is the same at two such quiet moments in a row (what the last answers set
      // off, a section's code or a map that hides itself, has been laid out).
      const until = Date.now() + timeout;
      for (let height = -1; ;) {
        await quiet();
        const now = await page.evaluate(() => document.documentElement.scrollHeight);
        if (now === height) break;
        if (Date.now() > until)
          throw new Error(
            `settle(): the page's height still changes after ${timeout} ms (${height} → ${now} px)`,
          );
        height = now;
      }
      await imagesLoaded(timeout);
    },

    async problems() {
      // Shorter than settle()'s wait: a test calls this several times within its own time limit.
      await imagesLoaded(3_000);
      const inPage = await page.evaluate(() => {
        const found: string[] = [];
        const tag = (el: Element) => {
          const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`);
          return `<${el.localName}${el.id ? `#${el.id}` : ''}${classes.join('')}>`;
        };
        /** The element, its text or alt when short, and its parent: enough to find it in the code. */
        const describe = (el: Element) => {
          const text = el instanceof HTMLImageElement ? `alt="${el.alt}"` : `"${el.textContent?.trim()}"`;
          const parent =
            el.parentElement && el.parentElement !== document.body ? ` in ${tag(el.parentElement)}` : '';
          return `${tag(el)}${text.length <= 60 ? ` ${text}` : ''}${parent}`;
        };
        const width = window.innerWidth;
        const scrollWidth = document.documentElement.scrollWidth;
        if (scrollWidth > width) {
          // The outermost elements that stick out (their parent does not): where to look.
          const over = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
          const right = (el: Element) => el.getBoundingClientRect().right;
          const culprits = [...document.body.querySelectorAll('*')]
            .filter(
              (el) =>
                over(el) &&
                !(el.parentElement && el.parentElement !== document.body && over(el.parentElement)),
            )
            .sort((a, b) => right(b) - right(a));
          const overflow = `horizontal overflow: the page is ${scrollWidth} px wide in a ${width} px window`;
          if (culprits.length === 0) found.push(`${overflow}, no element found sticking out`);
          for (const el of culprits.slice(0, 5))
            found.push(
              `${overflow}: ${describe(el)} reaches ${Math.round(el.getBoundingClientRect().right)} px`,
            );
        }
        for (const img of document.images) {
          if (img.currentSrc === '' && !img.complete) continue; // not started: not rendered (see above)
          if (img.complete && img.naturalWidth > 0) continue;
          const src = img.currentSrc || img.getAttribute('src') || '';
          if (src !== '' && !src.startsWith(`${location.origin}/`)) continue; // another origin: not judged
          const path = src.slice(location.origin.length) || '(no src)';
          found.push(`image ${img.complete ? 'failed' : 'still loading'}: ${path} ${describe(img)}`);
        }
        for (const img of document.images) {
          const missing = ['width', 'height'].filter((a) => !img.hasAttribute(a));
          if (missing.length === 0 || img.closest('.leaflet-pane')) continue;
          const src = img.getAttribute('src') ?? '';
          const shown = src.startsWith(`${location.origin}/`)
            ? src.slice(location.origin.length)
            : src.replace(/^(data:[^,;]*).*/s, '$1…');
          found.push(
            `image without ${missing.join(' and ')} attribute: ${shown || '(no src)'} ${describe(img)}`,
          );
        }
        return found;
      });
      const lines = [...seen, ...inPage];
      if (icon) {
        const declared = await page.evaluate(
          () => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? null,
        );
        const res = await getOnce(page, declared ?? `${origin}/favicon.ico`);
        if (res.status() >= 400)
          lines.push(
            declared
              ? `icon: GET ${short(declared)} (its <link rel="icon">) answers ${res.status()}`
              : `icon: no <link rel="icon">, and GET /favicon.ico, which browsers then ask for on every page, answers ${res.status()}`,
          );
      }
      return [...new Set(lines)];
    },
  };
}

/**
 * A GET from the test's side, tried once more when the server closed the kept-alive connection
 * just as the request went out on it (ECONNRESET): a race of idle connections, not an answer.
 */
async function getOnce(page: Page, url: string): Promise<APIResponse> {
  try {
    return await page.request.get(url);
  } catch (err) {
    if (!(err instanceof Error) || !err.message.includes('ECONNRESET')) throw err;
    return page.request.get(url);
  }
}
