import { describe, expect, it } from 'vitest';
import type { PropertySummary } from '../catalog/property-summary.service';
import { DEFAULT_SITE_CONFIG } from '../content/site-config.service';
import { mailBrand } from './mail-brand';
import { contrastRatio, renderMail, textOn, type MailFrame } from './mail-layout';
import type { MailBody } from './mail-template';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#14213a', '#ffffff', 16.05],
    ['#9a7433', '#ffffff', 4.27],
  ])('%s on %s: %s', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });
});

describe('textOn', () => {
  it.each([
    ['#14213a', '#ffffff'],
    ['#1d4ed8', '#ffffff'],
    ['#f5c400', '#1c2433'],
    ['#ffffff', '#1c2433'],
  ])('on %s the text is %s', (background, text) => {
    expect(textOn(background)).toBe(text);
  });
});

const agency = {
  ...DEFAULT_SITE_CONFIG.agency,
  name: 'Immo <Demo>',
  email: 'info@immo.example',
  phone: '022345678',
  street: 'Rue de la Loi 42',
  zip: '1000',
  city: 'Brussel',
  vat: 'BE0123456789',
  biv: '500.000',
};

const frame = (over: Partial<MailFrame> = {}, mail = DEFAULT_SITE_CONFIG.mail): MailFrame => ({
  lang: 'nl',
  baseUrl: 'https://www.immo.example',
  brand: mailBrand({ agency, mail }, 'nl'),
  signature: { name: 'Claire Dubois', phone: '0471 23 45 67', email: 'claire@immo.example' },
  ...over,
});

const listing = {
  id: 12,
  title: 'Villa',
  price: '€ 450.000',
  address: 'Brussel',
  path: '/nl/te-koop/brussel/villa/12/',
  photoUrl: '/img?src=%2Fmedia%2Fa.jpg&w=320&format=jpeg',
  photoSize: { width: 800, height: 400 },
} as PropertySummary;

const render = (body: Partial<MailBody>, f: MailFrame = frame()) =>
  renderMail({ subject: 'Onderwerp', body: { title: 'Titel <b>', intro: [], rows: [], ...body } }, f);

describe('renderMail', () => {
  it("shows the listing's photo at the site address, at its shape, with its title as alt", () => {
    const { html } = render({ property: listing });
    expect(html).toContain(
      '<img src="https://www.immo.example/img?src=%2Fmedia%2Fa.jpg&amp;w=320&amp;format=jpeg" alt="Villa" width="150" height="75"',
    );
  });

  it('leaves the photo cell out for a listing without one', () => {
    expect(render({ property: { ...listing, photoUrl: null } }).html).not.toContain(
      '<img src="https://www.immo.example/img',
    );
  });

  it("signs with the frame's signature, and writes the agency's legal line in the footer", () => {
    const { html, text } = render({});
    expect(text).toContain(
      'Met vriendelijke groeten,\nClaire Dubois\nImmo <Demo>\n0471 23 45 67 · claire@immo.example',
    );
    expect(text).toContain('Ondernemingsnummer BE 0123.456.789 · Erkend vastgoedmakelaar BIV nr. 500.000');
    expect(html).toContain('Immo &lt;Demo&gt;');
    expect(html).not.toContain('Immo <Demo>');
    expect(html).toContain('<h1');
    expect(html).toContain('Titel &lt;b&gt;');
  });

  it("leaves the signature out of the agency's own copies", () => {
    const { html, text } = render({}, frame({ signature: null }));
    expect(text).not.toContain('Met vriendelijke groeten');
    expect(html).not.toContain('Met vriendelijke groeten');
  });

  it('shows the name where there is no logo, and the logo where there is one', () => {
    expect(render({}).html).toMatch(
      /<a href="https:\/\/www\.immo\.example\/nl\/" [^>]*>Immo &lt;Demo&gt;<\/a>/,
    );
    const withLogo = frame(
      {},
      { ...DEFAULT_SITE_CONFIG.mail, logo: { url: '/media/logo.png', width: 240, height: 64 } },
    );
    expect(render({}, withLogo).html).toContain(
      '<img src="https://www.immo.example/media/logo.png" alt="Immo &lt;Demo&gt;" width="240" height="64"',
    );
  });

  it('draws a photo of any shape at its shape', () => {
    const panorama = { ...listing, photoSize: { width: 1500, height: 500 } };
    expect(render({ property: panorama }).html).toContain('width="150" height="50"');
  });

  it('refuses a button that opens anything but a web page', () => {
    expect(() => render({ action: ['Go', 'javascript:alert(1)'] })).toThrow(/http\(s\) address/);
  });

  it('leaves out rows without a value', () => {
    const { text } = render({
      rows: [
        ['Naam', 'An'],
        ['Telefoon', ''],
        ['Bericht', null],
        ['Taal', undefined],
      ],
    });
    expect(text).toContain('Naam: An');
    expect(text).not.toMatch(/Telefoon|Bericht|Taal/);
  });

  it("writes the button's text in a colour that reads on the agency's colour", () => {
    const light = frame({}, { ...DEFAULT_SITE_CONFIG.mail, primaryColour: '#f5c400' });
    const { html } = render({ action: ['Bevestigen', 'https://www.immo.example/ok'] }, light);
    expect(html).toMatch(/bgcolor="#f5c400" style="background-color:#f5c400;color:#1c2433;/);
    // Too light for text on white: headings and links take the text colour.
    expect(html).toMatch(/<h1 [^>]*color:#1c2433/);
  });
});

describe('the small print', () => {
  it('links its web addresses, and escapes the rest', () => {
    const { html } = render({ outro: ['Stop: https://www.immo.example/nl/stop/?token=a&b=1. <Bye>'] });
    expect(html).toContain(
      'Stop: <a href="https://www.immo.example/nl/stop/?token=a&amp;b=1" style="color:#5a6272;text-decoration:underline">https://www.immo.example/nl/stop/?token=a&amp;b=1</a>. &lt;Bye&gt;',
    );
  });
});

describe('several listings', () => {
  it('shows each with what happened to it, the old price struck through, in both parts', () => {
    const { html, text } = render({
      listings: [
        { property: listing, note: 'Prijs verlaagd', oldPrice: '€ 475.000' },
        { property: { ...listing, id: 13, title: 'Loft' }, note: null, oldPrice: null },
      ],
    });
    expect(html).toContain('Prijs verlaagd</span>');
    expect(html).toContain('<s style="color:#5a6272">€ 475.000</s> <strong>€ 450.000</strong>');
    expect(text).toContain('[Prijs verlaagd]\nVilla\n€ 450.000 (was € 475.000)');
    expect(text).toContain('Loft\n€ 450.000\nBrussel\nRef. 13');
  });
});
