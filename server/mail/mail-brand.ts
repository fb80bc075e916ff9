import { dayRangeLabel, type Weekday } from '../../common/opening-hours';
import { formatPhone } from '../../common/phone';
import type { ListingAgent } from '../catalog/property-summary.service';
import type { LanguageCode } from '../core/config';
import {
  agencyCity,
  DEFAULT_SITE_CONFIG,
  type MailConfig,
  type SiteConfigData,
} from '../content/site-config.service';

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
  /** The BIV (IPI) licence number as the agency writes it; null without one. */
  biv: string | null;
  /** "Maandag – vrijdag 09:00–18:00", one line per line of the configured hours. */
  openingHours: string[];
  /** A PNG or JPEG logo and the size it is shown at; null shows the name instead. */
  logo: MailConfig['logo'];
  /** "#rrggbb" colours: the buttons and headings, and the accent line. */
  colours: { primary: string; accent: string };
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** The widest a logo is shown, in CSS pixels: it shares the header with nothing but its margins. */
const LOGO_MAX_WIDTH = 300;
const LOGO_MAX_HEIGHT = 120;
/** The smallest side a logo is shown with: under it, the mail shows the name. */
const LOGO_MIN_SIDE = 16;

/**
 * The logo a mail may show: a PNG or JPEG (mail clients show no SVG, and WebP not everywhere) on
 * this site or an https host, with a size in pixels that fits the header. Anything else is left
 * out and the mail shows the agency's name.
 */
export function mailLogo(logo: MailConfig['logo'] | undefined): MailConfig['logo'] {
  if (!logo || typeof logo.url !== 'string') return null;
  const { url, width, height } = logo;
  const raster = /\.(png|jpe?g)$/i.test(url.split(/[?#]/)[0]!);
  const place = url.startsWith('/') ? !url.startsWith('//') : url.startsWith('https://');
  const sized = [width, height].every((n) => Number.isInteger(n) && n > 0);
  if (!raster || !place || !sized) return null;
  // Shown no wider than the header allows, at its own shape; a sliver of a logo is no logo.
  const scale = Math.min(1, LOGO_MAX_WIDTH / width, LOGO_MAX_HEIGHT / height);
  const shown = { width: Math.round(width * scale), height: Math.round(height * scale) };
  if (shown.width < LOGO_MIN_SIDE || shown.height < LOGO_MIN_SIDE) return null;
  return { url, ...shown };
}

const colour = (value: unknown, fallback: string): string =>
  typeof value === 'string' && HEX_COLOUR.test(value) ? value.toLowerCase() : fallback;

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

export function mailBrand(site: Pick<SiteConfigData, 'agency' | 'mail'>, lang: LanguageCode): MailBrand {
  const { agency } = site;
  const mail = { ...DEFAULT_SITE_CONFIG.mail, ...site.mail };
  const city = agencyCity(agency, lang);
  return {
    name: agency.name,
    email: agency.email,
    phone: formatPhone(agency.phone) || null,
    address: [agency.street, [agency.zip, city].filter(Boolean).join(' ')].filter(
      (line) => line.trim() !== '',
    ),
    enterpriseNumber: formatEnterpriseNumber(agency.vat),
    biv: agency.biv?.trim() || null,
    openingHours: agency.openingHours
      .filter((line) => line.days.length > 0)
      .map(
        (line) =>
          `${dayRangeLabel(
            line.days.map((d) => d.toUpperCase() as Weekday),
            lang,
          )} ${line.opens}–${line.closes}`,
      ),
    logo: mailLogo(mail.logo),
    colours: {
      primary: colour(mail.primaryColour, DEFAULT_SITE_CONFIG.mail.primaryColour),
      accent: colour(mail.accentColour, DEFAULT_SITE_CONFIG.mail.accentColour),
    },
  };
}

/** Who signs a mail to someone outside the agency: the listing's agent, else the agency. */
export interface MailSignature {
  name: string;
  phone: string | null;
  email: string | null;
}

/**
 * The signature of a mail about a listing: its agent, with their phone and e-mail (the agency's
 * where theirs is missing); the agency itself when the mail is about no listing or it has no agent.
 */
export function mailSignature(
  agent: Pick<ListingAgent, 'name' | 'phone' | 'email'> | null,
  brand: MailBrand,
): MailSignature {
  const agency = { name: brand.name, phone: brand.phone, email: brand.email.trim() || null };
  const name = agent?.name.trim();
  if (!agent || !name) return agency;
  return {
    name,
    phone: formatPhone(agent.phone) || agency.phone,
    email: agent.email.trim() || agency.email,
  };
}
