/** The demand feature's public face for other features: links to the keep-me-informed form, prefilled. */
export { demandRegisterPath, readDemandPrefill, type DemandPrefill } from './demand-link';
