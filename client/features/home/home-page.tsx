import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from '../../generated';
import { useLocale } from '../../i18n/use-locale';
import { PropertyCards } from '../listings';
import { HomeBanner } from './home-banner';
import { SearchBlock } from './search-block';
import { TestimonialsSlider } from './testimonials-slider';
import './home.css';
// The deferred figures' styles come with the page, so their server HTML is styled at once.
import './marketing-figures.css';
import { usePageHead } from '../../ui/use-page-head';
import { staticSection } from '../../ui/static-section';
import { serverOnly } from '../../ui/server-only';

// The agency's JSON-LD is for crawlers, which read the server's HTML: none of its code in the browser.
const AgencyStructuredData = serverOnly(
  import.meta.env.SSR ? () => import('../content').then((m) => m.AgencyStructuredData) : null,
);

// Static figures below the fold: the server's HTML stands until their code arrives after hydration.
const MarketingFigures = staticSection('home-figures-slot', () =>
  import('./marketing-figures').then((m) => m.MarketingFigures),
);

/** The home page shows at most this many latest offers, whatever the configuration says. */
const LATEST_MAX = 4;

const HomeQuery = graphql(`
  query Home($lang: String) {
    siteConfig(lang: $lang) {
      homeLatestMax
      marketingStats {
        yearsOfExperience
        clients
        soldWithinTwoWeeksPercent
        monthlyVisitors
      }
      banner {
        type
        image
        gallery
        video
        title
        description
      }
      search {
        showSearchInput
        showSearchButton
        showSearchCount
        showCountProperty
        logoUrl
        title
        description
      }
    }
    forSale: properties(filter: { goal: SALE }, pageSize: 4, sort: AVAILABLE_NEWEST, lang: $lang) {
      total
      items {
        ...PropertyCard
      }
    }
    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {
      total
    }
    routes(lang: $lang) {
      key
      path
    }
    testimonials(limit: 20, lang: $lang) {
      id
      name
      comment
      date
      path
      lang
      imageUrl
    }
  }
`);

/**
 * Home: banner with the search block, latest offers (≤ 4: available listings before those under
 * option, newest first) and the testimonials slider (≤ 20).
 */
export function HomePage() {
  const lang = useLocale();
  const { data } = useQuery(HomeQuery, { variables: { lang } });
  const cfg = data?.siteConfig;
  usePageHead({
    title: cfg?.search.title ?? cfg?.banner.title,
    // The banner's text says who the agency is; the search block's only how to search.
    description: cfg?.banner.description || cfg?.search.description,
    image: cfg?.banner.image,
  });
  if (!data) return null;
  const path = (key: string) => data.routes.find((r) => r.key === key)?.path ?? `/${lang}/`;
  const { banner, search, homeLatestMax } = data.siteConfig;
  const latest = data.forSale.items.slice(0, Math.max(0, Math.min(homeLatestMax, LATEST_MAX)));
  return (
    <>
      <AgencyStructuredData />
      <HomeBanner banner={banner}>
        {/* One headline (the page's h1) and one intro: the search block's, else the banner's. */}
        <SearchBlock
          config={{
            ...search,
            title: search.title || banner.title,
            description: search.description || banner.description,
          }}
          salePath={path('for-sale')}
          rentPath={path('for-rent')}
          saleCount={data.forSale.total}
          rentCount={data.forRent.total}
        />
      </HomeBanner>
      {latest.length > 0 ? (
        <section aria-labelledby="latest-offers" className="home-section">
          <h2 id="latest-offers">
            <Trans>Latest offers</Trans>
          </h2>
          <PropertyCards items={latest} />
        </section>
      ) : null}
      <MarketingFigures lang={lang} stats={data.siteConfig.marketingStats} />
      {data.testimonials.length > 0 ? <TestimonialsSlider items={data.testimonials.slice(0, 20)} /> : null}
    </>
  );
}
