import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { graphql } from '../../generated';
import type { PropertyCardFragment } from '../../generated/graphql';
import { CardPhoto } from '../../ui/card-photo';
import './listings.css';

export const PropertyCardFields = graphql(`
  fragment PropertyCard on Property {
    id
    title
    city
    path
    availability
    ribbon
    price {
      formatted
    }
    thumbnail {
      url
      width
      height
    }
    type {
      name
    }
  }
`);

/** One listing in a list: photo with its ribbon (the CRM's label, else option/sold/rented), title, city, price. */
export function PropertyCard({ property: p }: { property: PropertyCardFragment }) {
  return (
    <article className="card property-card">
      <Link to={p.path}>
        <CardPhoto thumbnail={p.thumbnail} alt={p.title}>
          {p.ribbon || p.availability !== 'AVAILABLE' ? (
            <span className={`overlay overlay-${p.availability.toLowerCase()}`}>
              {p.ribbon ?? availabilityLabel(p.availability)}
            </span>
          ) : null}
        </CardPhoto>
        <h3>{p.title}</h3>
      </Link>
      <p>
        {p.type.name} · {p.city}
      </p>
      <p className="price">{p.price.formatted}</p>
    </article>
  );
}

export function availabilityLabel(a: PropertyCardFragment['availability']) {
  switch (a) {
    case 'OPTION':
      return <Trans>Under option</Trans>;
    case 'SOLD':
      return <Trans>Sold</Trans>;
    case 'RENTED':
      return <Trans>Rented</Trans>;
    default:
      return <Trans>Available</Trans>;
  }
}
