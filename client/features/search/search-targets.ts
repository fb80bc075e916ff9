/** The list's free-text parameter is cut where the server stops reading it. */
export const SEARCH_TEXT_MAX = 100;

/** A city or a type row the visitor picked in the dropdown: the lists open filtered on it. */
export interface SearchChoice {
  kind: 'city' | 'type';
  /** The list parameter's value: "Name|zip" for a city, the web type id for a type. */
  value: string;
  /** What the box shows once picked: "Name [zip]" or the type's name. */
  label: string;
  countSale: number;
  countRent: number;
}

export interface SearchTargets {
  /** Where For sale leads: the sale list with the choice, else with the typed text. */
  sale: string;
  /** Where For rent leads, likewise. */
  rent: string;
  /** Where Enter (with no active row) and the Search button lead; null when there is nothing to search. */
  submit: string | null;
}

function listHref(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Where the search box's buttons and Enter lead. A picked city or type filters the lists on it
 * (`city=Name|zip`, `type=id`); otherwise the typed text is the lists' free-text search (`q`).
 * Enter opens the sale list, or the rent list when the visitor chose rent: the box stands for the
 * rent side (`goal`), or the picked city or type has listings to rent and none on sale (and the
 * sale list for one with listings on sale only).
 */
export function searchTargets({
  salePath,
  rentPath,
  text,
  choice,
  goal = 'SALE',
}: {
  salePath: string;
  rentPath: string;
  text: string;
  choice?: SearchChoice | null;
  goal?: 'SALE' | 'RENT';
}): SearchTargets {
  const q = text.trim().slice(0, SEARCH_TEXT_MAX).trim();
  const params: Record<string, string> = choice ? { [choice.kind]: choice.value } : q ? { q } : {};
  const sale = listHref(salePath, params);
  const rent = listHref(rentPath, params);
  if (!choice && !q) return { sale, rent, submit: null };
  // A choice listed on one side only leads there; else the side the box stands for.
  const side =
    choice && choice.countSale === 0 && choice.countRent > 0
      ? 'RENT'
      : choice && choice.countRent === 0 && choice.countSale > 0
        ? 'SALE'
        : goal;
  return { sale, rent, submit: side === 'RENT' ? rent : sale };
}
