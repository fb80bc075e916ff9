import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { encode } from 'uqr';
import { formatPhone } from '../../../common/phone';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';

const PrintAgencyQuery = graphql(`
  query PrintAgency($lang: String) {
    siteConfig(lang: $lang) {
      agency {
        name
        phone
        email
        street
        zip
        city
      }
      header {
        logoUrl
      }
    }
  }
`);

/**
 * The top of the printed sheet: whose sheet it is, the agency's logo, name and contact details (on
 * screen the site header shows them, and it is not printed). Like the sheet, browser only, in its
 * chunk, hidden on screen by the stylesheet; the logo loads with the page, so it is there to print.
 */
export function PrintLetterhead() {
  const lang = useLocale();
  const { data } = useQuery(PrintAgencyQuery, { variables: { lang } });
  const config = data?.siteConfig;
  if (!config) return null;
  const { name, phone, email, street, zip, city } = config.agency;
  const place = [zip, city].filter(Boolean).join(' ');
  const address = [street, place].filter(Boolean).join(', ');
  const contact = [phone ? formatPhone(phone) : '', email].filter(Boolean).join(' · ');
  if (!name && !config.header.logoUrl) return null;
  return (
    <div className="print-letterhead">
      {config.header.logoUrl ? (
        <img className="print-letterhead-logo" src={config.header.logoUrl} alt="" width={240} height={64} />
      ) : null}
      <div>
        {name ? <p className="print-letterhead-name">{name}</p> : null}
        {address ? <p>{address}</p> : null}
        {contact ? <p>{contact}</p> : null}
      </div>
    </div>
  );
}

/** The dark modules of a QR code as one SVG path, one unit per module. */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}

/** The address of the page as printed: without its query and fragment, which are the visitor's own. */
export function printedUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

/**
 * What only paper shows, under the listing: the agent to call (name, phone, e-mail: on screen the
 * contact panel, which is not printed, has them) and the page's address, as text and as a QR code
 * a phone can scan. Rendered in the browser only, after hydration, in its own chunk: the QR
 * encoder costs the page's first load nothing. Hidden on screen by the stylesheet.
 */
export function PrintSheet({ property: p }: { property: Pick<PropertyDetailFieldsFragment, 'manager'> }) {
  const { t } = useLingui();
  const url = printedUrl(window.location);
  const qr = encode(url, { ecc: 'M', border: 2 });
  const m = p.manager;
  const name = m ? `${m.firstName} ${m.lastName}`.trim() : '';
  return (
    <div className="print-sheet">
      {m ? (
        <div className="print-contact">
          <h2>
            <Trans>Your contact</Trans>
          </h2>
          <p className="print-contact-name">{name}</p>
          {m.phone ? <p>{formatPhone(m.phone)}</p> : null}
          {m.email ? <p>{m.email}</p> : null}
        </div>
      ) : null}
      <div className="print-link">
        <svg
          className="print-qr"
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          width="96"
          height="96"
          role="img"
          aria-label={t`QR code of this page's address`}
          shapeRendering="crispEdges"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qrPath(qr.data)} fill="#000" />
        </svg>
        <p className="print-url">{url}</p>
      </div>
    </div>
  );
}
