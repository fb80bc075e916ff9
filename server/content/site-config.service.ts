import type { DataSource } from 'typeorm';
import { DEFAULT_YOUTUBE_THUMBNAIL_QUALITY, isYoutubeThumbnailQuality } from '../../common/video';
import { config, type Config, type LanguageCode } from '../core/config';
import { brusselsToday } from '../../common/forms/rent-offer-rules';
import { pick } from '../core/localized';
import { placeNameIn } from '../catalog/place-names.service';
import { pageRead } from '../core/db/page-reads';
import type { Route } from './route.entity';
import { enabledRoutes, routePathIn } from './route.service';
import { sanitizeHtml } from './sanitize-html';
import {
  SiteConfig,
  WEEKDAYS,
  type AgencyConfig,
  type OpeningHoursConfig,
  type SiteConfigData,
  type SiteInfoConfig,
  type Weekday,
  type TopBarItemConfig,
} from './site-config.entity';
import {
  WeekdayValue,
  type MapView,
  type OpeningHoursView,
  type SiteConfigView,
  type TopBarItemView,
} from './site-config.types';

/**
 * What a site without configuration gets: neutral settings (no logo, no top bar, empty agency
 * details), the list sizes (4 cards per row, 4 latest offers on home, 20 testimonials, 12 services)
 * and YouTube's high-quality still image (480×360) before a video plays.
 */
/** The configuration as stored, for the features that read it (mails: the agency's details). */
export type { AgencyConfig, MailConfig, SiteConfigData } from './site-config.entity';

export const DEFAULT_SITE_CONFIG: SiteConfigData = {
  search: {
    showSearchInput: true,
    showSearchButton: true,
    showSearchCount: true,
    showCountProperty: true,
    logoUrl: null,
    title: {},
    description: {},
  },
  banner: { type: 'image', image: null, gallery: [], video: null, title: {}, description: {} },
  siteInfo: { analyticsId: null, adsId: null, tagManagerId: null, pixelId: null },
  topBar: { show: false, left: [], right: [] },
  header: {
    logoUrl: null,
    logoPosition: 'left',
    menuPosition: 'right',
    languageSwitcherPosition: 'right',
    hideLogoOnHomeTop: false,
  },
  footer: { columns: [], copyright: {} },
  agency: {
    name: '',
    email: '',
    phone: '',
    street: '',
    zip: '',
    city: '',
    vat: '',
    biv: '',
    openingHours: [],
    sameAs: [],
  },
  mail: { logo: null, primaryColour: '#14213a', accentColour: '#9a7433' },
  marketingStats: { yearsOfExperience: 0, clients: 0, soldWithinTwoWeeksPercent: 0, monthlyVisitors: 0 },
  menuFlags: { contactDemandEnabled: false },
  defaultItemsPerRow: 4,
  homeLatestMax: 4,
  testimonialsMax: 20,
  servicesMax: 12,
  youtubeThumbnailQuality: DEFAULT_YOUTUBE_THUMBNAIL_QUALITY,
};

/**
 * The stored configuration over the defaults, section by section (a stored section may be partial).
 * Read once per page render: the layout, the path and the page's sections all ask for it.
 */
export function loadSiteConfig(ds: DataSource): Promise<SiteConfigData> {
  return pageRead('siteConfig', async () => {
    const row = await ds.getRepository(SiteConfig).findOneBy({ id: 1 });
    return mergeSiteConfig(row?.data);
  });
}

