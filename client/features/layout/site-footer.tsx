import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { CookieSettingsButton } from '../consent';
import { NewsletterSignup } from '../demand/newsletter-signup';

export type FooterColumn = {
  title?: string | null;
  intro?: string | null;
  /** Sanitized on the server (server/content/sanitize-html.ts). */
  fullText?: string | null;
  images: string[];
  widths: { sm: number; md: number; lg: number };
};

/** Footer columns (public ones only, filtered by the API) with their widths of 12, and the copyright line. */
export function SiteFooter({ columns, copyright }: { columns: FooterColumn[]; copyright: string | null }) {
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
      <div className="container site-footer__bottom">
        {copyright && (
          <p className="site-footer__copyright">
            <small>{copyright}</small>
          </p>
        )}
        <CookieSettingsButton className="site-footer__cookies" />
      </div>
    </footer>
  );
}
