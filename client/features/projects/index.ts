/** The projects feature's public face: the projects list, a project's page and the project card. */
export { ProjectCard, UnitsAvailable } from './project-card';
export { ProjectPage } from './project-page';
export { ProjectsPage } from './projects-page';