export function mergeSiteConfig(stored: Partial<SiteConfigData> | null | undefined): SiteConfigData {
  const out = { ...DEFAULT_SITE_CONFIG } as Record<keyof SiteConfigData, unknown>;
  if (!stored) return out as SiteConfigData;
  for (const key of Object.keys(DEFAULT_SITE_CONFIG) as (keyof SiteConfigData)[]) {
    const base = DEFAULT_SITE_CONFIG[key];
    const value = stored[key];
    if (value === undefined || value === null) continue;
    out[key] =
      isPlainObject(base) && isPlainObject(value) ? { ...(base as object), ...(value as object) } : value;
  }
  return out as SiteConfigData;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Links that leave the site (http(s), protocol-relative, tel:, mailto:) open in a new tab. */
export const opensInNewTab = (link: string) => /^(https?:|\/\/|tel:|mailto:)/i.test(link.trim());

function topBarItems(items: TopBarItemConfig[], lang: LanguageCode): TopBarItemView[] {
  return items
    .filter((i) => i.status === 'Published')
    .map((i) => ({
      status: i.status,
      label: pick(i.label, lang) ?? '',
      link: i.link,
      icon: i.icon,
      colour: i.colour,
      newTab: opensInNewTab(i.link),
    }));
}

/** Where the lists' map frame is when MAP_FRAME_URL is unset: the site's own (server/web/map-frame.ts). */
export const BUILT_IN_MAP_FRAME = '/map-frame/';

/** The map settings live in the server configuration, not the database: they follow the deployment (tile server, licence, frame). */
export function mapSettings(
  c: Pick<
    Config,
    | 'MAP_TILE_URL'
    | 'MAP_ATTRIBUTION'
    | 'MAP_FRAME_URL'
    | 'MAP_TYPE'
    | 'MAP_MARKER_URL'
    | 'MAP_MARQUEE_IGNORE'
  >,
): MapView {
  return {
    tileUrl: c.MAP_TILE_URL,
    attribution: c.MAP_ATTRIBUTION,
    frameUrl: c.MAP_FRAME_URL ?? BUILT_IN_MAP_FRAME,
    mapType: c.MAP_TYPE,
    customMarker: c.MAP_MARKER_URL ?? null,
    marqueeIgnoreList: [...c.MAP_MARQUEE_IGNORE],
  };
}

/** The agency's municipality in `lang`: its own setting per language, else the table's name for it. */
export function agencyCity(agency: Pick<AgencyConfig, 'zip' | 'city'>, lang: LanguageCode): string {
  if (typeof agency.city !== 'string') return pick(agency.city, lang) ?? '';
  return agency.city === '' ? '' : placeNameIn(agency.zip, agency.city, lang);
}

/** The copyright line with `{year}` as this year on the agency's calendar (Brussels). */
export function copyrightLine(text: string | null, now: Date): string | null {
  return text === null ? null : text.replaceAll('{year}', brusselsToday(now).slice(0, 4));
}

/** The configuration for one language; draft top-bar items and non-public footer columns left out. */
export function toSiteConfigView(
  c: SiteConfigData,
  lang: LanguageCode,
  map: MapView = mapSettings(config()),
  now: Date = new Date(),
): SiteConfigView {
  return {
    search: { ...c.search, title: pick(c.search.title, lang), description: pick(c.search.description, lang) },
    banner: { ...c.banner, title: pick(c.banner.title, lang), description: pick(c.banner.description, lang) },
    siteInfo: validTrackingIds(c.siteInfo),
    topBar: {
      show: c.topBar.show,
      left: topBarItems(c.topBar.left, lang),
      right: topBarItems(c.topBar.right, lang),
    },
    header: { ...c.header },
    footer: {
      columns: c.footer.columns
        .filter((col) => col.public)
        .map((col) => ({
          title: pick(col.title, lang),
          intro: pick(col.intro, lang),
          fullText: sanitizeHtml(pick(col.fullText, lang)),
          images: col.images,
          public: col.public,
          widths: { ...col.widths },
          openingHours: col.openingHours === true,
        })),
      copyright: copyrightLine(pick(c.footer.copyright, lang), now),
    },
    agency: {
      ...c.agency,
      city: agencyCity(c.agency, lang),
      openingHours: validOpeningHours(c.agency.openingHours),
      sameAs: validProfileUrls(c.agency.sameAs),
    },
    marketingStats: { ...c.marketingStats },
    menuFlags: { ...c.menuFlags },
    defaultItemsPerRow: c.defaultItemsPerRow,
    homeLatestMax: c.homeLatestMax,
    testimonialsMax: c.testimonialsMax,
    servicesMax: c.servicesMax,
    // A stored value that is not one of the three (typed by hand in the JSON) is the default.
    youtubeThumbnailQuality: isYoutubeThumbnailQuality(c.youtubeThumbnailQuality)
      ? c.youtubeThumbnailQuality
      : DEFAULT_YOUTUBE_THUMBNAIL_QUALITY,
    map,
  };
}

export async function getSiteConfig(ds: DataSource, lang: LanguageCode): Promise<SiteConfigView> {
  const [data, routes] = await Promise.all([loadSiteConfig(ds), enabledRoutes(ds)]);
  const view = toSiteConfigView(data, lang);
  const localize = (items: TopBarItemView[]) =>
    items.map((i) => ({ ...i, link: pageLinkIn(i.link, routes, lang) }));
  return {
    ...view,
    topBar: { ...view.topBar, left: localize(view.topBar.left), right: localize(view.topBar.right) },
  };
}

/**
 * A link the agency typed once for every language (the top bar's "/nl/login/") that is a page of
 * the route table, in any language, is that page in `lang` ("/fr/login/", "/contact-demand/?lang=fr");
 * its own query and fragment stay. Any other link (another site, tel:, a path the table does not
 * know) is left as typed.
 */
export function pageLinkIn(link: string, routes: readonly Route[], lang: LanguageCode): string {
  const match = /^(\/[^?#]*)([?#].*)?$/.exec(link.trim());
  if (!match || match[1].startsWith('//')) return link;
  const [, path, rest = ''] = match;
  const wanted = path.endsWith('/') ? path : `${path}/`;
  const route = routes.find((r) => Object.values(r.paths).includes(wanted));
  if (!route) return link;
  const target = routePathIn(route, lang);
  if (!rest) return target;
  if (rest.startsWith('#')) return `${target}${rest}`;
  return `${target}${target.includes('?') ? '&' : '?'}${rest.slice(1)}`;
}

const WEEKDAY_VALUES: Record<Weekday, WeekdayValue> = {
  monday: WeekdayValue.MONDAY,
  tuesday: WeekdayValue.TUESDAY,
  wednesday: WeekdayValue.WEDNESDAY,
  thursday: WeekdayValue.THURSDAY,
  friday: WeekdayValue.FRIDAY,
  saturday: WeekdayValue.SATURDAY,
  sunday: WeekdayValue.SUNDAY,
};

/** "09:00", "18:30": a 24-hour time of day, two digits each. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The opening hours as they can be shown and published: the configuration is JSON typed by hand,
 * so a line with an unknown day, a time that is not "HH:MM" or that closes before it opens is left
 * out rather than shown wrong. Days come back in week order, each once.
 */
export function validOpeningHours(
  lines: readonly OpeningHoursConfig[] | null | undefined,
): OpeningHoursView[] {
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line) => {
    if (
      !line ||
      !Array.isArray(line.days) ||
      typeof line.opens !== 'string' ||
      typeof line.closes !== 'string'
    )
      return [];
    const days = WEEKDAYS.filter((d) => line.days.includes(d));
    const valid =
      days.length > 0 &&
      days.length === new Set(line.days).size &&
      TIME_OF_DAY.test(line.opens) &&
      TIME_OF_DAY.test(line.closes) &&
      line.opens < line.closes;
    if (!valid) return [];
    return [{ days: days.map((d) => WEEKDAY_VALUES[d]), opens: line.opens, closes: line.closes }];
  });
}

/** The agency's profiles elsewhere: absolute https URLs only (they are links and structured data). */
export function validProfileUrls(urls: readonly string[] | null | undefined): string[] {
  if (!Array.isArray(urls)) return [];
  return urls.filter((u) => {
    if (typeof u !== 'string') return false;
    try {
      return new URL(u).protocol === 'https:';
    } catch {
      return false;
    }
  });
}

/**
 * The shape of each tracking id: a Google Analytics measurement id (G-…), a Google Ads tag
 * (AW-…), a Tag Manager container (GTM-…), a Meta pixel (digits). The ids go into script
 * addresses and open the page's Content-Security-Policy to their hosts.
 */
export const TRACKING_ID_FORMATS: Record<keyof SiteInfoConfig, RegExp> = {
  analyticsId: /^G-[A-Z0-9]{1,20}$/,
  adsId: /^AW-[A-Z0-9]{1,20}$/,
  tagManagerId: /^GTM-[A-Z0-9]{1,20}$/,
  pixelId: /^[0-9]{1,20}$/,
};

/**
 * The tracking ids as the site may use them: the configuration is JSON typed by hand, so an id
 * that is not of its tool's shape (a typo, another tool's id, a snippet pasted whole) is no id:
 * nothing loads for it, rather than a script that records nothing or a policy opened for nothing.
 * Spaces around an id and lower case letters are forgiven.
 */
export function validTrackingIds(ids: Partial<SiteInfoConfig> | null | undefined): SiteInfoConfig {
  const valid = (key: keyof SiteInfoConfig): string | null => {
    const value = ids?.[key];
    if (typeof value !== 'string') return null;
    const id = value.trim().toUpperCase();
    return TRACKING_ID_FORMATS[key].test(id) ? id : null;
  };
  return {
    analyticsId: valid('analyticsId'),
    adsId: valid('adsId'),
    tagManagerId: valid('tagManagerId'),
    pixelId: valid('pixelId'),
  };
}
