import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { SearchBox } from '../search';

/**
 * The 404 page's search: the site's search box and dropdown, and a Search button that leads
 * where Enter does (the sale list with the text or the picked city or type; the list itself
 * when the box is empty).
 */
export function NotFoundSearch({
  salePath,
  rentPath,
  initialText,
  autoFocus,
}: {
  salePath: string;
  rentPath: string;
  initialText: string;
  autoFocus: boolean;
}) {
  const navigate = useNavigate();
  return (
    <div role="search" className="not-found__search">
      <SearchBox
        salePath={salePath}
        rentPath={rentPath}
        initialText={initialText}
        autoFocus={autoFocus}
        actions={(targets) => (
          <p className="not-found__actions">
            <button
              type="button"
              className="button--primary"
              onClick={() => void navigate(targets.submit ?? salePath)}
            >
              <Trans>Search</Trans>
            </button>
          </p>
        )}
      />
    </div>
  );
}
