import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ProjectCardFragment } from '../../generated/graphql';
import { CardPhoto } from '../../ui/card-photo';
import './projects.css';

/** The width of a project's card (projects.css: 1, 2, then 3 per row of the 1200 px content). */
const PROJECT_CARD_SIZES = '(min-width: 1280px) 24rem, (min-width: 767px) 50vw, 100vw';

/**
 * One project in the list: photo, name, city, how many units are still to be had, their prices.
 * The projects are the page's own content, so the name is an h2 under the page's h1.
 */
export function ProjectCard({ project: p }: { project: ProjectCardFragment }) {
  return (
    <article className="card project-card">
      <Link to={p.path}>
        <CardPhoto thumbnail={p.thumbnail} alt={p.name} sizes={PROJECT_CARD_SIZES} />
        <h2 className="project-card__name">{p.name}</h2>
      </Link>
      <p className="project-card__city">{p.city}</p>
      <UnitsAvailable available={p.unitsAvailable} total={p.unitsTotal} />
      {p.priceRange ? <p className="price">{p.priceRange.formatted}</p> : null}
    </article>
  );
}

/** "3 of 6 units available"; a project whose units are all gone says "Sold out". */
export function UnitsAvailable({ available, total }: { available: number; total: number }) {
  if (available === 0) {
    return (
      <p className="project-units project-units--none">
        <Trans>Sold out</Trans>
      </p>
    );
  }
  return (
    <p className="project-units">
      <Plural
        value={total}
        one={`${available} of # unit available`}
        other={`${available} of # units available`}
      />
    </p>
  );
}
