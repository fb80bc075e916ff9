import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useContext } from 'react';
import { SiteHeadContext, usePageHead } from '../../ui/use-page-head';
import { cityLabel, cityOption, type CityOption } from './list-filters';
import type { ListParams } from './list-params';

/**
 * A list's title and description, told apart by what its canonical address keeps (the cities, the
 * type and the page): "For sale: Apartment – Elsene (1050) – page 2". The description counts
 * the listings found, so it says what the visitor will see.
 */
export function useListHead({
  goal,
  params,
  total,
  cities,
  types,
  noindex = false,
}: {
  goal: 'SALE' | 'RENT';
  params: ListParams;
  total: number | null;
  cities: readonly CityOption[];
  types: readonly { id: number; name: string }[];
  /** A page past the list's last: answered 404, kept out of search results. */
  noindex?: boolean;
}): void {
  const { t } = useLingui();
  const { siteName } = useContext(SiteHeadContext);
  const where = params.cities.map((c) => cityLabel(cityOption(c, cities))).join(', ');
  const typeName = params.type ? types.find((ty) => ty.id === params.type)?.name : undefined;
  const base = goal === 'SALE' ? t`For sale` : t`For rent`;
  const page = params.page;
  const title = [typeName ? `${base}: ${typeName}` : base, where, page > 1 ? t`page ${page}` : '']
    .filter(Boolean)
    .join(' – ');
  const agency = siteName || t`our agency`;
  const count = total ?? 0;
  let description: string | undefined;
  if (total !== null && goal === 'SALE')
    description = where
      ? t({
          message: plural(count, {
            one: `# property for sale in ${where} with ${agency}, with photos, price, floor area and energy label.`,
            other: `# properties for sale in ${where} with ${agency}, with photos, price, floor area and energy label.`,
          }),
        })
      : t({
          message: plural(count, {
            one: `# property for sale with ${agency}. Filter by municipality, type, price, bedrooms and energy label.`,
            other: `# properties for sale with ${agency}. Filter by municipality, type, price, bedrooms and energy label.`,
          }),
        });
  else if (total !== null)
    description = where
      ? t({
          message: plural(count, {
            one: `# property for rent in ${where} with ${agency}, with photos, rent, floor area and energy label.`,
            other: `# properties for rent in ${where} with ${agency}, with photos, rent, floor area and energy label.`,
          }),
        })
      : t({
          message: plural(count, {
            one: `# property for rent with ${agency}. Filter by municipality, type, rent, bedrooms and energy label.`,
            other: `# properties for rent with ${agency}. Filter by municipality, type, rent, bedrooms and energy label.`,
          }),
        });
  // Each page of a list is a page of its own in search results: its snippet says which.
  if (description && page > 1) description = `${description} (${t`page ${page}`})`;
  usePageHead({ title, description, noindex });
}
