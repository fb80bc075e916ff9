import { describe, expect, it } from 'vitest';
import { parseFeedProject, parseFeedRecord, type FeedPropertyInput } from '../../catalog/feed/feed.schema';
import {
  ENERGY_BANDS,
  PRICE_UNIT_STARTING_FROM,
  availabilityOf,
  energyBand,
  recogniseVideo,
  regionOf,
  type Region,
} from '../../catalog/rules';
import { BRUSSELS_COMMUNES } from './demo-places';
import { DEMO_AGENTS } from '../demo-people';
import { DEMO_PROJECT_ID, DEMO_PROJECT_UNITS } from './demo-project';
import { DEMO_REFERENCE_DATE, bandLabel, generateDemoFeed } from './generate-feed';
import { PROPERTY_TYPES } from './reference-data';

const feed = generateDemoFeed();
const listings = feed.properties;
const region = (p: FeedPropertyInput): Region => regionOf(String(p.Zip), Number(p.CountryID))!;
const GROUPS = [
  'Costs',
  'Rooms',
  'Surfaces',
  'Building',
  'Energy',
  'Comfort',
  'Risks',
  'Planning',
  'PurchaseCosts',
  'Annuity',
  'Documents',
  'PointsOfInterest',
  'Mobility',
] as const;

describe('generateDemoFeed', () => {
  it('is the same on every run', () => {
    expect(JSON.stringify(generateDemoFeed())).toBe(JSON.stringify(feed));
    expect(generateDemoFeed({ listings: 5, seed: 2 })).not.toEqual(
      generateDemoFeed({ listings: 5, seed: 3 }),
    );
    expect(feed.generatedAt).toBe(DEMO_REFERENCE_DATE.toISOString());
    expect(feed.full).toBe(true);
  });

  it('makes 100 valid listings and the project units, with unique ids, by default', () => {
    expect(listings).toHaveLength(100 + DEMO_PROJECT_UNITS);
    expect(new Set(listings.map((p) => p.ID)).size).toBe(100 + DEMO_PROJECT_UNITS);
    for (const p of listings) {
      const r = parseFeedRecord(JSON.parse(JSON.stringify(p)));
      expect(r.ok, JSON.stringify(r)).toBe(true);
    }
  });

  it('is mostly sold or rented, with at least 25 available or under option', () => {
    const byAvailability = new Map<string, number>();
    for (const p of listings) {
      const a = availabilityOf(Number(p.Marquee));
      byAvailability.set(a, (byAvailability.get(a) ?? 0) + 1);
    }
    const onMarket = (byAvailability.get('AVAILABLE') ?? 0) + (byAvailability.get('OPTION') ?? 0);
    expect(onMarket).toBeGreaterThanOrEqual(25);
    expect((byAvailability.get('SOLD') ?? 0) + (byAvailability.get('RENTED') ?? 0)).toBeGreaterThan(50);
    expect(byAvailability.get('OPTION')).toBeGreaterThan(0);
    expect(new Set(listings.map((p) => p.Marquee))).toEqual(new Set([0, 1, 2, 3, 4]));
    // Sold only for sale, rented only for rent.
    for (const p of listings) {
      if (p.Marquee === 3) expect(p.Goal).toBe(0);
      if (p.Marquee === 4) expect(p.Goal).toBe(1);
    }
  });

  it('mixes sale and rent, and every property type', () => {
    const rent = listings.filter((p) => p.Goal !== 0).length;
    expect(rent).toBeGreaterThan(10);
    expect(rent).toBeLessThan(50);
    expect(new Set(listings.map((p) => p.WebID)).size).toBeGreaterThanOrEqual(7);
    const types = new Set(PROPERTY_TYPES.map((t) => t.id));
    for (const p of listings) expect(types.has(Number(p.WebID))).toBe(true);
  });

  it('places listings in all three regions and Luxembourg, Waterloo first among them', () => {
    const regions = new Set(listings.map(region));
    expect(regions).toEqual(new Set(['BRUSSELS', 'WALLONIA', 'FLANDERS', 'LUXEMBOURG']));
    const waterloo = listings.filter((p) => p.Zip === '1410');
    expect(waterloo.length).toBeGreaterThanOrEqual(15);
    const perCity = new Map<string, number>();
    for (const p of listings) perCity.set(String(p.Zip), (perCity.get(String(p.Zip)) ?? 0) + 1);
    expect(Math.max(...perCity.values())).toBe(waterloo.length);
    const lux = listings.filter((p) => p.CountryID === 50);
    for (const p of lux) expect(p.EPCLabelText).toMatch(/^(A\+\+|A\+|[A-I])$/);
  });

  it('spells a Brussels commune in both languages and has one name under two postcodes', () => {
    const ixelles = new Set(listings.filter((p) => p.Zip === '1050').map((p) => p.City));
    expect(ixelles).toEqual(new Set(['IXELLES', 'ELSENE']));
    const ruisbroek = new Set(listings.filter((p) => p.City === 'RUISBROEK').map((p) => p.Zip));
    expect(ruisbroek).toEqual(new Set(['1601', '2870']));
    const brusselsNames = new Set(
      BRUSSELS_COMMUNES.flatMap((c) => [c.names.nl, c.names.fr].map((n) => n.toUpperCase())),
    );
    for (const p of listings.filter((l) => region(l) === 'BRUSSELS'))
      expect(brusselsNames.has(String(p.City))).toBe(true);
  });

  it('hits every energy band of every region', () => {
    const hit = new Set<string>();
    for (const p of listings) {
      const r = region(p);
      const band = energyBand(
        r,
        p.EnergyPerformance === undefined ? null : Number(p.EnergyPerformance),
        p.EPCLabelText as string | undefined,
      );
      if (band) {
        hit.add(`${r}:${band}`);
        expect(p.EPCLabelText).toBe(bandLabel(band));
      }
    }
    const wanted = (Object.keys(ENERGY_BANDS) as Region[]).flatMap((r) =>
      ENERGY_BANDS[r].map((b) => `${r}:${b}`),
    );
    expect([...wanted].filter((w) => !hit.has(w))).toEqual([]);
  });

  it('gives each listing 3 to 12 photos from the demo pool, with ids unique per listing', () => {
    const ids = new Set<string>();
    for (const p of listings) {
      const pictures = p.Pictures!;
      expect(pictures.length).toBeGreaterThanOrEqual(3);
      expect(pictures.length).toBeLessThanOrEqual(12);
      for (const pic of pictures) {
        expect(pic.Url).toMatch(/^\/media\/demo\/[a-z]+-\d\d\.svg$/);
        expect(ids.has(String(pic.ID))).toBe(false);
        ids.add(String(pic.ID));
      }
      expect(p.SmallPictureItem).toMatchObject({ Url: pictures[0]!.Url, Width: 200, ID: pictures[0]!.ID });
    }
  });

  it('writes texts in nl, fr and en: a title, 2 to 4 sentences and a type description', () => {
    const titles = new Set<string>();
    for (const p of listings) {
      for (const lang of ['nl', 'fr', 'en'] as const) {
        const t = p.Texts![lang]!;
        expect(String(t.Title).length).toBeGreaterThan(5);
        expect(String(t.Title)).not.toMatch(/\{|\}/);
        expect(String(t.TypeDescription).length).toBeGreaterThan(2);
        const sentences = String(t.Description).split(/(?<=[.!])\s+/);
        expect(sentences.length).toBeGreaterThanOrEqual(2);
        expect(sentences.length).toBeLessThanOrEqual(4);
        expect(String(t.Description)).not.toMatch(/\{|\}|undefined|null|NaN/);
        titles.add(String(t.Title));
      }
    }
    expect(titles.size).toBeGreaterThan(60);
  });

  it("keeps each text's availability in step with the listing's: no dates, immediately only when on offer", () => {
    // The detail page says a rental on offer is available now (the CRM sends no entry date).
    const immediately = {
      nl: 'Onmiddellijk beschikbaar.',
      fr: 'Libre immédiatement.',
      en: 'Available immediately.',
    };
    const all = [...listings, ...generateDemoFeed({ listings: 1_000, seed: 7 }).properties];
    const rentalsOnOffer = all.filter(
      (p) => p.Goal !== 0 && availabilityOf(Number(p.Marquee)) === 'AVAILABLE',
    );
    expect(rentalsOnOffer.length).toBeGreaterThan(5);
    for (const p of all) {
      for (const lang of ['nl', 'fr', 'en'] as const) {
        const text = String(p.Texts![lang]!.Description);
        expect(text, `${p.ID} ${lang}`).not.toMatch(
          /\d{1,2}\/\d{1,2}\/\d{4}|beschikbaar vanaf|disponible à partir|available from/i,
        );
        const onOffer = p.Goal !== 0 && availabilityOf(Number(p.Marquee)) === 'AVAILABLE';
        if (!onOffer) expect(text, `${p.ID} ${lang}`).not.toContain(immediately[lang]);
      }
    }
    expect(rentalsOnOffer.some((p) => String(p.Texts!.en!.Description).includes(immediately.en))).toBe(true);
  });

  it('shows the features the site must render at least a few times', () => {
    const count = (f: (p: FeedPropertyInput) => boolean) => listings.filter(f).length;
    expect(count((p) => p.PriceUnit === PRICE_UNIT_STARTING_FROM)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.PublishPrice === false)).toBeGreaterThanOrEqual(3);
    expect(count((p) => !!p.VirtualTourUrl)).toBeGreaterThanOrEqual(5);
    const videos = listings.filter((p) => !!p.VideoUrl);
    expect(videos.length).toBeGreaterThanOrEqual(5);
    for (const p of videos) expect(recogniseVideo(String(p.VideoUrl))).not.toBeNull();
    expect(count((p) => p.PublishAddress === false)).toBeGreaterThan(0);
    // Every group shows up, and none is on every listing.
    for (const g of GROUPS) {
      const n = count((p) => p[g] !== undefined && p[g] !== null);
      expect(n, g).toBeGreaterThan(0);
      if (!['Surfaces'].includes(g)) expect(n, g).toBeLessThan(listings.length);
    }
  });

  it('has one valid new-build project in Etterbeek whose units are sale flats, some sold or under option', () => {
    expect(feed.projects).toHaveLength(1);
    const project = parseFeedProject(JSON.parse(JSON.stringify(feed.projects![0])));
    expect(project.ok, JSON.stringify(project)).toBe(true);
    if (!project.ok) return;
    expect(project.record).toMatchObject({ ID: DEMO_PROJECT_ID, Zip: '1040', City: 'ETTERBEEK' });
    expect(Object.keys(project.record.Texts).sort()).toEqual(['en', 'fr', 'nl']);
    expect(project.record.Pictures.length).toBeGreaterThan(0);
    const units = listings.filter((p) => p.ProjectID === DEMO_PROJECT_ID);
    expect(units).toHaveLength(DEMO_PROJECT_UNITS);
    expect(DEMO_PROJECT_UNITS).toBeGreaterThanOrEqual(4);
    expect(DEMO_PROJECT_UNITS).toBeLessThanOrEqual(6);
    for (const u of units) expect([u.Goal, u.Zip, u.WebID === 2 || u.WebID === 3]).toEqual([0, '1040', true]);
    const statuses = new Set(units.map((u) => availabilityOf(Number(u.Marquee))));
    expect(statuses).toEqual(new Set(['AVAILABLE', 'OPTION', 'SOLD']));
    expect(units.map((u) => u.MarqueeName)).toContain('Uitverkocht');
  });

  it('names the CRM labels of the ribbons, a business for takeover among them', () => {
    const names = new Set(listings.map((p) => p.MarqueeName).filter(Boolean));
    for (const name of ['Optie', 'Verkocht', 'Verhuurd', 'Uitverkocht', 'Over te nemen'])
      expect(names.has(name), name).toBe(true);
  });

  it('assigns managers among the demo agents', () => {
    const emails = new Set(DEMO_AGENTS.map((a) => a.email));
    for (const p of listings) expect(emails.has(String(p.ManagerEmail))).toBe(true);
  });

  it('scales: 10,000 listings keep the guarantees', () => {
    const big = generateDemoFeed({ listings: 10_000 });
    expect(big.properties).toHaveLength(10_000 + DEMO_PROJECT_UNITS);
    expect(new Set(big.properties.map((p) => p.ID)).size).toBe(10_000 + DEMO_PROJECT_UNITS);
    const onMarket = big.properties.filter((p) =>
      ['AVAILABLE', 'OPTION'].includes(availabilityOf(Number(p.Marquee))),
    ).length;
    expect(onMarket).toBeGreaterThanOrEqual(2_500);
  });

  it('rejects impossible sizes', () => {
    expect(() => generateDemoFeed({ listings: -1 })).toThrow(RangeError);
    expect(() => generateDemoFeed({ listings: 1.5 })).toThrow(RangeError);
    expect(generateDemoFeed({ listings: 0 }).properties).toEqual([]);
    expect(generateDemoFeed({ listings: 0 }).projects ?? []).toEqual([]);
  });
});
