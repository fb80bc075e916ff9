import { escapeHtml } from '../core/http/html';
import type { PropertySummary } from '../catalog/property-summary.service';
import { resizedPhotoUrl } from '../media/image-variants.service';

/** A subject is one line: line breaks from any source are flattened. */
export const oneLine = (text: string): string => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

export interface MailBody {
  /** The heading inside the mail. */
  title: string;
  /** Paragraphs before the table. */
  intro: string[];
  /** Label/value pairs: the submitted fields. Empty values are left out. */
  rows: [label: string, value: string | null | undefined][];
  property?: PropertySummary | null;
  /** Absolute base for links and images, e.g. https://www.agency.be */
  baseUrl: string;
  propertyLinkLabel: string;
  /** Paragraphs after the table (legal texts, unsubscribe link …). */
  outro?: string[];
  /** A call to action: [label, absolute URL]. */
  action?: [string, string];
  /** A list of links after the property (a listing's documents): [label, absolute or site-relative URL]. */
  links?: [string, string][];
}

export const absolute = (baseUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${baseUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * The listing's photo in a mail, shown 150 px wide: the 320 px JPEG copy (sharp on a high-density
 * screen, and JPEG because mail clients show neither AVIF nor WebP, and cannot ask for them).
 * A drawing (the demo listings' SVG) stays as it is.
 */
const mailPhotoUrl = (url: string) => resizedPhotoUrl(url, 320, 'jpeg');

/** The house layout: simple table HTML that mail clients render, and the same content as text. */
export function renderMailBody(body: MailBody): { html: string; text: string } {
  const rows = body.rows.filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '');
  const p = body.property;
  const propertyHtml = p
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;border:1px solid #ddd;width:100%"><tr>
${p.photoUrl ? `<td style="width:160px;padding:8px"><img src="${escapeHtml(absolute(body.baseUrl, mailPhotoUrl(p.photoUrl)))}" alt="${escapeHtml(p.title)}" width="150" style="display:block;max-width:150px"></td>` : ''}
<td style="padding:8px;vertical-align:top"><strong>${escapeHtml(p.title)}</strong><br>${escapeHtml(p.price)}<br>${escapeHtml(p.address)}<br>Ref: ${p.id}<br><a href="${escapeHtml(absolute(body.baseUrl, p.path))}">${escapeHtml(body.propertyLinkLabel)}</a></td>
</tr></table>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(body.title)}</h1>
${body.intro.map((t) => `<p>${escapeHtml(t)}</p>`).join('\n')}
${propertyHtml}
${body.links?.length ? `<ul>${body.links.map(([label, url]) => `<li><a href="${escapeHtml(absolute(body.baseUrl, url))}">${escapeHtml(label)}</a></li>`).join('')}</ul>` : ''}
${rows.length ? `<table cellpadding="4" cellspacing="0" style="border-collapse:collapse">${rows.map(([k, v]) => `<tr><th align="left" style="vertical-align:top;padding-right:12px">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(String(v))}</td></tr>`).join('')}</table>` : ''}
${body.action ? `<p><a href="${escapeHtml(body.action[1])}" style="display:inline-block;padding:8px 16px;background:#1d4ed8;color:#fff;text-decoration:none">${escapeHtml(body.action[0])}</a></p>` : ''}
${(body.outro ?? []).map((t) => `<p style="color:#555;font-size:13px">${escapeHtml(t)}</p>`).join('\n')}
</body></html>`;
  const text = [
    body.title,
    '',
    ...body.intro.flatMap((t) => [t, '']),
    ...(p ? [`${p.title}`, p.price, p.address, `Ref: ${p.id}`, absolute(body.baseUrl, p.path), ''] : []),
    ...(body.links?.length
      ? [...body.links.map(([label, url]) => `- ${label}: ${absolute(body.baseUrl, url)}`), '']
      : []),
    ...rows.map(([k, v]) => `${k}: ${String(v)}`),
    ...(body.action ? ['', `${body.action[0]}: ${body.action[1]}`] : []),
    ...(body.outro?.length ? ['', ...body.outro] : []),
  ].join('\n');
  return { html, text };
}
