import { describe, expect, it } from 'vitest';
import { agencyStructuredData, type AgencyDetails } from './agency-structured-data';

const DEMO: AgencyDetails = {
  agency: {
    name: 'Immo Demo',
    street: 'Rue de la Loi 42',
    zip: '1000',
    city: 'Brussels',
    phone: '022345678',
    email: 'info@immo-demo.be',
    vat: 'BE0123456789',
    sameAs: ['https://www.facebook.com/immodemo.be'],
    openingHours: [
      { days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'], opens: '09:00', closes: '18:00' },
      { days: ['SATURDAY'], opens: '10:00', closes: '13:00' },
    ],
  },
  header: { logoUrl: '/media/demo/logo.svg' },
};

describe('agencyStructuredData', () => {
  it('describes the agency with its address, international phone, hours and profiles', () => {
    expect(agencyStructuredData(DEMO, '/fr/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': '/#agency',
      name: 'Immo Demo',
      url: '/fr/',
      logo: '/media/demo/logo.svg',
      image: '/media/demo/logo.svg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rue de la Loi 42',
        postalCode: '1000',
        addressLocality: 'Brussels',
        addressCountry: 'BE',
      },
      telephone: '+3222345678',
      email: 'info@immo-demo.be',
      vatID: 'BE0123456789',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '13:00' },
      ],
      sameAs: ['https://www.facebook.com/immodemo.be'],
    });
  });

  it('says nothing it does not know, and nothing at all without a name', () => {
    const bare: AgencyDetails = {
      agency: { ...DEMO.agency, phone: '', email: '', vat: '', sameAs: [], openingHours: [] },
      header: { logoUrl: null },
    };
    const data = agencyStructuredData(bare, '/nl/');
    for (const key of ['telephone', 'email', 'vatID', 'sameAs', 'openingHoursSpecification', 'logo'])
      expect(data).not.toHaveProperty(key);
    expect(agencyStructuredData({ ...bare, agency: { ...bare.agency, name: ' ' } }, '/nl/')).toBeNull();
  });
});
