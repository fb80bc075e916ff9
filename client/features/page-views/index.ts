/** The page-views feature's public face: the beacons a page sends when it is seen, and when a listing becomes a favourite. */
export { sendFavouriteBeacon, useListImpressionsBeacon, usePropertyViewBeacon } from './page-view-beacon';
