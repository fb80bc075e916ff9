import { beforeEach, describe, expect, it } from 'vitest';
import { AGREE_ALL, DECLINE, type ConsentChoice, type TrackingIds } from '../consent-state';
import { Trackers, type TrackerWindow } from './trackers';

const IDS: TrackingIds = {
  analyticsId: 'G-ABC123',
  tagManagerId: 'GTM-XYZ9',
  pixelId: '123456789012345',
  adsId: null,
};
const NOW = new Date('2026-03-01T10:00:00Z');
const STATISTICS: ConsentChoice = { ...DECLINE, statistics: true };
const page = (path: string) => ({ location: `https://immo.example${path}`, path });

const isArguments = (v: unknown) => Object.prototype.toString.call(v) === '[object Arguments]';

/** What each script would read: gtag commands and container events from the dataLayer, the pixel's queue. */
function heard(win: TrackerWindow) {
  return {
    gtag: (win.dataLayer ?? []).filter(isArguments).map((a) => Array.from(a as ArrayLike<unknown>)),
    container: (win.dataLayer ?? []).filter((e) => !isArguments(e)),
    pixel: (win.fbq?.queue ?? []).map((a) => Array.from(a as ArrayLike<unknown>)),
  };
}
const scripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[data-consent-script]')].map((s) => s.src);

describe('Trackers', () => {
  let win: TrackerWindow;
  let trackers: Trackers;
  beforeEach(() => {
    document.head.querySelectorAll('script[data-consent-script]').forEach((s) => s.remove());
    win = {};
    trackers = new Trackers(win, document, () => NOW);
  });

  it.each<[string, ConsentChoice | null, TrackingIds]>([
    ['no choice yet', null, IDS],
    ['declined', DECLINE, IDS],
    ['preferences only', { ...DECLINE, preferences: true }, IDS],
    [
      'everything allowed, no id configured',
      AGREE_ALL,
      { analyticsId: null, tagManagerId: null, pixelId: null, adsId: null },
    ],
  ])('%s: no script, no global, no call', (_n, choice, ids) => {
    trackers.navigate(page('/en/'));
    trackers.setConsent(choice, ids);
    trackers.navigate(page('/en/for-sale/'));
    trackers.formSent('site_contact');
    expect(win).toEqual({});
    expect(scripts()).toEqual([]);
  });

  it('all allowed: each tracker starts with its id, then records the page it starts on, once', () => {
    trackers.navigate(page('/en/'));
    trackers.setConsent(AGREE_ALL, IDS);
    trackers.setConsent(AGREE_ALL, IDS);
    trackers.navigate(page('/en/'));
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      'https://www.googletagmanager.com/gtm.js?id=GTM-XYZ9',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    const granted = {
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    };
    expect(heard(win)).toEqual({
      gtag: [
        ['consent', 'default', granted],
        ['js', NOW],
        ['config', 'G-ABC123', { send_page_view: false }],
        [
          'event',
          'page_view',
          { send_to: 'G-ABC123', page_location: 'https://immo.example/en/', page_path: '/en/' },
        ],
      ],
      container: [
        { 'gtm.start': NOW.getTime(), event: 'gtm.js' },
        { event: 'page_view', page_location: 'https://immo.example/en/', page_path: '/en/' },
      ],
      pixel: [
        ['init', '123456789012345'],
        ['track', 'PageView'],
      ],
    });
    // The pixel follows no history change by itself: the site records the page views.
    expect(win.fbq?.disablePushState).toBe(true);
  });

  it('records one view per page shown and each sent form, in every tracker allowed', () => {
    trackers.navigate(page('/en/'));
    trackers.setConsent(AGREE_ALL, IDS);
    const before = heard(win);
    trackers.navigate(page('/en/for-sale/'));
    trackers.formSent('visit_request');
    const after = heard(win);
    expect(after.gtag.slice(before.gtag.length)).toEqual([
      [
        'event',
        'page_view',
        {
          send_to: 'G-ABC123',
          page_location: 'https://immo.example/en/for-sale/',
          page_path: '/en/for-sale/',
        },
      ],
      ['event', 'visit_request', { send_to: 'G-ABC123' }],
    ]);
    expect(after.container.slice(before.container.length)).toEqual([
      { event: 'page_view', page_location: 'https://immo.example/en/for-sale/', page_path: '/en/for-sale/' },
      { event: 'visit_request' },
    ]);
    expect(after.pixel.slice(before.pixel.length)).toEqual([
      ['track', 'PageView'],
      ['track', 'Schedule', { content_name: 'visit_request' }],
    ]);
  });

  it('statistics only: the Google tags, told that ads are refused; the pixel never', () => {
    trackers.navigate(page('/en/'));
    trackers.setConsent(STATISTICS, { ...IDS, adsId: 'AW-1' });
    trackers.formSent('site_contact');
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      'https://www.googletagmanager.com/gtm.js?id=GTM-XYZ9',
    ]);
    expect(heard(win).gtag[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(heard(win).gtag.some((c) => JSON.stringify(c).includes('AW-1'))).toBe(false);
    expect(win.fbq).toBeUndefined();
  });

  it('withdrawn: the trackers are told and record nothing more; granted again, they resume without starting twice', () => {
    trackers.navigate(page('/en/'));
    trackers.setConsent(AGREE_ALL, IDS);
    const started = heard(win);
    trackers.setConsent(DECLINE, IDS);
    trackers.navigate(page('/en/for-sale/'));
    trackers.formSent('site_contact');
    const withdrawn = heard(win);
    expect(withdrawn.gtag.slice(started.gtag.length)).toEqual([
      [
        'consent',
        'update',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
    ]);
    expect(withdrawn.container.slice(started.container.length)).toEqual([]);
    expect(withdrawn.pixel.slice(started.pixel.length)).toEqual([['consent', 'revoke']]);

    trackers.setConsent(AGREE_ALL, IDS);
    const again = heard(win);
    // Back on the page they had not recorded yet: one view each, no second initialisation.
    expect(again.gtag.slice(withdrawn.gtag.length).map((c) => c.slice(0, 2))).toEqual([
      ['consent', 'update'],
      ['event', 'page_view'],
    ]);
    expect(again.container.slice(withdrawn.container.length)).toEqual([
      { event: 'page_view', page_location: 'https://immo.example/en/for-sale/', page_path: '/en/for-sale/' },
    ]);
    expect(again.pixel.slice(withdrawn.pixel.length)).toEqual([
      ['consent', 'grant'],
      ['track', 'PageView'],
    ]);
    expect(scripts()).toHaveLength(3);
  });
});
