import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

/** Page numbers to show: first, last, and two either side of the current one; null marks a gap. */
export function pageWindow(page: number, pageCount: number, around = 2): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= around) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** "Page x of y" with the total, previous/next and page numbers; links keep the other query parameters. */
export function Paging({
  pathname,
  params,
  page,
  pageCount,
  total,
}: {
  pathname: string;
  params: URLSearchParams;
  page: number;
  pageCount: number;
  total: number;
}) {
  const { t } = useLingui();
  const href = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const qs = next.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  return (
    <nav className="paging" aria-label={t`Pages`}>
      <p className="paging-status">
        <Trans>
          Page {page} of {pageCount} (<Plural value={total} one="# property" other="# properties" />)
        </Trans>
      </p>
      {pageCount > 1 ? (
        <ul>
          {page > 1 ? (
            <li>
              <Link to={href(Math.min(page, pageCount + 1) - 1)} rel="prev">
                <Trans>Previous</Trans>
              </Link>
            </li>
          ) : null}
          {pageWindow(page, pageCount).map((n, i) =>
            n === null ? (
              <li key={`gap-${i}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={n}>
                <Link to={href(n)} aria-current={n === page ? 'page' : undefined}>
                  {n}
                </Link>
              </li>
            ),
          )}
          {page < pageCount ? (
            <li>
              <Link to={href(page + 1)} rel="next">
                <Trans>Next</Trans>
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
