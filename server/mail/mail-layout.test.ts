import { describe, expect, it } from 'vitest';
import type { PropertySummary } from '../catalog/property-summary.service';
import { renderMailBody } from './mail-layout';

describe('the listing photo in a mail', () => {
  const mail = (photoUrl: string) =>
    renderMailBody({
      title: 'Visit request',
      intro: [],
      rows: [],
      baseUrl: 'https://www.agency.example',
      propertyLinkLabel: 'See the listing',
      property: {
        id: 12,
        title: 'Villa',
        price: '€ 450,000',
        address: 'Brussels',
        path: '/en/for-sale/villa/12',
        photoUrl,
      } as PropertySummary,
    }).html;

  it('is the 320 px JPEG copy of a photo, at the site address', () => {
    expect(mail('/media/demo/services/sale.jpg')).toContain(
      'src="https://www.agency.example/img?src=%2Fmedia%2Fdemo%2Fservices%2Fsale.jpg&amp;w=320&amp;format=jpeg"',
    );
  });

  it('is the JPEG copy of a photo of the photo host', () => {
    expect(mail('https://photos.crm.example/12/1.webp')).toContain(
      'src="https://www.agency.example/img?src=https%3A%2F%2Fphotos.crm.example%2F12%2F1.webp&amp;w=320&amp;format=jpeg"',
    );
  });

  it('is the drawing itself when the listing has an SVG', () => {
    expect(mail('/media/demo/listings/house-1.svg')).toContain(
      'src="https://www.agency.example/media/demo/listings/house-1.svg"',
    );
  });
});
