import {
  allowedScripts,
  type ConsentChoice,
  type TrackerKey,
  type TrackingIds,
  type TrackingScript,
} from '../consent-state';
import {
  formCalls,
  googleConsent,
  googleStartCalls,
  isGoogleTracker,
  pageViewCalls,
  pixelConsentCall,
  startCalls,
  type TrackedPage,
  type TrackerCall,
} from './tracker-calls';

type Command = (...args: unknown[]) => void;

/** The pixel's queue, as Meta's snippet makes it: calls wait in `queue` until fbevents.js takes over (`callMethod`). */
interface PixelQueue extends Command {
  callMethod?: Command;
  queue: unknown[];
  push: PixelQueue;
  loaded: boolean;
  version: string;
  /** Set: the pixel does not send a PageView of its own on history changes (the site sends them). */
  disablePushState?: boolean;
}

/** The globals the trackers' scripts read. */
export interface TrackerWindow {
  dataLayer?: unknown[];
  gtag?: Command;
  fbq?: PixelQueue;
  _fbq?: PixelQueue;
}

/**
 * The tracking scripts of one page load, driven by the visitor's choice: a script the choice
 * allows is added and initialised once, then records each page once (`navigate`) and each sent
 * form (`formSent`). A tracker the visitor withdraws hears nothing more (its script cannot be
 * taken out of the page: the Google tags get the consent update, the pixel its revoke); granted
 * again on the same page load, it resumes without a second initialisation or page view.
 */
export class Trackers {
  /** Added and initialised on this page load. */
  private readonly started = new Map<TrackerKey, TrackingScript>();
  /** Allowed by the current choice (always started). */
  private enabled = new Set<TrackerKey>();
  /** The page (path) each tracker last recorded a view of. */
  private readonly viewed = new Map<TrackerKey, string>();
  private page: TrackedPage | null = null;
  /** The consent mode the Google tags last heard; null until one of them has started. */
  private googleMode: string | null = null;

  constructor(
    private readonly win: TrackerWindow,
    private readonly doc: Document,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The visitor's choice (null: none, or reset) with the configured ids. */
  setConsent(choice: ConsentChoice | null, ids: TrackingIds): void {
    const allowed = allowedScripts(choice, ids);
    const next = new Set(allowed.map((s) => s.key));
    if (this.googleMode !== null) {
      const mode = googleConsent(choice);
      if (JSON.stringify(mode) !== this.googleMode) {
        this.googleMode = JSON.stringify(mode);
        this.call({ api: 'gtag', args: ['consent', 'update', mode] });
      }
    }
    if (this.enabled.has('pixel') && !next.has('pixel')) this.call(pixelConsentCall(false));
    for (const script of allowed) {
      if (!this.started.has(script.key) && choice) this.start(script, choice);
      else if (script.key === 'pixel' && !this.enabled.has('pixel')) this.call(pixelConsentCall(true));
    }
    this.enabled = next;
    this.recordPageViews();
  }

  /** The page now shown: each enabled tracker records it once. */
  navigate(page: TrackedPage): void {
    this.page = page;
    this.recordPageViews();
  }

  /** A form was sent: its analytics label goes to each enabled tracker. */
  formSent(label: string): void {
    for (const key of this.enabled) this.callAll(formCalls(this.started.get(key)!, label));
  }

  private start(script: TrackingScript, choice: ConsentChoice): void {
    if (isGoogleTracker(script.key) && this.googleMode === null) {
      const win = this.win;
      win.dataLayer ??= [];
      // Google's snippet: the tag reads the `arguments` objects in the dataLayer, not arrays.
      win.gtag ??= function gtag() {
        // eslint-disable-next-line prefer-rest-params
        (win.dataLayer ??= []).push(arguments);
      };
      this.googleMode = JSON.stringify(googleConsent(choice));
      this.callAll(googleStartCalls(choice, this.now()));
    }
    if (script.key === 'pixel') this.installPixelQueue();
    this.callAll(startCalls(script, this.now()));
    this.started.set(script.key, script);
    if (!this.doc.head.querySelector(`script[data-consent-script="${script.key}"]`)) {
      const el = this.doc.createElement('script');
      el.async = true;
      el.src = script.src;
      el.dataset.consentScript = script.key;
      this.doc.head.appendChild(el);
    }
  }

  /** Meta's snippet, without its script tag (start adds it). */
  private installPixelQueue(): void {
    if (this.win.fbq) return;
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as PixelQueue;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    fbq.disablePushState = true;
    this.win.fbq = fbq;
    this.win._fbq ??= fbq;
  }

  private recordPageViews(): void {
    const page = this.page;
    if (!page) return;
    for (const key of this.enabled) {
      if (this.viewed.get(key) === page.path) continue;
      this.viewed.set(key, page.path);
      this.callAll(pageViewCalls(this.started.get(key)!, page));
    }
  }

  private callAll(calls: TrackerCall[]): void {
    for (const c of calls) this.call(c);
  }

  private call(c: TrackerCall): void {
    if (c.api === 'dataLayer') (this.win.dataLayer ??= []).push(c.entry);
    else if (c.api === 'gtag') this.win.gtag?.(...c.args);
    else this.win.fbq?.(...c.args);
  }
}
