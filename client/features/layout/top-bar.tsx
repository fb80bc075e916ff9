import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useRoutePath } from '../../ui/route-path';
import { IconSet } from '../../ui/icon-set';
import { formatPhone } from '../../../common/phone';
import { OwnerTopBarLinks } from '../owners';

export type TopBarItem = {
  label: string;
  link: string;
  icon?: string | null;
  colour?: string | null;
  newTab: boolean;
};

function TopBarLink({ item }: { item: TopBarItem }) {
  const content = (
    <>
      {/* The site config names the icon; client/ui/icon-set.tsx maps the names (unknown: none). The
          bar loads after hydration already, so its icons come with it, not one step later. */}
      {item.icon && <IconSet name={item.icon} />}
      {/* A phone number reads the same here as on every other page and in the mails. */}
      {item.link.startsWith('tel:') ? formatPhone(item.label) : item.label}
    </>
  );
  const style = item.colour ? { color: item.colour } : undefined;
  if (item.newTab) {
    return (
      <a href={item.link} target="_blank" rel="noopener noreferrer" style={style}>
        {content}
      </a>
    );
  }
  return item.link.startsWith('/') ? (
    <Link to={item.link} style={style}>
      {content}
    </Link>
  ) : (
    <a href={item.link} style={style}>
      {content}
    </a>
  );
}

/** The buyers' area: favourites, saved searches and followed properties, with or without a login. */
function BuyersAreaLink({ path }: { path: string }) {
  return (
    <li className="top-bar__area">
      <Link to={path}>
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.6-4.7-9.4-9.6C1.3 7.4 3.6 4 7.1 4c2.1 0 3.6 1.2 4.9 3 1.3-1.8 2.8-3 4.9-3 3.5 0 5.8 3.4 4.5 6.9-1.8 4.9-9.4 9.6-9.4 9.6z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="phone-hidden-text">
          <Trans>My search</Trans>
        </span>
      </Link>
    </li>
  );
}

/**
 * The optional bar above the header: two groups of links, left and right, the buyers' area first
 * on the right. The link to the owners' login becomes the logged-in owner's links ("My
 * properties", "Log out") in their browser.
 */
export function TopBar({ left, right }: { left: TopBarItem[]; right: TopBarItem[] }) {
  const { t } = useLingui();
  const loginPath = useRoutePath('login');
  const areaPath = useRoutePath('buyers-area');
  if (left.length === 0 && right.length === 0) return null;
  return (
    <nav className="top-bar" aria-label={t`Quick links`}>
      <div className="container top-bar__inner">
        {[left, right].map((group, i) => (
          <ul key={i} className={i === 0 ? 'top-bar__group' : 'top-bar__group top-bar__group--right'}>
            {i === 1 && areaPath ? <BuyersAreaLink path={areaPath} /> : null}
            {group.map((item) => {
              const key = `${item.link}-${item.label}`;
              const li = (
                <li key={key}>
                  <TopBarLink item={item} />
                </li>
              );
              return item.link === loginPath ? (
                <OwnerTopBarLinks
                  key={key}
                  login={li}
                  icon={item.icon ? <IconSet name={item.icon} /> : null}
                  style={item.colour ? { color: item.colour } : undefined}
                />
              ) : (
                li
              );
            })}
          </ul>
        ))}
      </div>
    </nav>
  );
}
