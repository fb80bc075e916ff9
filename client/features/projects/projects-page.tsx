import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n/use-locale';
import { usePageHead } from '../../ui/use-page-head';
import { useRoutePageDescription } from '../content';
import { ProjectCard } from './project-card';
import { ProjectsQuery } from './projects.query';
import './projects.css';

/** The new-build projects, units on the market first; a plain sentence when there are none. */
export function ProjectsPage() {
  const lang = useLocale();
  const { t } = useLingui();
  const { data, error } = useQuery(ProjectsQuery, { variables: { lang } });
  usePageHead({ title: t`New-build projects`, description: useRoutePageDescription('projects') });
  return (
    <section className="projects-page">
      <h1>
        <Trans>New-build projects</Trans>
      </h1>
      {error ? (
        <p role="alert">
          <Trans>There is an error in the API. Please try again later.</Trans>
        </p>
      ) : data ? (
        <ProjectList projects={data.projects} />
      ) : null}
    </section>
  );
}

export function ProjectList({ projects }: { projects: Parameters<typeof ProjectCard>[0]['project'][] }) {
  if (projects.length === 0) {
    return (
      <p className="list-empty">
        <Trans>No projects are currently available.</Trans>
      </p>
    );
  }
  return (
    <ul className="cards project-cards">
      {projects.map((p) => (
        <li key={p.id}>
          <ProjectCard project={p} />
        </li>
      ))}
    </ul>
  );
}
