import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../ui/api-error';
import { useLocale } from '../../i18n/use-locale';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import { NotFoundPage } from '../not-found';
import { KeyFacts } from './key-facts';
import { PhotoGallery } from './photo-gallery';
import { PropertyDetailQuery } from './property-detail.query';
import { PropertyLocation } from './property-map';
import { DocumentList, MediaTiles, PropertyVideo } from './property-media';
import { detailSections, SectionNav } from './section-nav';
import './property.css';
import './property-print.css';
import { staticSection } from '../../ui/static-section';
import { Icon } from '../../ui/icon';
import { ListingPrice } from '../../ui/listing-price';
import { lazyComponent } from '../../ui/lazy-component';
import { AfterHydration, useMounted } from '../../ui/use-mounted';
import { usePageHead, useStructuredData } from '../../ui/use-page-head';
import { listingStructuredData } from './listing-structured-data';
import { usePropertyViewBeacon } from '../page-views';
import { WatchListing } from './watch-listing';
import { FavouriteHeart } from '../favourites';

// Below the fold and without interaction: their code (and the code tables) loads after hydration.
const AttributeGroups = staticSection('attribute-groups', () =>
  import('./static-sections').then((m) => m.AttributeGroupList),
);
const Neighbourhood = staticSection('property-neighbourhood', () =>
  import('./static-sections').then((m) => m.Neighbourhood),
);
const PropertyForms = staticSection('property-forms', () =>
  import('./property-forms').then((m) => m.PropertyForms),
);
const SimilarProperties = staticSection('property-similar-section', () =>
  import('./similar-properties').then((m) => m.SimilarProperties),
);
// A link the server renders to the goal's list; its code (the list the visitor came from) loads after hydration.
const BackToResults = staticSection('property-back', () =>
  import('./back-to-results').then((m) => m.BackToResults),
);
// Paper only: the agency's letterhead, the agent, the address and its QR code; their code loads
// once the page is interactive.
const PrintSheet = lazyComponent(() => import('./print-sheet').then((m) => m.PrintSheet));
const PrintLetterhead = lazyComponent(() => import('./print-sheet').then((m) => m.PrintLetterhead));

/**
 * The detail page: gallery, price and address, every attribute group that has data, media,
 * neighbourhood and the manager. Unknown or withdrawn listings are a 404 ("Property Not Found",
 * the API answers NOT_FOUND); sold and rented ones are shown (200) under their availability message.
 */
export function PropertyPage({ id }: { id: number }) {
  const lang = useLocale();
  const { t } = useLingui();
  const { data, error, loading } = useQuery(PropertyDetailQuery, {
    variables: { id, lang },
    errorPolicy: 'all',
  });
  const p = data?.property;
  if (p) return <PropertyDetail property={p} />;
  if (error && isNotFound(error)) return <NotFoundPage message={t`Property Not Found`} />;
  if (error) return <ApiError />;
  if (loading) {
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return <NotFoundPage message={t`Property Not Found`} />;
}

/** NOT_FOUND (unknown or withdrawn) and BAD_USER_INPUT (an id no listing can have) both mean "no such listing". */
function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_USER_INPUT')
  );
}

/**
 * One listing. The top says what it is: title, address, price (per month for a rent) and the key
 * facts, with "Watch this property" while it is on the market; the gallery follows. On desktop (1280 px and up) the content runs in a main column with a
 * table of contents that sticks under the header, beside a side column where the contact panel
 * sticks; below that, one column, and the contact panel keeps a bar at the bottom of the screen.
 */
