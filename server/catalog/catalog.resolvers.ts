import { ProjectResolver } from './project.resolver';
import { PropertyResolver } from './property.resolver';
import { TaxonomyResolver } from './taxonomy.resolver';

export const CATALOG_RESOLVERS = [PropertyResolver, ProjectResolver, TaxonomyResolver];

/** Root queries whose answers are public and the same for every visitor (response-cacheable). */
export const CATALOG_PUBLIC_QUERIES = [
  'properties',
  'propertyMarkers',
  'propertyCounts',
  'property',
  'projects',
  'project',
  'propertyTypes',
  'cities',
];
