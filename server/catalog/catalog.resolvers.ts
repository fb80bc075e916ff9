import { PropertyResolver } from './property.resolver';
import { TaxonomyResolver } from './taxonomy.resolver';

export const CATALOG_RESOLVERS = [PropertyResolver, TaxonomyResolver];

/** Root queries whose answers are public and the same for every visitor (response-cacheable). */
export const CATALOG_PUBLIC_QUERIES = ['properties', 'property', 'propertyTypes', 'cities'];
