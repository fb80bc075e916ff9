import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import Briefcase from 'lucide-react/icons/briefcase';
import House from 'lucide-react/icons/house';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import User from 'lucide-react/icons/user';
import { formatPhone } from '../../../common/phone';

export type TopBarItem = {
  label: string;
  link: string;
  icon?: string | null;
  colour?: string | null;
  newTab: boolean;
};

/** The site config names a top-bar item's icon; a name not listed here shows no icon. */
const ICONS: Record<string, LucideIcon> = {
  phone: Phone,
  mail: Mail,
  home: House,
  user: User,
  briefcase: Briefcase,
};

function TopBarLink({ item }: { item: TopBarItem }) {
  const Icon = item.icon && Object.hasOwn(ICONS, item.icon) ? ICONS[item.icon] : undefined;
  const content = (
    <>
      {Icon && <Icon className="icon top-bar__icon" aria-hidden="true" focusable="false" />}
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

/** The optional bar above the header: two groups of links, left and right. */
export function TopBar({ left, right }: { left: TopBarItem[]; right: TopBarItem[] }) {
  const { t } = useLingui();
  if (left.length === 0 && right.length === 0) return null;
  return (
    <nav className="top-bar" aria-label={t`Quick links`}>
      <div className="container top-bar__inner">
        {[left, right].map((group, i) => (
          <ul key={i} className={i === 0 ? 'top-bar__group' : 'top-bar__group top-bar__group--right'}>
            {group.map((item) => (
              <li key={`${item.link}-${item.label}`}>
                <TopBarLink item={item} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </nav>
  );
}
