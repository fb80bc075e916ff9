import { Trans, useLingui } from '@lingui/react/macro';
import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link, useLocation } from 'react-router';
import { LOCALES } from '../../i18n/i18n';
import { useLocale } from '../../i18n/use-locale';
import { Icon } from '../../ui/icon';
import { lazyComponent } from '../../ui/lazy-component';
import { useScrollY } from '../../ui/use-scroll-y';
import { withQuery, type Translations } from './alternates';

/** Past this many pixels of scroll the header is fixed and opaque. */
export const HEADER_SCROLL_THRESHOLD = 30;

export type MenuEntry = { id: number; title: string; path: string; children?: MenuEntry[] };
type Position = 'left' | 'center' | 'right';
export type HeaderConfig = {
  logoUrl?: string | null;
  logoPosition: string;
  menuPosition: string;
  languageSwitcherPosition: string;
  hideLogoOnHomeTop: boolean;
};

const position = (p: string | undefined, fallback: Position): Position =>
  p === 'left' || p === 'center' || p === 'right' ? p : fallback;

function MenuList({
  menus,
  className,
  onNavigate,
}: {
  menus: MenuEntry[];
  className: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {menus.map((m) => (
        <li key={m.id}>
          <Link
            to={m.path}
            // A page of one path for every language carries ?lang= in its link: the path says which page.
            aria-current={m.path.split('?')[0] === pathname ? 'page' : undefined}
            onClick={onNavigate}
          >
            {m.title}
          </Link>
          {m.children && m.children.length > 0 && (
            <MenuList menus={m.children} className="menu__sub" onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

function LanguageSwitcher({ languages, translations }: { languages: string[]; translations: Translations }) {
  const { t } = useLingui();
  const lang = useLocale();
  // The same list in another language keeps its filters and page.
  const { search } = useLocation();
  return (
    <nav aria-label={t`Language`}>
      <ul className="languages">
        {LOCALES.filter((l) => languages.includes(l)).map((l) => (
          <li key={l}>
            {/* A full page load: the catalog of the other language is fetched with the page. */}
            <a
              href={withQuery(translations?.[l] ?? `/${l}/`, search)}
              hrefLang={l}
              lang={l}
              aria-current={l === lang ? 'true' : undefined}
            >
              {l.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const MobileDrawer = lazyComponent(() => import('./mobile-drawer').then((m) => m.MobileDrawer));

/**
 * The mobile menu (below 768 px): a button that opens the drawer (mobile-drawer.tsx). Until the
 * page has hydrated (and without JavaScript) the same drawer is a `<details>` the browser opens by
 * itself; once hydrated, the button takes its place, with the drawer open if the visitor had opened it.
 */
export function MobileMenu({ menus, children }: { menus: MenuEntry[]; children?: ReactNode }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const plain = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  const preload = () => void MobileDrawer.preload();
  useEffect(() => {
    const wasOpen = plain.current?.open === true;
    startTransition(() => {
      setEnhanced(true);
      setOpen(wasOpen);
    });
  }, []);
  const nav = (
    <nav aria-label={t`Main menu`}>
      <MenuList menus={menus} className="menu menu--drawer" onNavigate={close} />
    </nav>
  );
  if (!enhanced)
    return (
      <details ref={plain} className="mobile-menu mobile-menu--plain">
        {/* Over the open drawer, where its close button is: the same summary closes it. */}
        <summary className="icon-button mobile-menu__toggle">
          <Icon name="menu" />
          <Icon name="x" />
          <span className="visually-hidden">
            <Trans>Menu</Trans>
          </span>
        </summary>
        <div className="mobile-menu__backdrop" />
        <div className="mobile-menu__drawer">
          {nav}
          {children}
        </div>
      </details>
    );
  return (
    <div className="mobile-menu">
      <button
        ref={button}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <Icon name="menu" />
        <span className="visually-hidden">
          <Trans>Menu</Trans>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileDrawer id={id} onClose={close} returnTo={button}>
            {nav}
            {children}
          </MobileDrawer>
        </Suspense>
      )}
    </div>
  );
}

/** Header with logo, menu and language switcher, each placed left, center or right by the site config. */
export function SiteHeader({
  isHome,
  siteName,
  header,
  menus,
  languages,
  translations,
}: {
  isHome: boolean;
  siteName: string;
  header: HeaderConfig | undefined;
  menus: MenuEntry[];
  languages: string[];
  translations: Translations;
}) {
  const { t } = useLingui();
  const lang = useLocale();
  const scrolled = useScrollY() > HEADER_SCROLL_THRESHOLD;
  const atHomeTop = isHome && !scrolled;
  const hideLogo = atHomeTop && !!header?.hideLogoOnHomeTop;
  const slots: Record<Position, ReactNode[]> = { left: [], center: [], right: [] };
  slots[position(header?.logoPosition, 'left')].push(
    <Link
      key="logo"
      to={`/${lang}/`}
      className={hideLogo ? 'logo logo--hidden' : 'logo'}
      aria-label={t`${siteName}, home`}
      aria-hidden={hideLogo || undefined}
      tabIndex={hideLogo ? -1 : undefined}
    >
      {/* The demo logos are 240 × 64; CSS sets the height and keeps the real logo's ratio. */}
      {header?.logoUrl ? (
        <img src={header.logoUrl} alt="" width={240} height={64} className="logo__image" />
      ) : (
        siteName
      )}
    </Link>,
  );
  slots[position(header?.menuPosition, 'center')].push(
    <nav key="menu" className="site-header__menu" aria-label={t`Main menu`}>
      <MenuList menus={menus} className="menu" />
    </nav>,
    <MobileMenu key="mobile" menus={menus}>
      <LanguageSwitcher languages={languages} translations={translations} />
    </MobileMenu>,
  );
  slots[position(header?.languageSwitcherPosition, 'right')].push(
    <div key="languages" className="site-header__languages">
      <LanguageSwitcher languages={languages} translations={translations} />
    </div>,
  );
  const classes = [
    'site-header',
    scrolled ? 'site-header--scrolled' : 'site-header--top',
    atHomeTop ? 'site-header--transparent' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <header className={classes}>
      <div className="container site-header__inner">
        {(['left', 'center', 'right'] as const).map((p) => (
          <div key={p} className={`site-header__slot site-header__slot--${p}`}>
            {slots[p]}
          </div>
        ))}
      </div>
    </header>
  );
}
