/** The content feature's public face for other features. */
export { AgencyStructuredData } from './agency-structured-data';
export { useRoutePageDescription } from './page-descriptions';
