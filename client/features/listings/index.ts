/** The listings feature's public face for other features: the property card lists and pages show. */
export { availabilityLabel, PropertyCard, PropertyCardFields, PropertyCards } from './property-card';
