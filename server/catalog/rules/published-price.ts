/**
 * The price a visitor may see and compare, or null: not published, on demand, or unknown. Lists
 * sort such listings last and price filters leave them out, since nothing says where they belong.
 */
export function publishedPrice(
  price: number | null | undefined,
  publishPrice: boolean,
  priceOnDemand: boolean | null | undefined,
): number | null {
  if (!publishPrice || priceOnDemand === true || price === null || price === undefined) return null;
  return Number.isFinite(price) ? price : null;
}

/** A living area in m² that says something; the CRM sends 0 for "not measured". */
export function knownArea(area: number | null | undefined): number | null {
  return typeof area === 'number' && Number.isFinite(area) && area > 0 ? area : null;
}
