import { useQuery } from '@apollo/client/react';
import { internationalPhone } from '../../../common/phone';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import type { Weekday } from '../../generated/graphql';
import { useStructuredData } from '../../ui/use-page-head';

/** The agency's details as the contact page shows them, with what describes it to search engines. */
export const AgencyQuery = graphql(`
  query Agency($lang: String) {
    siteConfig(lang: $lang) {
      agency {
        name
        street
        zip
        city
        phone
        email
        vat
        sameAs
        openingHours {
          days
          opens
          closes
        }
      }
      header {
        logoUrl
      }
    }
  }
`);

export interface AgencyDetails {
  agency: {
    name: string;
    street: string;
    zip: string;
    city: string;
    phone: string;
    email: string;
    vat: string;
    sameAs: readonly string[];
    openingHours: readonly { days: readonly Weekday[]; opens: string; closes: string }[];
  };
  header: { logoUrl?: string | null };
}

/** schema.org's day names ("Monday") for the API's weekdays ("MONDAY"). */
const schemaDay = (day: Weekday) => `${day.charAt(0)}${day.slice(1).toLowerCase()}`;

/**
 * The agency as schema.org's RealEstateAgent: name, home page, logo, address, phone, e-mail, VAT
 * number, opening hours and its profiles elsewhere. Null without a name (an unconfigured site has
 * nothing to describe). URLs are root-relative; the server makes them absolute.
 */
export function agencyStructuredData(details: AgencyDetails, homePath: string): object | null {
  const a = details.agency;
  if (!a.name.trim()) return null;
  const phone = a.phone.trim() ? internationalPhone(a.phone) : '';
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': '/#agency',
    name: a.name,
    url: homePath,
    ...(details.header.logoUrl ? { logo: details.header.logoUrl, image: details.header.logoUrl } : {}),
    ...(a.street || a.city
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: a.street,
            postalCode: a.zip,
            addressLocality: a.city,
            addressCountry: 'BE',
          },
        }
      : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(a.email ? { email: a.email } : {}),
    ...(a.vat ? { vatID: a.vat } : {}),
    ...(a.openingHours.length > 0
      ? {
          openingHoursSpecification: a.openingHours.map((line) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: line.days.map(schemaDay),
            opens: line.opens,
            closes: line.closes,
          })),
        }
      : {}),
    ...(a.sameAs.length > 0 ? { sameAs: [...a.sameAs] } : {}),
  };
}

/** Describes the agency in the page's JSON-LD (home and contact: the pages that show who the agency is). */
export function useAgencyStructuredData(details: AgencyDetails | null | undefined): void {
  const lang = useLocale();
  useStructuredData('agency', details ? agencyStructuredData(details, `/${lang}/`) : null);
}

/** For a page that does not show the contact block (home): asks for the details and describes the agency. */
export function AgencyStructuredData(): null {
  const lang = useLocale();
  const { data } = useQuery(AgencyQuery, { variables: { lang } });
  useAgencyStructuredData(data?.siteConfig);
  return null;
}
