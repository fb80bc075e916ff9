import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useMounted } from '../../ui/use-mounted';
import type { SearchChoice, SearchTargets } from '../search';
import { SearchBox, type ListTotals } from '../search';

interface SearchConfig {
  showSearchInput: boolean;
  showSearchButton: boolean;
  showSearchCount: boolean;
  showCountProperty: boolean;
  logoUrl?: string | null;
  title?: string | null;
  description?: string | null;
}

/** The home search block: optional logo, title and description, the search box, For sale / For rent. */
export function SearchBlock({
  config,
  salePath,
  rentPath,
  saleCount,
  rentCount,
}: {
  config: SearchConfig;
  salePath: string;
  rentPath: string;
  saleCount: number;
  rentCount: number;
}) {
  const { t } = useLingui();
  const mounted = useMounted();
  // The buttons open the lists with what the box holds: the picked city or type, else the typed
  // text; their counts are those lists' totals (none while the typed text's are on their way).
  // Until the page has hydrated (and without JavaScript) they submit the form: the list with the
  // typed text (`?q=`), rendered on the server.
  const buttons = (targets: SearchTargets, choice: SearchChoice | null, totals: ListTotals | null) => {
    const typed = !choice && targets.submit !== null;
    const sale = choice ? choice.countSale : typed ? totals?.sale : saleCount;
    const rent = choice ? choice.countRent : typed ? totals?.rent : rentCount;
    const saleLabel =
      config.showSearchCount && sale !== undefined ? (
        <Trans>For sale ({sale})</Trans>
      ) : (
        <Trans>For sale</Trans>
      );
    const rentLabel =
      config.showSearchCount && rent !== undefined ? (
        <Trans>For rent ({rent})</Trans>
      ) : (
        <Trans>For rent</Trans>
      );
    return (
      <p className="search-block-buttons">
        {mounted || !config.showSearchInput ? (
          <>
            <Link to={targets.sale} className="button">
              {saleLabel}
            </Link>
            <Link to={targets.rent} className="button">
              {rentLabel}
            </Link>
          </>
        ) : (
          <>
            <button type="submit" formAction={salePath} className="button">
              {saleLabel}
            </button>
            <button type="submit" formAction={rentPath} className="button">
              {rentLabel}
            </button>
          </>
        )}
      </p>
    );
  };
  const plain = { sale: salePath, rent: rentPath, submit: null };
  return (
    // Hydrated, the box leads by itself (Enter, the links): the form only works before that.
    <form
      className="search-block"
      role="search"
      method="get"
      action={salePath}
      onSubmit={(e) => e.preventDefault()}
    >
      {config.logoUrl ? (
        <img src={config.logoUrl} alt="" width={240} height={64} className="search-block-logo" />
      ) : null}
      {config.title ? <h1 className="search-block-title">{config.title}</h1> : null}
      {config.description ? <p>{config.description}</p> : null}
      {config.showSearchInput ? (
        <SearchBox
          name="q"
          salePath={salePath}
          rentPath={rentPath}
          showCounts={config.showCountProperty}
          placeholder={t`City, postcode or reference`}
          searchButton={t`Search`}
          actions={config.showSearchButton ? buttons : undefined}
        />
      ) : config.showSearchButton ? (
        buttons(plain, null, null)
      ) : null}
    </form>
  );
}
