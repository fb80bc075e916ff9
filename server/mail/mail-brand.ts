import { dayRangeLabel, type Weekday } from '../../common/opening-hours';
import { formatPhone } from '../../common/phone';
import type { LanguageCode } from '../core/config';
import { agencyCity, type AgencyConfig } from '../content/site-config.service';

/** The agency as every mail's signature block shows it, in one language. */
export interface MailBrand {
  name: string;
  email: string;
  /** Written the agency's way (02 345 67 89); null without a phone. */
  phone: string | null;
  /** The street, then the postcode and the municipality in the language. */
  address: string[];
  /** The enterprise number as the register writes it (BE 0123.456.789); null without one. */
  enterpriseNumber: string | null;
  /** "Maandag – vrijdag 09:00–18:00", one line per line of the configured hours. */
  openingHours: string[];
}

/**
 * A Belgian enterprise (VAT) number as the Crossroads Bank for Enterprises writes it: BE and ten
 * digits in groups of four, three and three. Anything else is shown as the agency typed it.
 */
export function formatEnterpriseNumber(raw: string): string | null {
  const compact = raw.replace(/[\s.\-/]/g, '').toUpperCase();
  if (compact === '') return null;
  const m = /^(?:BE)?([01]\d{9})$/.exec(compact) ?? /^(?:BE)?(\d{9})$/.exec(compact);
  if (!m) return raw.trim();
  const digits = m[1]!.padStart(10, '0');
  return `BE ${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

export function mailBrand(agency: AgencyConfig, lang: LanguageCode): MailBrand {
  const city = agencyCity(agency, lang);
  return {
    name: agency.name,
    email: agency.email,
    phone: formatPhone(agency.phone) || null,
    address: [agency.street, [agency.zip, city].filter(Boolean).join(' ')].filter(
      (line) => line.trim() !== '',
    ),
    enterpriseNumber: formatEnterpriseNumber(agency.vat),
    openingHours: agency.openingHours
      .filter((line) => line.days.length > 0)
      .map(
        (line) =>
          `${dayRangeLabel(
            line.days.map((d) => d.toUpperCase() as Weekday),
            lang,
          )} ${line.opens}–${line.closes}`,
      ),
  };
}