export function PropertyDetail({ property: p }: { property: PropertyDetailFieldsFragment }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { title: name, id } = p;
  // The city's name in the page's language (Elsene on a Dutch page, Ixelles on a French one).
  const city = p.city;
  usePageHead({
    // The reference tells apart listings whose titles read alike.
    title: t`${name}, ${city} (ref. ${id})`,
    description: p.description.trim() || [p.type?.name, city, p.price.formatted].filter(Boolean).join(' – '),
    image: p.photos[0]?.url,
  });
  useStructuredData('listing', listingStructuredData(p, pathname));
  const lang = useLocale();
  usePropertyViewBeacon(p.id, lang);
  const sections = detailSections(p, p.similar.length > 0);
  return (
    <article className="property">
      <BackToResults listingPath={pathname} />
      <AfterHydration>
        <Suspense fallback={null}>
          <PrintLetterhead />
        </Suspense>
      </AfterHydration>
      <header className="property-header">
        <div className="property-heading">
          <h1>{p.title}</h1>
          <FavouriteHeart id={String(p.id)} title={p.title} />
          <PropertyRibbon ribbon={p.ribbon ?? null} availability={p.availability} />
          <AvailabilityNotice availability={p.availability} />
          <p className="property-address">{p.address.formatted}</p>
          {/* The type is among the key facts: its description only when it says more. */}
          {typeDetail(p) ? <p className="property-type">{typeDetail(p)}</p> : null}
        </div>
        <p className="property-price">
          <ListingPrice goal={p.goal} price={p.price} periodClassName="property-price-period" />
        </p>
        <KeyFacts property={p} />
        {p.availability === 'SOLD' || p.availability === 'RENTED' ? null : <WatchListing propertyId={p.id} />}
      </header>
      <div className="property-body">
        <div className="property-main">
          {/* Keyed by listing: another listing opens at its first photo. */}
          <PhotoGallery
            key={p.id}
            photos={p.photos}
            title={p.title}
            tiles={<MediaTiles video={p.video ?? null} tourUrl={p.virtualTourUrl} />}
          />
          <SectionNav sections={sections} />
          {p.description.trim() !== '' ? (
            <section className="property-description" aria-labelledby="property-description">
              <h2 id="property-description">
                <Trans>Description</Trans>
              </h2>
              <p>{p.description}</p>
            </section>
          ) : null}
          <div id="property-features" className="property-section-anchor">
            <AttributeGroups property={p} />
          </div>
          <PropertyVideo video={p.video ?? null} title={p.title} />
          <DocumentList documents={p.documents} />
          <div id="property-neighbourhood" className="property-section-anchor">
            <Neighbourhood property={p} />
          </div>
          <PropertyLocation latitude={p.latitude} longitude={p.longitude} address={p.address.formatted} />
          <PrintButton />
        </div>
        <div className="property-aside">
          <PropertyForms property={p} />
        </div>
      </div>
      {p.similar.length > 0 ? <SimilarProperties similar={p.similar} /> : null}
      <AfterHydration>
        <Suspense fallback={null}>
          <PrintSheet property={p} />
        </Suspense>
      </AfterHydration>
    </article>
  );
}

/** Hidden until the page runs its code (the button needs it). */
function PrintButton() {
  const mounted = useMounted();
  return (
    <p className="property-print" hidden={!mounted}>
      <button type="button" className="button" onClick={() => window.print()}>
        <Icon name="printer" />
        <Trans>Print this page</Trans>
      </button>
    </p>
  );
}

/** The CRM's description of the type ("Open bebouwing"), unless it only repeats the type's name. */
function typeDetail(p: Pick<PropertyDetailFieldsFragment, 'type' | 'typeDescription'>): string | null {
  const detail = p.typeDescription.trim();
  return detail === '' || detail.toLowerCase() === p.type.name.trim().toLowerCase() ? null : detail;
}

/**
 * The listing's ribbon, as on its card: the CRM's label ("For takeover", "Sold out" …) when it sent
 * one, else "Under option" for a listing under option. Sold and rented listings without a label
 * have their notice below instead.
 */
export function PropertyRibbon({
  ribbon,
  availability,
}: {
  ribbon: string | null;
  availability: PropertyDetailFieldsFragment['availability'];
}) {
  if (!ribbon && availability !== 'OPTION') return null;
  return (
    <p className={`availability-notice availability-${availability.toLowerCase()} property-ribbon`}>
      {ribbon ?? <Trans>Under option</Trans>}
    </p>
  );
}

/**
 * A sold or rented listing says so prominently: "Property Sold", "The property you requested has
 * been rented".
 */
export function AvailabilityNotice({
  availability,
}: {
  availability: PropertyDetailFieldsFragment['availability'];
}) {
  if (availability === 'SOLD') {
    return (
      <p className="availability-notice availability-sold" role="note">
        <Trans>Property Sold</Trans>
      </p>
    );
  }
  if (availability === 'RENTED') {
    return (
      <p className="availability-notice availability-rented" role="note">
        <Trans>The property you requested has been rented</Trans>
      </p>
    );
  }
  return null;
}
