import type { FORM_KINDS, FormKind } from '../../../../common/forms/form-kinds';
import type { ConsentChoice, TrackerKey, TrackingScript } from '../consent-state';

/**
 * What the site says to each tracking script it loads after consent, as data: the Google tag
 * (`gtag(…)`, analytics and ads), the Tag Manager container (`dataLayer.push({event, …})`) and the
 * Meta pixel (`fbq(…)`). Pure functions; trackers.ts makes the calls.
 *
 * Every Google call names its one destination (`send_to`), so a tool the visitor has withdrawn
 * hears nothing more even though its configuration stays in the page's Google tag.
 */
export type TrackerCall =
  | { api: 'gtag'; args: unknown[] }
  | { api: 'dataLayer'; entry: Record<string, unknown> }
  | { api: 'fbq'; args: unknown[] };

/** The page a view is recorded for. */
export interface TrackedPage {
  /** The full address (`location.href`). */
  location: string;
  /** Path and query: what identifies the page (a new one is a new page view). */
  path: string;
}

/** The forms' analytics labels (common/forms/form-kinds.ts). */
export type FormLabel = (typeof FORM_KINDS)[FormKind]['event'];

type ConsentMode = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization',
  'granted' | 'denied'
>;

/** Google's consent mode for a choice: statistics grants analytics storage, marketing the three ads signals. */
export function googleConsent(choice: ConsentChoice | null): ConsentMode {
  const grant = (yes: boolean | undefined) => (yes ? 'granted' : 'denied');
  return {
    analytics_storage: grant(choice?.statistics),
    ad_storage: grant(choice?.marketing),
    ad_user_data: grant(choice?.marketing),
    ad_personalization: grant(choice?.marketing),
  };
}

/** Google tags share one `dataLayer`: its consent defaults and start time go first, once per page load. */
export function googleStartCalls(choice: ConsentChoice, now: Date): TrackerCall[] {
  return [
    { api: 'gtag', args: ['consent', 'default', googleConsent(choice)] },
    { api: 'gtag', args: ['js', now] },
  ];
}

export const isGoogleTracker = (key: TrackerKey) => key !== 'pixel';

/**
 * A tracker's initialisation, once per page load. Page views are the site's own (pageViewCalls):
 * the Google tag sends none of its own (`send_page_view: false`) and the pixel does not follow
 * the history by itself (`disablePushState`, set by trackers.ts), so none is counted twice.
 * Google Analytics streams must have "page changes based on browser history events" off in their
 * enhanced measurement for the same reason.
 */
export function startCalls(script: Pick<TrackingScript, 'key' | 'id'>, now: Date): TrackerCall[] {
  switch (script.key) {
    case 'analytics':
    case 'ads':
      return [{ api: 'gtag', args: ['config', script.id, { send_page_view: false }] }];
    case 'tag-manager':
      return [{ api: 'dataLayer', entry: { 'gtm.start': now.getTime(), event: 'gtm.js' } }];
    case 'pixel':
      return [{ api: 'fbq', args: ['init', script.id] }];
  }
}

/**
 * One page view, in one tracker. The container gets a `page_view` event on every page, the first
 * included: its tags use that event as their trigger (not "Container loaded", which a client-side
 * navigation does not repeat).
 */
export function pageViewCalls(script: Pick<TrackingScript, 'key' | 'id'>, page: TrackedPage): TrackerCall[] {
  switch (script.key) {
    case 'analytics':
    case 'ads':
      return [
        {
          api: 'gtag',
          args: [
            'event',
            'page_view',
            { send_to: script.id, page_location: page.location, page_path: page.path },
          ],
        },
      ];
    case 'tag-manager':
      return [
        {
          api: 'dataLayer',
          entry: { event: 'page_view', page_location: page.location, page_path: page.path },
        },
      ];
    case 'pixel':
      return [{ api: 'fbq', args: ['track', 'PageView'] }];
  }
}

/**
 * Meta's standard event for each form, where one fits; the others are custom events named by
 * their label. A standard event carries the label as `content_name`, so the forms stay apart.
 */
export const PIXEL_FORM_EVENTS: Record<FormLabel, string | null> = {
  site_contact: 'Contact',
  construction_contact: 'Contact',
  visit_request: 'Schedule',
  appointment: 'Schedule',
  more_info: 'Lead',
  documents_request: 'Lead',
  free_valuation: 'Lead',
  offer_to_buy: 'Lead',
  rent_application: 'SubmitApplication',
  job_contact: 'SubmitApplication',
  demand_register: 'CompleteRegistration',
  watch_listing: null,
  sign_newsletter: null,
  send_to_friend: null,
  testimonial: null,
};

const isFormLabel = (label: string): label is FormLabel => Object.hasOwn(PIXEL_FORM_EVENTS, label);

/** A sent form, in one tracker: its analytics label as the event. */
export function formCalls(script: Pick<TrackingScript, 'key' | 'id'>, label: string): TrackerCall[] {
  switch (script.key) {
    case 'analytics':
    case 'ads':
      return [{ api: 'gtag', args: ['event', label, { send_to: script.id }] }];
    case 'tag-manager':
      return [{ api: 'dataLayer', entry: { event: label } }];
    case 'pixel': {
      const standard = isFormLabel(label) ? PIXEL_FORM_EVENTS[label] : null;
      return [
        {
          api: 'fbq',
          args: standard ? ['track', standard, { content_name: label }] : ['trackCustom', label],
        },
      ];
    }
  }
}

/** The pixel's answer to a change of mind: it stops (or resumes) sending. */
export const pixelConsentCall = (granted: boolean): TrackerCall => ({
  api: 'fbq',
  args: ['consent', granted ? 'grant' : 'revoke'],
});
