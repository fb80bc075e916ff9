import { ProjectResolver } from './project.resolver';
import { PropertyResolver } from './property.resolver';
import { TaxonomyResolver } from './taxonomy.resolver';

export const CATALOG_RESOLVERS = [PropertyResolver, ProjectResolver, TaxonomyResolver];
