/** The owners' feature's public face for other features: the top bar's owner links. */
export { OwnerTopBarLinks } from './owner-top-bar';
