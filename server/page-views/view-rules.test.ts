import { describe, expect, it } from 'vitest';
import { classifySource, deviceClass, isBot } from './view-rules';

const OWN = 'www.immo-demo.be';

describe('classifySource', () => {
  it.each([
    [null, null, null, 'direct'],
    ['', null, null, 'direct'],
    ['https://www.immo-demo.be/nl/te-koop/', null, null, 'direct'],
    ['https://immo-demo.be/fr/', null, null, 'direct'],
    ['https://www.google.be/', null, null, 'search'],
    ['https://www.google.com/search?q=huis', null, null, 'search'],
    ['https://duckduckgo.com/', null, null, 'search'],
    ['https://www.bing.com/', null, null, 'search'],
    ['https://www.ecosia.org/', null, null, 'search'],
    ['https://m.facebook.com/', null, null, 'social'],
    ['https://l.facebook.com/l.php?u=x', null, null, 'social'],
    ['https://www.linkedin.com/feed/', null, null, 'social'],
    ['https://t.co/abc', null, null, 'social'],
    ['https://www.instagram.com/', null, null, 'social'],
    ['https://www.immoweb.be/nl/zoeken', null, null, 'portal'],
    ['https://www.zimmo.be/', null, null, 'portal'],
    ['https://www.athome.lu/', null, null, 'portal'],
    ['https://mail.google.com/', null, null, 'mail'],
    ['https://outlook.live.com/mail/', null, null, 'mail'],
    ['https://some-blog.example/', null, null, 'other'],
    ['not a url', null, null, 'other'],
    // UTM parameters win over the referrer.
    ['https://www.google.be/', 'newsletter', 'email', 'mail'],
    [null, 'facebook', 'cpc', 'search'],
    [null, 'facebook', null, 'social'],
    [null, 'immoweb', null, 'portal'],
    [null, 'partner-site', null, 'other'],
    [null, '  ', null, 'direct'],
    [null, 'Newsletter', null, 'mail'],
  ])('%s utm_source=%s utm_medium=%s → %s', (referrer, utmSource, utmMedium, expected) => {
    expect(classifySource(referrer, utmSource, utmMedium, OWN)).toBe(expected);
  });
});

describe('isBot', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['facebookexternalhit/1.1', true],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
      true,
    ],
    ['curl/8.5.0', true],
    ['python-requests/2.31', true],
    ['Mozilla/5.0 (compatible; AhrefsBot/7.0)', true],
    ['', true],
    [null, true],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      false,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      false,
    ],
  ])('%s → %s', (ua, expected) => {
    expect(isBot(ua)).toBe(expected);
  });
});

describe('deviceClass', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'mobile'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
      'mobile',
    ],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36', 'desktop'],
    ['', 'desktop'],
  ])('%s → %s', (ua, expected) => {
    expect(deviceClass(ua)).toBe(expected);
  });
});
