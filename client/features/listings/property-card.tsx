import { Plural, Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../generated';
import type { PropertyCardFragment } from '../../generated/graphql';
import { CardPhoto } from '../../ui/card-photo';
import { ListingPrice } from '../../ui/listing-price';
import { energyLabelText } from '../../ui/energy-label';
import { Icon } from '../../ui/icon';
import { FavouriteHeart } from '../favourites';
import './listings.css';

export const PropertyCardFields = graphql(`
  fragment PropertyCard on Property {
    id
    title
    city
    path
    goal
    availability
    ribbon
    price {
      formatted
      amount
    }
    rooms {
      bedrooms
    }
    surfaces {
      living
    }
    energy {
      letter
      band
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

/**
 * One listing in a list: photo with its ribbon (the CRM's label, else option/sold/rented) and the
 * favourite heart, title, type and city, the key facts (bedrooms, living area, energy label) and
 * the price, per month for a rent.
 *
 * Its title is a heading one level under the heading the cards stand under: h2 when the cards are
 * the page's own content (the lists), h3 within a titled section (latest offers, similar listings,
 * a project's units). The look is the class's, whatever the level.
 */
export function PropertyCard({
  property: p,
  headingLevel = 3,
  priority = false,
  linkState,
}: {
  property: PropertyCardFragment;
  headingLevel?: 2 | 3;
  /** The first card of a list: its photo is the page's largest picture on a phone. */
  priority?: boolean;
  /** Handed to the detail page the card opens (a list's address, for its "Back to results"). */
  linkState?: unknown;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const bedrooms = p.rooms.bedrooms ?? 0;
  const living = Math.round(p.surfaces.living ?? 0);
  // The certificate's own label (C−, A++, I); the badge's colour is its letter on the common scale.
  const energy = p.energy.letter ? energyLabelText(p.energy) : null;
  return (
    <article className="card property-card">
      <Link to={p.path} state={linkState}>
        <CardPhoto thumbnail={p.thumbnail} alt={p.title} priority={priority}>
          {p.ribbon || p.availability !== 'AVAILABLE' ? (
            <span className={`overlay overlay-${p.availability.toLowerCase()}`}>
              {p.ribbon ?? availabilityLabel(p.availability)}
            </span>
          ) : null}
        </CardPhoto>
        <Heading className="property-card__title">{p.title}</Heading>
      </Link>
      <FavouriteHeart id={String(p.id)} title={p.title} />
      <p>
        {p.type.name} · {p.city}
      </p>
      {bedrooms > 0 || living > 0 || energy ? (
        <ul className="card-facts">
          {bedrooms > 0 ? (
            <li>
              <Icon name="bed-double" />
              <span aria-hidden="true">{bedrooms}</span>
              <span className="visually-hidden">
                <Plural value={bedrooms} one="# bedroom" other="# bedrooms" />
              </span>
            </li>
          ) : null}
          {living > 0 ? (
            <li>
              <Icon name="ruler" />
              <span aria-hidden="true">{living} m²</span>
              <span className="visually-hidden">
                <Trans>Living area {living} m²</Trans>
              </span>
            </li>
          ) : null}
          {energy ? (
            <li>
              <span
                className={`energy-badge energy-badge--${p.energy.letter!.toLowerCase()}`}
                aria-hidden="true"
              >
                {energy}
              </span>
              <span className="visually-hidden">
                <Trans>Energy label {energy}</Trans>
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="price">
        <ListingPrice goal={p.goal} price={p.price} periodClassName="price__period" />
      </p>
    </article>
  );
}

/**
 * Cards in a list (`ul.cards`, with extra classes such as the similar listings' row). Each card is
 * a Suspense boundary of its own: React hydrates each in a short task after the page around it,
 * not all in one long task with the page.
 */
export function PropertyCards({
  items,
  className,
  headingLevel,
  linkState,
  firstIsPriority = false,
}: {
  items: readonly PropertyCardFragment[];
  className?: string;
  headingLevel?: 2 | 3;
  linkState?: unknown;
  /** The first card's photo is the page's largest picture on a phone (a list page). */
  firstIsPriority?: boolean;
}) {
  return (
    <ul className={className ? `cards ${className}` : 'cards'}>
      {items.map((p, i) => (
        <li key={p.id}>
          <Suspense fallback={null}>
            <PropertyCard
              property={p}
              headingLevel={headingLevel}
              priority={firstIsPriority && i === 0}
              linkState={linkState}
            />
          </Suspense>
        </li>
      ))}
    </ul>
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
