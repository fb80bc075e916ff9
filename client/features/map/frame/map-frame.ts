/**
 * The built-in map frame (/map-frame/?lang=nl): a document of its own, framed by the results
 * page, with its own small bundle and catalog. It waits for the page's message
 * (docs/map-message.md), checks it (readMapMessage: the parent's origin, the shape, the sizes)
 * and draws it; anything else posted to it is ignored.
 */
import { i18n, type Messages } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { messages as de } from '../../../locales/de/map-frame.po';
import { messages as en } from '../../../locales/en/map-frame.po';
import { messages as fr } from '../../../locales/fr/map-frame.po';
import { messages as nl } from '../../../locales/nl/map-frame.po';
import { readMapMessage } from '../map-message';
import { FrameMap, type FrameSettings } from './frame-map';
import './map-frame.css';

const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
type Language = (typeof LANGUAGES)[number];

// The frame's catalogs hold a handful of texts each: all four in the bundle, so the frame is
// ready to listen the moment its script runs (the page posts 50 ms after the frame's load).
const CATALOGS: Record<Language, Messages> = { nl, fr, en, de };

/** The tiles the server configured, written into the page by the server (server/web/map-frame.ts). */
function readSettings(): FrameSettings | null {
  const text = document.getElementById('map-frame-settings')?.textContent;
  if (!text) return null;
  try {
    const s = JSON.parse(text) as Partial<FrameSettings>;
    return typeof s.tileUrl === 'string' && typeof s.attribution === 'string'
      ? { tileUrl: s.tileUrl, attribution: s.attribution }
      : null;
  } catch {
    return null;
  }
}

function start(): void {
  const asked = new URLSearchParams(location.search).get('lang');
  const lang: Language = (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : 'en';
  // The frame is a document of its own: Lingui's global instance is its one instance.
  i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] });
  document.documentElement.lang = lang;
  document.title = t`Map of the listings`;
  const settings = readSettings();
  const element = document.getElementById('map');
  const card = document.getElementById('card');
  if (!settings || !element || !card) return;
  const map = new FrameMap(element, card, settings, {
    map: t`Map`,
    zoomIn: t`Zoom in`,
    zoomOut: t`Zoom out`,
    close: t`Close`,
    view: t`View this listing`,
    cluster: (count) => plural(count, { one: '# listing, zoom in', other: '# listings, zoom in' }),
  });
  // Only the page that frames this one: the built-in frame is always on the site's own origin.
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const message = readMapMessage(event, [location.origin]);
    if (!message) return;
    element.dataset.count = String(message.properties.length);
    map.show(message);
  });
  document.body.dataset.ready = 'true';
}

start();
