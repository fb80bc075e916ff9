import { Trans } from '@lingui/react/macro';

/**
 * A listing's price as the API formats it ("€ 350.000", "Price on demand" …); a rent adds
 * "/month". "On demand" has no amount, so no period either. One rule for the cards, the detail
 * page and the search dropdown.
 */
export function ListingPrice({
  goal,
  price,
  periodClassName,
}: {
  goal: 'SALE' | 'RENT';
  price: { formatted: string; amount?: number | null };
  periodClassName?: string;
}) {
  return (
    <>
      {price.formatted}
      {goal === 'RENT' && price.amount != null ? (
        <span className={periodClassName}>
          {' '}
          <Trans>/month</Trans>
        </span>
      ) : null}
    </>
  );
}
