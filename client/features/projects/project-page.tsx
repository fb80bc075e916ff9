import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ApiError } from '../../ui/api-error';
import { useLocale } from '../../i18n/use-locale';
import type { ProjectDetailQuery as ProjectDetailData } from '../../generated/graphql';
import { usePageHead } from '../../ui/use-page-head';
import { ContactForm } from '../forms';
import { PropertyCards } from '../listings';
import { NotFoundPage } from '../not-found';
import { UnitsAvailable } from './project-card';
import { ProjectDetailQuery } from './projects.query';
import './projects.css';

type Project = NonNullable<ProjectDetailData['project']>;
type Routes = ProjectDetailData['routes'];

/**
 * A project's page: photos, description, address, its units as property cards, and a call to
 * contact the agency. An unknown project (or one with no visible unit) is a 404.
 */
export function ProjectPage({ id }: { id: number }) {
  const lang = useLocale();
  const { t } = useLingui();
  const { data, error, loading } = useQuery(ProjectDetailQuery, { variables: { id, lang } });
  if (data?.project) return <ProjectDetail project={data.project} routes={data.routes} />;
  if (error) return <ApiError />;
  if (loading) {
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return <NotFoundPage message={t`No project was found.`} />;
}

export function ProjectDetail({ project: p, routes }: { project: Project; routes: Routes }) {
  const lang = useLocale();
  usePageHead({ title: p.name, description: p.description, image: p.photos[0]?.url });
  const pathOf = (key: string) => routes.find((r) => r.key === key)?.paths[lang] ?? null;
  const list = pathOf('projects');
  const [first, ...more] = p.photos;
  return (
    <article className="project">
      {list ? (
        <p className="project__back">
          <Link to={list}>
            <Trans>All projects</Trans>
          </Link>
        </p>
      ) : null}
      <header className="project__header">
        <h1>{p.name}</h1>
        <p className="project__address">{p.address.formatted}</p>
        <UnitsAvailable available={p.unitsAvailable} total={p.unitsTotal} />
        {p.priceRange ? <p className="project__price">{p.priceRange.formatted}</p> : null}
      </header>
      {first ? (
        <div className="project__photos">
          <img
            className="project__photo project__photo--main"
            src={first.url}
            width={first.width}
            height={first.height}
            alt={first.name || p.name}
          />
          {more.map((ph) => (
            <img
              key={ph.position}
              className="project__photo"
              src={ph.url}
              width={ph.width}
              height={ph.height}
              alt={ph.name || p.name}
              loading="lazy"
            />
          ))}
        </div>
      ) : null}
      {p.description.trim() !== '' ? (
        <section className="project__description" aria-labelledby="project-description">
          <h2 id="project-description">
            <Trans>About the project</Trans>
          </h2>
          <p>{p.description}</p>
        </section>
      ) : null}
      <section className="project__units" aria-labelledby="project-units">
        <h2 id="project-units">
          <Trans>Units</Trans>
        </h2>
        <PropertyCards items={p.units} />
      </section>
      <aside className="project__contact" aria-labelledby="project-contact">
        <h2 id="project-contact">
          <Trans>Interested in this project?</Trans>
        </h2>
        <p>
          <Trans>Ask us for the plans, the price list and a visit of the show flat.</Trans>
        </p>
        {/* The question carries the project: the agency's mail names it and goes to its agent. */}
        <ContactForm
          kind="construction-contact"
          projectId={p.id}
          submitLabel={<Trans>Contact us</Trans>}
          labelledBy="project-contact"
        />
      </aside>
    </article>
  );
}
