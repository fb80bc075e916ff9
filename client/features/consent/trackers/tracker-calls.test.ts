import { describe, expect, it } from 'vitest';
import { FORM_KINDS } from '../../../../common/forms/form-kinds';
import { AGREE_ALL, DECLINE, type ConsentChoice, type TrackerKey } from '../consent-state';
import {
  PIXEL_FORM_EVENTS,
  formCalls,
  googleConsent,
  googleStartCalls,
  pageViewCalls,
  startCalls,
  type TrackerCall,
} from './tracker-calls';

const IDS: Record<TrackerKey, string> = {
  analytics: 'G-ABC123',
  'tag-manager': 'GTM-XYZ9',
  pixel: '123456789012345',
  ads: 'AW-987654',
};
const NOW = new Date('2026-03-01T10:00:00Z');
const PAGE = { location: 'https://immo.example/en/for-sale/?city=Uccle', path: '/en/for-sale/?city=Uccle' };
const tracker = (key: TrackerKey) => ({ key, id: IDS[key] });

describe('tracker calls', () => {
  it.each<[string, ConsentChoice | null, ReturnType<typeof googleConsent>]>([
    [
      'no choice',
      null,
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ],
    [
      'declined',
      DECLINE,
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ],
    [
      'statistics only',
      { ...DECLINE, statistics: true },
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ],
    [
      'marketing only',
      { ...DECLINE, marketing: true },
      {
        analytics_storage: 'denied',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ],
  ])("Google's consent mode for %s", (_n, choice, mode) => {
    expect(googleConsent(choice)).toEqual(mode);
  });

  it('starts the Google tags with the consent defaults, then the start time', () => {
    expect(googleStartCalls(AGREE_ALL, NOW)).toEqual([
      { api: 'gtag', args: ['consent', 'default', googleConsent(AGREE_ALL)] },
      { api: 'gtag', args: ['js', NOW] },
    ]);
  });

  it.each<[TrackerKey, TrackerCall[], TrackerCall[], TrackerCall[]]>([
    [
      'analytics',
      [{ api: 'gtag', args: ['config', 'G-ABC123', { send_page_view: false }] }],
      [
        {
          api: 'gtag',
          args: [
            'event',
            'page_view',
            { send_to: 'G-ABC123', page_location: PAGE.location, page_path: PAGE.path },
          ],
        },
      ],
      [{ api: 'gtag', args: ['event', 'site_contact', { send_to: 'G-ABC123' }] }],
    ],
    [
      'ads',
      [{ api: 'gtag', args: ['config', 'AW-987654', { send_page_view: false }] }],
      [
        {
          api: 'gtag',
          args: [
            'event',
            'page_view',
            { send_to: 'AW-987654', page_location: PAGE.location, page_path: PAGE.path },
          ],
        },
      ],
      [{ api: 'gtag', args: ['event', 'site_contact', { send_to: 'AW-987654' }] }],
    ],
    [
      'tag-manager',
      [{ api: 'dataLayer', entry: { 'gtm.start': NOW.getTime(), event: 'gtm.js' } }],
      [
        {
          api: 'dataLayer',
          entry: { event: 'page_view', page_location: PAGE.location, page_path: PAGE.path },
        },
      ],
      [{ api: 'dataLayer', entry: { event: 'site_contact' } }],
    ],
    [
      'pixel',
      [{ api: 'fbq', args: ['init', '123456789012345'] }],
      [{ api: 'fbq', args: ['track', 'PageView'] }],
      [{ api: 'fbq', args: ['track', 'Contact', { content_name: 'site_contact' }] }],
    ],
  ])('%s: initialisation, a page view and a sent form', (key, start, view, form) => {
    expect(startCalls(tracker(key), NOW)).toEqual(start);
    expect(pageViewCalls(tracker(key), PAGE)).toEqual(view);
    expect(formCalls(tracker(key), 'site_contact')).toEqual(form);
  });

  it.each<[string, unknown[]]>([
    ['visit_request', ['track', 'Schedule', { content_name: 'visit_request' }]],
    ['free_valuation', ['track', 'Lead', { content_name: 'free_valuation' }]],
    ['job_contact', ['track', 'SubmitApplication', { content_name: 'job_contact' }]],
    ['demand_register', ['track', 'CompleteRegistration', { content_name: 'demand_register' }]],
    ['send_to_friend', ['trackCustom', 'send_to_friend']],
    ['testimonial', ['trackCustom', 'testimonial']],
    ['not_a_form_label', ['trackCustom', 'not_a_form_label']],
  ])('the pixel records %s as %j', (label, args) => {
    expect(formCalls(tracker('pixel'), label)).toEqual([{ api: 'fbq', args }]);
  });

  it("maps every form's label for the pixel, and nothing else", () => {
    expect(Object.keys(PIXEL_FORM_EVENTS).sort()).toEqual(
      [...new Set(Object.values(FORM_KINDS).map((k) => k.event))].sort(),
    );
  });
});
