import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from '../../generated';
import { useLocale } from '../../app/use-locale';
import { NotFoundPage } from '../not-found/not-found-page';
import { availabilityLabel } from '../listings/property-card';

const PropertyQuery = graphql(`
  query PropertyDetail($id: Int!, $lang: String) {
    property(id: $id, lang: $lang) {
      id
      title
      description
      availability
      typeDescription
      city
      price {
        formatted
      }
      address {
        formatted
      }
      photos {
        url
        width
        height
        position
      }
      rooms {
        bedrooms
        bathrooms
      }
      surfaces {
        living
        ground
      }
      energy {
        epcValue
        band
        imageUrl
        region
      }
      manager {
        firstName
        lastName
        phone
        email
      }
    }
  }
`);

/** The detail page (first version: the essentials; the full attribute groups come next). */
export function PropertyPage({ id }: { id: number }) {
  const lang = useLocale();
  const { data, error } = useQuery(PropertyQuery, { variables: { id, lang }, errorPolicy: 'all' });
  if (error && !data?.property) return <NotFoundPage message={error.message} />;
  const p = data?.property;
  if (!p) return null;
  const total = p.photos.length;
  return (
    <article className="property">
      <h1>{p.title}</h1>
      {p.availability === 'SOLD' || p.availability === 'RENTED' ? <p className="availability">{availabilityLabel(p.availability)}</p> : null}
      <p className="price">{p.price.formatted}</p>
      <p className="address">{p.address.formatted}</p>
      <ul className="photos">
        {p.photos.map((ph) => (
          <li key={ph.url}>
            <img src={ph.url} width={ph.width} height={ph.height} alt={p.title} loading={ph.position === 1 ? 'eager' : 'lazy'} />
            <span>
              <Trans>
                Photo {ph.position} of {total}
              </Trans>
            </span>
          </li>
        ))}
      </ul>
      <p>{p.description}</p>
      <dl>
        {p.rooms.bedrooms !== null && p.rooms.bedrooms !== undefined ? (
          <>
            <dt>
              <Trans>Bedrooms</Trans>
            </dt>
            <dd>{p.rooms.bedrooms}</dd>
          </>
        ) : null}
        {p.surfaces.living ? (
          <>
            <dt>
              <Trans>Living area</Trans>
            </dt>
            <dd>{p.surfaces.living} m²</dd>
          </>
        ) : null}
        {p.energy.band ? (
          <>
            <dt>
              <Trans>EPC</Trans>
            </dt>
            <dd>
              {p.energy.imageUrl ? <img src={p.energy.imageUrl} alt={p.energy.band} width={80} height={40} /> : null}
              {p.energy.epcValue !== null && p.energy.epcValue !== undefined ? <> {p.energy.epcValue} kWh/m².year</> : null}
            </dd>
          </>
        ) : null}
      </dl>
      {p.manager ? (
        <aside className="manager">
          <h2>
            <Trans>Your contact</Trans>
          </h2>
          <p>
            {p.manager.firstName} {p.manager.lastName}
          </p>
          <p>
            <a href={`tel:${p.manager.phone.replace(/\s/g, '')}`}>{p.manager.phone}</a>
          </p>
          <p>
            <a href={`mailto:${p.manager.email}`}>{p.manager.email}</a>
          </p>
        </aside>
      ) : null}
    </article>
  );
}
