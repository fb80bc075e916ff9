import { ExtraTexts } from '../../ui/extra-texts';
import { AreaPage } from './area-page';
import { BUYER_TEXTS } from './buyer-texts';
import { ComparePage } from './compare-page';
import './buyers.css';

export type BuyersRouteKey = 'buyers-area' | 'compare';

/** The buyers' area and its comparison, with their own texts. */
export function BuyersPage({ routeKey }: { routeKey: BuyersRouteKey }) {
  return (
    <ExtraTexts texts={BUYER_TEXTS}>{routeKey === 'compare' ? <ComparePage /> : <AreaPage />}</ExtraTexts>
  );
}
