import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { CookieSettingsButton } from '../consent';
import { NewsletterSignup } from '../demand/newsletter-signup';
import { useRoutePath } from '../../ui/route-path';
import { OpeningHours, type OpeningHoursLine } from './opening-hours';

export type FooterColumn = {
  title?: string | null;
  intro?: string | null;
  /** Sanitized on the server (server/content/sanitize-html.ts). */
  fullText?: string | null;
  images: string[];
  widths: { sm: number; md: number; lg: number };
  /** Shows the agency's opening hours under the text. */
  openingHours?: boolean;
};

/** Networks whose name people know; any other profile is named by its host. */
const PROFILE_NAMES: Record<string, string> = {
  'facebook.com': 'Facebook',
  'instagram.com': 'Instagram',
  'linkedin.com': 'LinkedIn',
  'youtube.com': 'YouTube',
  'x.com': 'X',
  'twitter.com': 'X',
  'tiktok.com': 'TikTok',
  'pinterest.com': 'Pinterest',
};

/** "Facebook" for https://www.facebook.com/agency; the host without "www." for a site we do not know. */
export function profileName(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return PROFILE_NAMES[host] ?? host;
  } catch {
    return url;
  }
}

/**
 * Footer columns (public ones only, filtered by the API) with their widths of 12, the agency's
 * opening hours in the column that asks for them, its profiles elsewhere, and the copyright line.
 */
export function SiteFooter({
  columns,
  copyright,
  openingHours = [],
  profiles = [],
}: {
  columns: FooterColumn[];
  copyright: string | null;
  openingHours?: readonly OpeningHoursLine[];
  profiles?: readonly string[];
}) {
  const { t } = useLingui();
  return (
    <footer className="site-footer">
      <NewsletterSignup />
      <div className="container site-footer__columns">
        {columns.map((col, i) => (
          <section
            key={i}
            className="site-footer__column"
            aria-label={col.title ?? t`Footer column ${i + 1}`}
            style={
              {
                '--span-sm': col.widths.sm,
                '--span-md': col.widths.md,
                '--span-lg': col.widths.lg,
              } as CSSProperties
            }
          >
            {col.title && <h2 className="site-footer__title">{col.title}</h2>}
            {col.intro && <p className="site-footer__intro">{col.intro}</p>}
            {col.fullText && (
              <div className="site-footer__text" dangerouslySetInnerHTML={{ __html: col.fullText }} />
            )}
            {col.openingHours && <OpeningHours lines={openingHours} />}
            {/* The config gives no image sizes: a 3:1 slot (the demo logo and badge are 240 wide);
                CSS fixes the height and keeps each image's own ratio. */}
            {col.images.map((src) => (
              <img
                key={src}
                src={src}
                alt={col.title ?? ''}
                width={240}
                height={80}
                className="site-footer__image"
                loading="lazy"
              />
            ))}
          </section>
        ))}
      </div>
      {profiles.length > 0 && (
        <nav className="container site-footer__profiles" aria-label={t`Follow us`}>
          <ul>
            {profiles.map((url) => (
              <li key={url}>
                <a href={url} rel="noopener me" target="_blank">
                  {profileName(url)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="container site-footer__bottom">
        {copyright && (
          <p className="site-footer__copyright">
            <small>{copyright}</small>
          </p>
        )}
        <LegalLinks />
      </div>
    </footer>
  );
}

/**
 * The disclaimer, cookie policy and privacy statement on every page (a page the agency turned off is
 * left out), and the way back to the cookie choices.
 */
function LegalLinks() {
  const { t } = useLingui();
  const links = [
    { path: useRoutePath('disclaimer'), label: t`Disclaimer` },
    { path: useRoutePath('cookie-policy'), label: t`Cookie policy` },
    { path: useRoutePath('privacy-statement'), label: t`Privacy statement` },
  ].filter((l): l is { path: string; label: string } => l.path !== null);
  return (
    <nav className="site-footer__legal" aria-label={t`Legal information`}>
      <ul>
        {links.map((l) => (
          <li key={l.path}>
            <a href={l.path}>{l.label}</a>
          </li>
        ))}
        <li>
          <CookieSettingsButton className="site-footer__cookies" />
        </li>
      </ul>
    </nav>
  );
}
