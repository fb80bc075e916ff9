import { escapeHtml } from '../core/http/html';
import type { LanguageCode } from '../core/config';
import type { PropertySummary } from '../catalog/property-summary.service';
import type { MailBrand, MailSignature } from './mail-brand';
import type { MailDraft, MailListing, RenderedMail } from './mail-template';
import { mailText } from './mail-texts';

/** A subject is one line: line breaks from any source are flattened. */
export const oneLine = (text: string): string => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** What frames every mail: the agency, the language and who signs. */
export interface MailFrame {
  lang: LanguageCode;
  /** Absolute base for links and images, e.g. https://www.agency.be */
  baseUrl: string;
  brand: MailBrand;
  /** Null for the agency's own copies, which nobody signs. */
  signature: MailSignature | null;
}

export const absolute = (baseUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${baseUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * The layout's fixed colours. Every cell states its text and its background colour, so a client
 * that inverts colours inverts both and the pair stays readable.
 */
const PAGE = '#f3f1ec';
const SURFACE = '#ffffff';
const TEXT = '#1c2433';
const MUTED = '#5a6272';
const FOOTER = '#ebe7df';
const BORDER = '#ddd8cc';
const FONT = 'Arial,Helvetica,sans-serif';

/** The widest a mail is drawn: what every client shows without scrolling sideways. */
export const MAIL_WIDTH = 600;
/** The listing's photo in a mail, in CSS pixels. */
const PHOTO_WIDTH = 150;

/** The relative luminance of an sRGB colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two "#rrggbb" colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or the text colour, whichever reads better on `background`. */
export const textOn = (background: string): string =>
  contrastRatio(background, '#ffffff') >= contrastRatio(background, TEXT) ? '#ffffff' : TEXT;

/**
 * The agency's colour as links and headings on white: itself when it reads there (4.5:1 and
 * more), else the text colour. A light brand colour still colours the button and the lines.
 */
const inkOnWhite = (colour: string): string => (contrastRatio(colour, SURFACE) >= 4.5 ? colour : TEXT);

interface CellStyle {
  bg: string;
  fg: string;
  /** More inline CSS: padding, sizes, alignment. */
  css?: string;
  /** More attributes: width, align, valign. */
  attrs?: string;
  tag?: 'td' | 'th';
}

/** A table cell that states both its colours, in an attribute for Outlook and in CSS for the rest. */
function cell(content: string, { bg, fg, css = '', attrs = '', tag = 'td' }: CellStyle): string {
  return `<${tag}${attrs ? ` ${attrs}` : ''} bgcolor="${bg}" style="background-color:${bg};color:${fg};font-family:${FONT};${css}">${content}</${tag}>`;
}

const table = (rows: string, css = '', attrs = '') =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0"${attrs ? ` ${attrs}` : ''} style="border-collapse:collapse;${css}">${rows}</table>`;

const paragraph = (text: string, fg: string, css = '') =>
  `<p style="margin:0 0 12px 0;color:${fg};font-family:${FONT};${css}">${escapeHtml(text)}</p>`;

const link = (href: string, label: string, colour: string) =>
  `<a href="${escapeHtml(href)}" style="color:${colour};text-decoration:underline">${escapeHtml(label)}</a>`;

/** A paragraph of small print whose web addresses are links (an unsubscribe address, say). */
function smallPrint(text: string, colour: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/);
  const html = parts.map((part, i) => (i % 2 === 1 ? link(part, part, colour) : escapeHtml(part))).join('');
  return `<p style="margin:0 0 12px 0;color:${colour};font-family:${FONT};font-size:13px;line-height:19px;word-break:break-word">${html}</p>`;
}

/**
 * The listing's photo at its own shape (Outlook draws the height attribute as it is): its size
 * when known, else the demo's 4:3.
 */
function photoHeight(p: PropertySummary): number {
  const size = p.photoSize;
  const ratio = size && size.width > 0 && size.height > 0 ? size.height / size.width : 3 / 4;
  return Math.max(1, Math.round(PHOTO_WIDTH * ratio));
}

function propertyCard(
  p: PropertySummary,
  frame: MailFrame,
  ink: string,
  { note, oldPrice }: Pick<MailListing, 'note' | 'oldPrice'> = { note: null, oldPrice: null },
): string {
  const href = absolute(frame.baseUrl, p.path);
  const photo = p.photoUrl
    ? cell(
        `<a href="${escapeHtml(href)}"><img src="${escapeHtml(absolute(frame.baseUrl, p.photoUrl))}" alt="${escapeHtml(p.title || `Ref ${p.id}`)}" width="${PHOTO_WIDTH}" height="${photoHeight(p)}" style="display:block;border:0;width:${PHOTO_WIDTH}px;height:auto;max-width:100%"></a>`,
        {
          bg: SURFACE,
          fg: TEXT,
          css: 'padding:12px 0 12px 12px;vertical-align:top',
          attrs: `width="${PHOTO_WIDTH + 12}" valign="top"`,
        },
      )
    : '';
  const details = cell(
    [
      ...(note
        ? [
            `<span style="color:${MUTED};font-size:12px;font-weight:bold;text-transform:uppercase;letter-spacing:1px">${escapeHtml(note)}</span>`,
          ]
        : []),
      `<strong style="font-size:16px;line-height:22px">${escapeHtml(p.title)}</strong>`,
      oldPrice
        ? `<s style="color:${MUTED}">${escapeHtml(oldPrice)}</s> <strong>${escapeHtml(p.price)}</strong>`
        : escapeHtml(p.price),
      escapeHtml(p.address),
      `${escapeHtml(mailText(frame.lang, 'layout.reference'))} ${p.id}`,
      link(href, mailText(frame.lang, 'property.link'), ink),
    ].join('<br>'),
    {
      bg: SURFACE,
      fg: TEXT,
      css: 'padding:12px;vertical-align:top;font-size:14px;line-height:21px;word-break:break-word',
      attrs: 'valign="top"',
    },
  );
  return table(
    `<tr>${photo}${details}</tr>`,
    `width:100%;margin:0 0 16px 0;border:1px solid ${BORDER}`,
    'width="100%"',
  );
}

/** A button every client draws: a coloured cell around the link. */
function button([label, href]: [string, string], colour: string): string {
  const fg = textOn(colour);
  return table(
    `<tr>${cell(
      `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;color:${fg};font-family:${FONT};font-size:15px;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a>`,
      { bg: colour, fg, css: 'border-radius:4px' },
    )}</tr>`,
    'margin:4px 0 16px 0',
  );
}

function fieldRows(rows: [string, string][]): string {
  return table(
    rows
      .map(
        ([label, value]) =>
          `<tr>${cell(escapeHtml(label), { tag: 'th', bg: SURFACE, fg: MUTED, css: 'padding:6px 12px 6px 0;text-align:left;vertical-align:top;font-size:14px;line-height:20px;font-weight:normal', attrs: 'align="left" valign="top"' })}${cell(escapeHtml(value).replace(/\r?\n/g, '<br>'), { bg: SURFACE, fg: TEXT, css: 'padding:6px 0;vertical-align:top;font-size:14px;line-height:20px;word-break:break-word', attrs: 'valign="top"' })}</tr>`,
      )
      .join(''),
    'margin:0 0 16px 0',
  );
}

/** The contact line: phone and e-mail, the e-mail as a link. */
function contactLine(phone: string | null, email: string | null, colour: string): string {
  return [phone ? escapeHtml(phone) : '', email ? link(`mailto:${email}`, email, colour) : '']
    .filter(Boolean)
    .join(' · ');
}

/** The lines of the footer, as text: the agency, where it is, when it is open, its legal line. */
function footerLines(frame: MailFrame): string[] {
  const { brand, lang } = frame;
  const legal = [
    brand.enterpriseNumber
      ? mailText(lang, 'layout.enterpriseNumber', { number: brand.enterpriseNumber })
      : '',
    brand.biv ? mailText(lang, 'layout.biv', { number: brand.biv }) : '',
  ].filter(Boolean);
  return [
    brand.address.join(', '),
    [brand.phone, brand.email].filter(Boolean).join(' · '),
    brand.openingHours.length
      ? mailText(lang, 'layout.openingHours', { hours: brand.openingHours.join(' · ') })
      : '',
    legal.join(' · '),
  ].filter((line) => line !== '');
}

/** A listing in the text part: what happened, its title, price (and the old one), address, reference, link. */
function propertyText(
  p: PropertySummary,
  frame: MailFrame,
  { note, oldPrice }: Pick<MailListing, 'note' | 'oldPrice'> = { note: null, oldPrice: null },
): string[] {
  return [
    ...(note ? [`[${note}]`] : []),
    p.title,
    oldPrice ? `${p.price} (${mailText(frame.lang, 'layout.was', { price: oldPrice })})` : p.price,
    p.address,
    `${mailText(frame.lang, 'layout.reference')} ${p.id}`,
    absolute(frame.baseUrl, p.path),
  ];
}

const siteUrl = (frame: MailFrame) => `${frame.baseUrl.replace(/\/$/, '')}/${frame.lang}/`;
const siteHost = (frame: MailFrame) => frame.baseUrl.replace(/^https?:\/\//, '').replace(/\/.*$/, '');

/**
 * The house layout around a template's content, as HTML every mail client renders and as the
 * same text. Built from what Outlook's Word engine draws: nested tables, inline styles and
 * attributes, no flex, grid, background image or web font; at most MAIL_WIDTH wide; the only
 * images are the logo and the listing's photo, both raster, both with width, height and alt.
 */
export function renderMail(draft: MailDraft, frame: MailFrame): RenderedMail {
  const { body } = draft;
  // A button opens a web page: an address of any other scheme is a template's mistake.
  if (body.action && !/^https?:\/\//i.test(body.action[1]))
    throw new Error(`a mail's button must open an http(s) address, not "${body.action[1]}"`);
  const { brand, lang } = frame;
  const primary = brand.colours.primary;
  const ink = inkOnWhite(primary);
  const rows = body.rows
    .filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '')
    .map(([k, v]): [string, string] => [k, String(v)]);
  const p = body.property;
  const home = siteUrl(frame);

  const logo = brand.logo
    ? `<a href="${escapeHtml(home)}"><img src="${escapeHtml(absolute(frame.baseUrl, brand.logo.url))}" alt="${escapeHtml(brand.name)}" width="${brand.logo.width}" height="${brand.logo.height}" style="display:block;border:0;width:${brand.logo.width}px;max-width:100%;height:auto"></a>`
    : `<a href="${escapeHtml(home)}" style="color:${ink};font-size:22px;font-weight:bold;text-decoration:none">${escapeHtml(brand.name)}</a>`;

  const signature = frame.signature;
  const signatureHtml = signature
    ? [
        paragraph(mailText(lang, 'layout.regards'), TEXT, 'margin:8px 0 4px 0'),
        `<p style="margin:0 0 16px 0;color:${TEXT};font-family:${FONT};line-height:22px"><strong>${escapeHtml(signature.name)}</strong>${
          signature.name !== brand.name ? `<br>${escapeHtml(brand.name)}` : ''
        }${
          signature.phone || signature.email
            ? `<br>${contactLine(signature.phone, signature.email, ink)}`
            : ''
        }</p>`,
      ].join('')
    : '';

  const content = [
    `<h1 style="margin:0 0 16px 0;font-family:${FONT};font-size:22px;line-height:28px;font-weight:bold;color:${ink}">${escapeHtml(body.title)}</h1>`,
    body.greeting ? paragraph(body.greeting, TEXT) : '',
    ...body.intro.map((t) => paragraph(t, TEXT)),
    p ? propertyCard(p, frame, ink) : '',
    ...(body.listings ?? []).map((l) => propertyCard(l.property, frame, ink, l)),
    body.links?.length
      ? `<ul style="margin:0 0 16px 0;padding:0 0 0 20px;color:${TEXT};font-family:${FONT}">${body.links
          .map(
            ([label, url]) =>
              `<li style="margin:0 0 4px 0">${link(absolute(frame.baseUrl, url), label, ink)}</li>`,
          )
          .join('')}</ul>`
      : '',
    rows.length ? fieldRows(rows) : '',
    body.action ? button(body.action, primary) : '',
    signatureHtml,
    ...(body.outro ?? []).map((t) => smallPrint(t, MUTED)),
  ].join('\n');

  const footer = [
    `<strong>${escapeHtml(brand.name)}</strong>`,
    ...footerLines(frame).map((line) => escapeHtml(line)),
    link(home, siteHost(frame), MUTED),
  ].join('<br>');

  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(draft.subject)}</title>
</head>
<body bgcolor="${PAGE}" style="margin:0;padding:0;background-color:${PAGE};color:${TEXT};font-family:${FONT};-webkit-text-size-adjust:100%">
${table(
  `<tr>${cell(
    `<!--[if mso]><table role="presentation" width="${MAIL_WIDTH}" cellpadding="0" cellspacing="0" border="0"><tr>${cell('', { bg: PAGE, fg: TEXT }).replace(/<\/td>$/, '')}<![endif]-->
${table(
  [
    `<tr>${cell(logo, { bg: SURFACE, fg: TEXT, css: 'padding:20px 24px' })}</tr>`,
    `<tr>${cell('&nbsp;', { bg: brand.colours.accent, fg: brand.colours.accent, css: 'height:4px;font-size:1px;line-height:4px', attrs: 'height="4"' })}</tr>`,
    `<tr>${cell(content, { bg: SURFACE, fg: TEXT, css: 'padding:24px;font-size:15px;line-height:23px' })}</tr>`,
    `<tr>${cell(footer, { bg: FOOTER, fg: MUTED, css: 'padding:20px 24px;font-size:12px;line-height:19px' })}</tr>`,
  ].join('\n'),
  `width:100%;max-width:${MAIL_WIDTH}px;margin:0 auto`,
  'width="100%" align="center"',
)}
<!--[if mso]></td></tr></table><![endif]-->`,
    { bg: PAGE, fg: TEXT, css: 'padding:16px 8px', attrs: 'align="center"' },
  )}</tr>`,
  'width:100%',
  'width="100%"',
)}
</body>
</html>`;

  const text = [
    body.title,
    '',
    ...(body.greeting ? [body.greeting, ''] : []),
    ...body.intro.flatMap((t) => [t, '']),
    ...(p ? [...propertyText(p, frame), ''] : []),
    ...(body.listings ?? []).flatMap((l) => [...propertyText(l.property, frame, l), '']),
    ...(body.links?.length
      ? [...body.links.map(([label, url]) => `- ${label}: ${absolute(frame.baseUrl, url)}`), '']
      : []),
    ...(rows.length ? [...rows.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(body.action ? [`${body.action[0]}: ${body.action[1]}`, ''] : []),
    ...(signature
      ? [
          mailText(lang, 'layout.regards'),
          signature.name,
          ...(signature.name !== brand.name ? [brand.name] : []),
          ...(signature.phone || signature.email
            ? [[signature.phone, signature.email].filter(Boolean).join(' · ')]
            : []),
          '',
        ]
      : []),
    ...(body.outro ?? []).flatMap((t) => [t, '']),
    '-- ',
    brand.name,
    ...footerLines(frame),
    home,
  ].join('\n');

  return {
    subject: draft.subject,
    html,
    text,
    ...(draft.attachments ? { attachments: draft.attachments } : {}),
    ...(draft.headers ? { headers: draft.headers } : {}),
  };
}
