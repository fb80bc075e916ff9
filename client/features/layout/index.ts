/** The layout feature's public face for other features. */
export { OpeningHours } from './opening-hours';
