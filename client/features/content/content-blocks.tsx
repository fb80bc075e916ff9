import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../generated';
import { useLocale } from '../../i18n/use-locale';
import { ContactForm } from '../forms/contact-form';
import { OpeningHours } from '../layout';
import { AgencyQuery, useAgencyStructuredData } from './agency-structured-data';
import { formatPhone, phoneHref } from '../../../common/phone';
import { responsiveImageProps } from '../../ui/responsive-image';
import './content.css';

const itemsInRow = (n: number | null | undefined) => Math.max(1, Math.min(6, n ?? 4));

/** Items per row as a CSS custom property for `.card-grid`. */
export const perRow = (n: number | null | undefined): CSSProperties =>
  ({ '--per-row': itemsInRow(n) }) as CSSProperties;

/**
 * The width of a `.card-grid` picture (content.css): the whole screen on a phone, up to two per
 * row on a tablet, `n` per row of the 1200 px content on a desktop.
 */
export function cardGridSizes(n: number | null | undefined): string {
  const row = itemsInRow(n);
  return `(min-width: 1280px) ${Math.ceil(1200 / row)}px, (min-width: 768px) ${row >= 2 ? '50vw' : '100vw'}, 100vw`;
}

/** CMS HTML, already sanitized by the server (server/content/sanitize-html.ts). */
export function CmsHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return (
    <div className={className ? `cms ${className}` : 'cms'} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

export const ServicesQuery = graphql(`
  query Services($lang: String) {
    serviceArticles(lang: $lang) {
      id
      title
      summary
      imageUrl
      path
    }
    siteConfig(lang: $lang) {
      servicesMax
    }
  }
`);

/** Service articles as a news view: at most `servicesMax` (12) items, 3 per row by default. */
export function ServicesList({ max, itemsPerRow = 3 }: { max?: number | null; itemsPerRow?: number }) {
  const lang = useLocale();
  const { data, loading } = useQuery(ServicesQuery, { variables: { lang } });
  if (loading && !data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  const limit = Math.min(max ?? Infinity, data?.siteConfig.servicesMax ?? 12);
  const items = (data?.serviceArticles ?? []).slice(0, limit);
  return (
    <ul className="card-grid" style={perRow(itemsPerRow)}>
      {items.map((a) => (
        <li key={a.id} className="card">
          {/* Service pictures are 3:2 (800 × 533); CSS crops others to that slot. */}
          {a.imageUrl && (
            <img
              src={a.imageUrl}
              {...responsiveImageProps(a.imageUrl, cardGridSizes(itemsPerRow), 800)}
              alt=""
              width={800}
              height={533}
              className="card__image"
              loading="lazy"
            />
          )}
          <h2 className="card__title">
            <Link to={a.path}>{a.title}</Link>
          </h2>
          {a.summary && <p>{a.summary}</p>}
        </li>
      ))}
    </ul>
  );
}

export const TeamQuery = graphql(`
  query Team($lang: String) {
    teamMembers(lang: $lang) {
      id
      firstName
      lastName
      jobTitle
      bio
      email
      phone
      photoUrl
    }
  }
`);

/** The team, 4 per row by default. */
export function TeamList({ max, itemsPerRow = 4 }: { max?: number | null; itemsPerRow?: number }) {
  const lang = useLocale();
  const { data, loading } = useQuery(TeamQuery, { variables: { lang } });
  if (loading && !data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  const members = (data?.teamMembers ?? []).slice(0, max ?? undefined);
  return (
    <ul className="card-grid" style={perRow(itemsPerRow)}>
      {members.map((m) => {
        const name = `${m.firstName} ${m.lastName}`;
        return (
          <li key={m.id} className="card card--person">
            {/* Portraits are 4:5 (600 × 750); CSS crops others to that slot. */}
            {m.photoUrl && (
              <img
                src={m.photoUrl}
                {...responsiveImageProps(m.photoUrl, cardGridSizes(itemsPerRow), 600)}
                alt={name}
                width={600}
                height={750}
                className="card__image"
                loading="lazy"
              />
            )}
            <h2 className="card__title">{name}</h2>
            {m.jobTitle && <p className="card__subtitle">{m.jobTitle}</p>}
            <CmsHtml html={m.bio} />
            <p>
              <a href={phoneHref(m.phone)}>{formatPhone(m.phone)}</a>
              <br />
              <a href={`mailto:${m.email}`}>{m.email}</a>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** The agency's address, phone, e-mail and opening hours (described for search engines too), and the contact form. */
export function ContactBlock() {
  const lang = useLocale();
  const { data } = useQuery(AgencyQuery, { variables: { lang } });
  const a = data?.siteConfig.agency;
  useAgencyStructuredData(data?.siteConfig);
  return (
    <div className="contact">
      {a && (
        <div className="contact__address">
          <address>
            <strong>{a.name}</strong>
            <br />
            {a.street}
            <br />
            {a.zip} {a.city}
            <br />
            <Trans>Phone:</Trans> <a href={phoneHref(a.phone)}>{formatPhone(a.phone)}</a>
            <br />
            <Trans>E-mail:</Trans> <a href={`mailto:${a.email}`}>{a.email}</a>
          </address>
          {a.openingHours.length > 0 && (
            <>
              <p className="contact__hours-title">
                <strong>
                  <Trans>Opening hours</Trans>
                </strong>
              </p>
              <OpeningHours lines={a.openingHours} />
            </>
          )}
        </div>
      )}
      <div data-slot="contact-form" className="contact__form">
        <h2 id="contact-form-title">
          <Trans>Send us a message</Trans>
        </h2>
        <ContactForm kind="site-contact" labelledBy="contact-form-title" />
      </div>
    </div>
  );
}
