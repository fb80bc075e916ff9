import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SearchBox } from '../search/search-box';

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
  const sale = saleCount;
  const rent = rentCount;
  return (
    <div className="search-block" role="search">
      {config.logoUrl ? (
        <img src={config.logoUrl} alt="" width={240} height={64} className="search-block-logo" />
      ) : null}
      {config.title ? <h1 className="search-block-title">{config.title}</h1> : null}
      {config.description ? <p>{config.description}</p> : null}
      {config.showSearchInput ? (
        <SearchBox salePath={salePath} rentPath={rentPath} showCounts={config.showCountProperty} />
      ) : null}
      {config.showSearchButton ? (
        <p className="search-block-buttons">
          <Link to={salePath} className="button">
            {config.showSearchCount ? <Trans>For sale ({sale})</Trans> : <Trans>For sale</Trans>}
          </Link>
          <Link to={rentPath} className="button">
            {config.showSearchCount ? <Trans>For rent ({rent})</Trans> : <Trans>For rent</Trans>}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
