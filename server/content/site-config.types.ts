import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ColumnWidthsView } from './content.types';

@ObjectType('SiteSearchBlock', { description: 'The optional property search block on the home banner.' })
export class SearchBlockView {
  @Field() showSearchInput: boolean;
  @Field() showSearchButton: boolean;
  @Field({ description: 'Show sale and rent counts on the buttons.' }) showSearchCount: boolean;
  @Field({ description: 'Show counts in the dropdown rows.' }) showCountProperty: boolean;
  @Field(() => String, { nullable: true }) logoUrl: string | null;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
}

@ObjectType('SiteBanner', { description: 'The home banner.' })
export class BannerView {
  @Field({ description: 'image, gallery or video.' }) type: string;
  @Field(() => String, { nullable: true }) image: string | null;
  @Field(() => [String]) gallery: string[];
  @Field(() => String, { nullable: true }) video: string | null;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
}

@ObjectType('SiteInfo', { description: 'Tracking ids; their scripts load only after consent.' })
export class SiteInfoView {
  @Field(() => String, { nullable: true }) analyticsId: string | null;
  @Field(() => String, { nullable: true }) adsId: string | null;
  @Field(() => String, { nullable: true }) tagManagerId: string | null;
  @Field(() => String, { nullable: true }) pixelId: string | null;
}

@ObjectType('TopBarItem', { description: 'A published link of the top bar.' })
export class TopBarItemView {
  @Field() status: string;
  @Field() label: string;
  @Field() link: string;
  @Field(() => String, { nullable: true }) icon: string | null;
  @Field(() => String, { nullable: true }) colour: string | null;
  @Field({ description: 'The link starts with http, //, tel: or mailto: and opens in a new tab.' })
  newTab: boolean;
}

@ObjectType('TopBar')
export class TopBarView {
  @Field() show: boolean;
  @Field(() => [TopBarItemView]) left: TopBarItemView[];
  @Field(() => [TopBarItemView]) right: TopBarItemView[];
}

@ObjectType('SiteHeader', { description: 'Placements are left, center or right.' })
export class HeaderView {
  @Field(() => String, { nullable: true }) logoUrl: string | null;
  @Field() logoPosition: string;
  @Field() menuPosition: string;
  @Field() languageSwitcherPosition: string;
  @Field() hideLogoOnHomeTop: boolean;
}

@ObjectType('FooterColumn', { description: 'A public footer column, texts in the requested language.' })
export class FooterColumnView {
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => String, { nullable: true }) intro: string | null;
  @Field(() => String, { nullable: true, description: 'HTML.' }) fullText: string | null;
  @Field(() => [String]) images: string[];
  @Field() public: boolean;
  @Field(() => ColumnWidthsView) widths: ColumnWidthsView;
  @Field({ description: "Show the agency's opening hours under the column's text." }) openingHours: boolean;
}

@ObjectType('SiteFooter')
export class FooterView {
  @Field(() => [FooterColumnView]) columns: FooterColumnView[];
  @Field(() => String, { nullable: true }) copyright: string | null;
}

export enum WeekdayValue {
  MONDAY = 'MONDAY',
  TUESDAY = 'TUESDAY',
  WEDNESDAY = 'WEDNESDAY',
  THURSDAY = 'THURSDAY',
  FRIDAY = 'FRIDAY',
  SATURDAY = 'SATURDAY',
  SUNDAY = 'SUNDAY',
}
registerEnumType(WeekdayValue, { name: 'Weekday' });

@ObjectType('OpeningHours', {
  description: 'One line of the opening hours: these days, from opens to closes.',
})
export class OpeningHoursView {
  @Field(() => [WeekdayValue], { description: 'In week order, Monday first.' })
  days: WeekdayValue[];
  @Field({ description: '24-hour "HH:MM", Brussels time.' }) opens: string;
  @Field({ description: '24-hour "HH:MM", Brussels time; later than opens.' }) closes: string;
}

@ObjectType('SiteAgency', { description: "The agency's own details." })
export class AgencyView {
  @Field() name: string;
  @Field() email: string;
  @Field() phone: string;
  @Field() street: string;
  @Field() zip: string;
  @Field() city: string;
  @Field() vat: string;
  @Field(() => [OpeningHoursView], { description: 'Days not listed are closed.' })
  openingHours: OpeningHoursView[];
  @Field(() => [String], { description: "The agency's own pages elsewhere (social networks …): https URLs." })
  sameAs: string[];
}

@ObjectType('MarketingStats', { description: 'Figures of the agency-specific texts.' })
export class MarketingStatsView {
  @Field(() => Int) yearsOfExperience: number;
  @Field(() => Int) clients: number;
  @Field(() => Int) soldWithinTwoWeeksPercent: number;
  @Field(() => Int) monthlyVisitors: number;
}

@ObjectType('MenuFlags')
export class MenuFlagsView {
  @Field({ description: 'Whether /contact-demand/ (free valuation) is served.' })
  contactDemandEnabled: boolean;
}

@ObjectType('SiteMap', {
  description:
    'The maps: tiles of the property page and the built-in map frame (MAP_TILE_URL, MAP_ATTRIBUTION), and the map frame of the lists and what it is told (MAP_FRAME_URL, MAP_TYPE, MAP_MARKER_URL, MAP_MARQUEE_IGNORE).',
})
export class MapView {
  @Field({ description: 'A Leaflet URL template with {z}, {x} and {y} (and optionally {s}).' })
  tileUrl: string;
  @Field({ description: "The tile provider's credit, HTML." }) attribution: string;
  @Field({
    description:
      "The lists' map frame: the site's own, /map-frame/, or an agency's absolute URL. The page adds ?lang= and posts it the listings (docs/map-message.md).",
  })
  frameUrl: string;
  @Field({ description: 'The map type the frame is told: roadmap, satellite, hybrid or terrain.' })
  mapType: string;
  @Field(() => String, {
    nullable: true,
    description: "A marker picture (URL or path of this site); null for the frame's own pin.",
  })
  customMarker: string | null;
  @Field(() => [Int], { description: "CRM marquee codes whose ribbon the map's cards leave off." })
  marqueeIgnoreList: number[];
}

@ObjectType('SiteConfig', { description: 'The site configuration, texts in the requested language.' })
export class SiteConfigView {
  @Field(() => SearchBlockView) search: SearchBlockView;
  @Field(() => BannerView) banner: BannerView;
  @Field(() => SiteInfoView) siteInfo: SiteInfoView;
  @Field(() => TopBarView) topBar: TopBarView;
  @Field(() => HeaderView) header: HeaderView;
  @Field(() => FooterView) footer: FooterView;
  @Field(() => AgencyView) agency: AgencyView;
  @Field(() => MarketingStatsView) marketingStats: MarketingStatsView;
  @Field(() => MenuFlagsView) menuFlags: MenuFlagsView;
  @Field(() => Int) defaultItemsPerRow: number;
  @Field(() => Int) homeLatestMax: number;
  @Field(() => Int) testimonialsMax: number;
  @Field(() => Int) servicesMax: number;
  @Field({
    description:
      'The still image a YouTube video shows until it is played: low (120×90), medium (320×180) or high (480×360).',
  })
  youtubeThumbnailQuality: string;
  @Field(() => MapView) map: MapView;
}
