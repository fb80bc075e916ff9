import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { useStructuredData } from './use-page-head';
import './breadcrumbs.css';

/** One step of a trail: a page's name in the page language and its path (null: plain text). */
export interface Crumb {
  name: string;
  path: string | null;
}

/** A route-table page as the trail of a page below it needs it: its path and its own trail. */
export interface CrumbParent {
  path: string;
  breadcrumbs: readonly Crumb[];
}

/**
 * The trail of a page that is not in the route table but sits below one of its pages (a service
 * article below services, a testimonial or a menu page below home): the parent's trail with the
 * parent's own step made a link to it, the steps `between` (a menu page's parent entry), then the
 * page itself. No parent trail (still loading): no trail.
 */
export function trailBelow(
  parent: CrumbParent | undefined,
  name: string,
  between: readonly Crumb[] = [],
): Crumb[] {
  if (!parent || parent.breadcrumbs.length === 0) return [];
  const steps = parent.breadcrumbs.map((c, i, all) =>
    i === all.length - 1 ? { name: c.name, path: parent.path } : c,
  );
  return [...steps, ...between, { name, path: null }];
}

/**
 * The breadcrumb trail above a page's title. The last step is the page shown (aria-current, never a
 * link); an earlier step links to its page when it has a path. A trail of one step (home itself) or
 * none is not shown: it would say nothing the page does not.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const named = items.filter((c) => c.name.trim() !== '');
  useStructuredData('breadcrumbs', named.length < 2 ? null : breadcrumbListData(named, pathname));
  if (named.length < 2) return null;
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
      <ol>
        {named.map((c, i) =>
          i === named.length - 1 ? (
            <li key={i}>
              <span aria-current="page">{c.name}</span>
            </li>
          ) : (
            <li key={i}>{c.path ? <Link to={c.path}>{c.name}</Link> : c.name}</li>
          ),
        )}
      </ol>
    </nav>
  );
}

/**
 * The trail as schema.org's BreadcrumbList, step for step as the page shows it: each step with a
 * path is an item to that page, the page itself is `currentPath`, a step without a path (a menu
 * heading) has no item. URLs are root-relative; the server makes them absolute.
 */
export function breadcrumbListData(items: readonly Crumb[], currentPath: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => {
      const item = i === items.length - 1 ? currentPath : c.path;
      return { '@type': 'ListItem', position: i + 1, name: c.name, ...(item ? { item } : {}) };
    }),
  };
}
