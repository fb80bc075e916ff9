import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import type { YoutubeThumbnailQuality } from '../../common/video';
import type { Localized } from '../core/localized';

export type Placement = 'left' | 'center' | 'right';

/** The optional search block on the home banner. */
export interface SearchBlockConfig {
  showSearchInput: boolean;
  showSearchButton: boolean;
  /** Show the sale and rent counts on the buttons. */
  showSearchCount: boolean;
  /** Show counts in the search dropdown rows. */
  showCountProperty: boolean;
  logoUrl: string | null;
  title: Localized;
  description: Localized;
}

export interface BannerConfig {
  type: 'image' | 'gallery' | 'video';
  image: string | null;
  gallery: string[];
  video: string | null;
  title: Localized;
  description: Localized;
}

/** Tracking ids; scripts load only after consent. */
export interface SiteInfoConfig {
  analyticsId: string | null;
  adsId: string | null;
  tagManagerId: string | null;
  pixelId: string | null;
}

export interface TopBarItemConfig {
  status: 'Published' | 'Draft';
  label: Localized;
  link: string;
  icon: string | null;
  colour: string | null;
}

export interface TopBarConfig {
  show: boolean;
  left: TopBarItemConfig[];
  right: TopBarItemConfig[];
}

export interface HeaderConfig {
  logoUrl: string | null;
  logoPosition: Placement;
  menuPosition: Placement;
  languageSwitcherPosition: Placement;
  hideLogoOnHomeTop: boolean;
}

export interface FooterColumnConfig {
  title: Localized;
  intro: Localized;
  /** HTML per language. */
  fullText: Localized;
  images: string[];
  public: boolean;
  widths: { sm: number; md: number; lg: number };
  /** Shows the agency's opening hours (`agency.openingHours`) under the column's text. */
  openingHours?: boolean;
}

export interface FooterConfig {
  columns: FooterColumnConfig[];
  /** `{year}` is the current year on the agency's calendar: the line never goes out of date. */
  copyright: Localized;
}

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One line of the opening hours: these days, from `opens` to `closes` (24-hour "HH:MM", Brussels time). */
export interface OpeningHoursConfig {
  days: Weekday[];
  opens: string;
  closes: string;
}

export interface AgencyConfig {
  name: string;
  email: string;
  phone: string;
  street: string;
  zip: string;
  /**
   * The office's municipality per language ({ nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels' }).
   * One name for every language is localized through the table of official municipality names.
   */
  city: string | Localized;
  vat: string;
  /** The agency's licence number at the BIV (IPI in French), which every mail's legal line carries. */
  biv: string;
  /** The office's hours: the footer and the contact page show them, search engines read them. */
  openingHours: OpeningHoursConfig[];
  /** The agency's own pages elsewhere (social networks, a professional directory): https URLs. */
  sameAs: string[];
}

/** Figures shown by the agency-specific Dutch texts. */
export interface MarketingStatsConfig {
  yearsOfExperience: number;
  clients: number;
  soldWithinTwoWeeksPercent: number;
  monthlyVisitors: number;
}

export interface MenuFlagsConfig {
  /** Whether /contact-demand/ (free valuation) is served. */
  contactDemandEnabled: boolean;
}

/**
 * The agency's face in its mails. Mail clients show neither SVG nor web fonts, so the logo is a
 * PNG or JPEG (ideally twice the size it is shown), and the colours are plain hex codes.
 */
export interface MailConfig {
  /** The logo and the size it is shown at, in CSS pixels; null shows the agency's name instead. */
  logo: { url: string; width: number; height: number } | null;
  /** "#rrggbb": the buttons, and the headings and links where it reads on white. */
  primaryColour: string;
  /** "#rrggbb": the thin line under the header. */
  accentColour: string;
}

/** The whole site configuration, one JSONB document. */
export interface SiteConfigData {
  search: SearchBlockConfig;
  banner: BannerConfig;
  siteInfo: SiteInfoConfig;
  topBar: TopBarConfig;
  header: HeaderConfig;
  footer: FooterConfig;
  agency: AgencyConfig;
  mail: MailConfig;
  marketingStats: MarketingStatsConfig;
  menuFlags: MenuFlagsConfig;
  defaultItemsPerRow: number;
  homeLatestMax: number;
  testimonialsMax: number;
  servicesMax: number;
  /** The still image a YouTube video shows until it is played: low, medium or high (YOUTUBE_THUMBNAILS). */
  youtubeThumbnailQuality: YoutubeThumbnailQuality;
}

/** The single row (id 1) holding the site configuration. */
@Entity('site_config')
@Check('site_config_single_row', 'id = 1')
export class SiteConfig {
  @PrimaryColumn('int') id: number;
  @Column('jsonb') data: SiteConfigData;
  @Column('timestamptz', { default: () => 'now()' }) updatedAt: Date;
}
