/** The page-views feature's public face: the beacons a page sends when it is seen. */
export { useListImpressionsBeacon, usePropertyViewBeacon } from './page-view-beacon';
