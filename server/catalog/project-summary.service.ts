import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { pick } from '../core/localized';
import { LoaderRegistry } from '../core/graphql/loaders';
import { cityByZipName } from './catalog.loaders';
import { projectPaths } from './project-path';
import type { Project } from './project.entity';
import { VISIBLE } from './property.service';

/** What a mail shows of a new-build project: its name and a link to its page. */
export interface ProjectSummary {
  id: number;
  name: string;
  /** Site-relative path of the project's page in the language. */
  path: string;
}

/** A project in a language, or null when it is unknown. */
export async function projectSummary(
  ds: DataSource,
  id: number,
  lang: LanguageCode,
  loaders: LoaderRegistry = new LoaderRegistry(ds),
): Promise<ProjectSummary | null> {
  const [row]: Pick<Project, 'id' | 'names' | 'city' | 'zip'>[] = await ds.query(
    `SELECT id, names, city, zip FROM project WHERE id = $1`,
    [id],
  );
  if (!row) return null;
  const city = await loaders.get(cityByZipName).load(`${row.zip}|${row.city}`);
  return { id: row.id, name: pick(row.names, lang) ?? '', path: projectPaths(row, city)[lang] };
}

/**
 * The agent of a project: the one agent who manages all of its visible units. A project whose
 * units several agents share, or none, has no agent of its own: its mails go to the agency.
 */
export async function projectAgentEmail(ds: DataSource, id: number): Promise<string | null> {
  const rows: { email: string }[] = await ds.query(
    `SELECT min(a.email) AS email
       FROM property p LEFT JOIN agent a ON a.id = p.manager_id
      WHERE p.project_id = $1 AND ${VISIBLE}
     HAVING count(DISTINCT p.manager_id) = 1 AND count(*) = count(p.manager_id)`,
    [id],
  );
  return rows[0]?.email ?? null;
}
