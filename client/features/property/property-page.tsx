import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ApiError } from '../../app/api-error';
import { useLocale } from '../../app/use-locale';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import { NotFoundPage } from '../not-found/not-found-page';
import { PhotoGallery } from './photo-gallery';
import { PropertyDetailQuery } from './property-detail.query';
import { PropertyLocation } from './property-map';
import { DocumentList, PropertyVideo, VirtualTour } from './property-media';
import './property.css';
import { deferredSection } from '../../ui/deferred-section';
import { usePageHead } from '../../ui/use-page-head';
import { usePropertyViewBeacon } from '../visits/visit-beacon';

// Below the fold and without interaction: their code (and the code tables) loads after hydration.
const AttributeGroups = deferredSection('attribute-groups', () =>
  import('./static-sections').then((m) => m.AttributeGroupList),
);
const Neighbourhood = deferredSection('property-neighbourhood', () =>
  import('./static-sections').then((m) => m.Neighbourhood),
);
const ManagerCard = deferredSection('property-manager', () =>
  import('./static-sections').then((m) => m.ManagerCard),
);
const PropertyForms = deferredSection('property-forms', () =>
  import('./property-forms').then((m) => m.PropertyForms),
);

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

export function PropertyDetail({ property: p }: { property: PropertyDetailFieldsFragment }) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  usePageHead({ title: p.title, description: p.description, image: p.photos[0]?.url });
  const lang = useLocale();
  usePropertyViewBeacon(p.id, lang);
  return (
    <article className="property">
      <header className="property-header">
        <h1>{p.title}</h1>
        <PropertyRibbon ribbon={p.ribbon ?? null} availability={p.availability} />
        <AvailabilityNotice availability={p.availability} />
        <p className="property-address">{p.address.formatted}</p>
        <p className="property-price">{p.price.formatted}</p>
        <p className="property-type">
          {p.type.name}
          {p.typeDescription.trim() !== '' ? <> · {p.typeDescription}</> : null}
        </p>
      </header>
      {/* Keyed by listing: another listing opens at its first photo. */}
      <PhotoGallery key={p.id} photos={p.photos} title={p.title} />
      <div className="property-body">
        <div className="property-main">
          {p.description.trim() !== '' ? (
            <section className="property-description" aria-labelledby="property-description">
              <h2 id="property-description">
                <Trans>Description</Trans>
              </h2>
              <p>{p.description}</p>
            </section>
          ) : null}
          <AttributeGroups property={p} />
          <PropertyVideo video={p.video ?? null} title={p.title} />
          <VirtualTour url={p.virtualTourUrl} />
          <DocumentList documents={p.documents} />
          <Neighbourhood property={p} />
          <PropertyLocation latitude={p.latitude} longitude={p.longitude} address={p.address.formatted} />
          <PropertyForms property={p} />
        </div>
        <div className="property-aside">
          {p.manager ? <ManagerCard manager={p.manager} /> : null}
          <p className="property-print" hidden={!interactive}>
            <button type="button" className="button" onClick={() => window.print()}>
              <Trans>Print this page</Trans>
            </button>
          </p>
        </div>
      </div>
    </article>
  );
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
