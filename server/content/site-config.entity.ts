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
}

export interface FooterConfig {
  columns: FooterColumnConfig[];
  copyright: Localized;
}

export interface AgencyConfig {
  name: string;
  email: string;
  phone: string;
  street: string;
  zip: string;
  city: string;
  vat: string;
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

/** The whole site configuration, one JSONB document. */
export interface SiteConfigData {
  search: SearchBlockConfig;
  banner: BannerConfig;
  siteInfo: SiteInfoConfig;
  topBar: TopBarConfig;
  header: HeaderConfig;
  footer: FooterConfig;
  agency: AgencyConfig;
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
