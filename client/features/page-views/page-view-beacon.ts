import { useEffect } from 'react';

/**
 * Page views for the owners' statistics: `navigator.sendBeacon` to /api/beacon. It carries only
 * what the counters need (listing, language, how the visitor arrived); the server keeps categories,
 * never the referrer, the address or a cookie, so no consent is needed. Browser only: effects do
 * not run during server rendering.
 */

interface Landing {
  referrer: string;
  utmSource: string | null;
  utmMedium: string | null;
}

// How this visit arrived, read on the first beacon of the page load: later client-side
// navigations keep the source of the visit instead of looking like the site sent them.
let landing: Landing | null = null;
let lastView: { propertyId: number; at: number } | null = null;

function send(body: Record<string, unknown>): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  if (!landing) {
    const params = new URLSearchParams(window.location.search);
    landing = {
      referrer: document.referrer,
      utmSource: params.get('utm_source'),
      utmMedium: params.get('utm_medium'),
    };
  }
  // The id and time make a resent beacon count once (randomUUID needs a secure context; without it the server picks one).
  const eventId =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : undefined;
  navigator.sendBeacon('/api/beacon', JSON.stringify({ ...body, ...landing, eventId, at: Date.now() }));
}

/** One view of a property page (server-rendered or reached by client navigation). */
export function usePropertyViewBeacon(propertyId: number, lang: string): void {
  useEffect(() => {
    // React's development double effects, or a re-render of the same page, are not a second view.
    const now = Date.now();
    if (lastView && lastView.propertyId === propertyId && now - lastView.at < 2_000) return;
    lastView = { propertyId, at: now };
    send({ kind: 'view', propertyId, lang });
  }, [propertyId, lang]);
}

/** The listings a list page showed: the first step of the owner's funnel. */
export function useListImpressionsBeacon(propertyIds: readonly number[], lang: string): void {
  const key = propertyIds.join(',');
  useEffect(() => {
    if (key === '') return;
    send({ kind: 'impression', propertyIds: key.split(',').map(Number), lang });
  }, [key, lang]);
}

/**
 * A listing made a favourite (a heart switched on): counted once per anonymous visitor, listing and
 * day, for the owner's report. Nothing is sent when the heart is switched off.
 */
export function sendFavouriteBeacon(propertyId: number, lang: string): void {
  send({ kind: 'favourite', propertyId, lang });
}
