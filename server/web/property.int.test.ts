import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENERGY_BANDS } from '../catalog/rules/energy-band';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const ROOT = path.resolve(__dirname, '../..');

describe('detail page and its static pictures over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (p: string) => fetch(`${server.url}${p}`, { redirect: 'manual' });

  /** The detail path (in `lang`) of a published listing with the given CRM marquee (or id). */
  async function pathOf(value: number, lang: string, by: 'marquee' | 'id' = 'marquee'): Promise<string> {
    const [row] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND ${by} = $1 ORDER BY id LIMIT 1`,
      [value],
    );
    expect(row, `a demo listing with ${by} ${value}`).toBeTruthy();
    const api = await server.gql<{ property: { path: string } }>(
      `query($id: Int!, $lang: String) { property(id: $id, lang: $lang) { path } }`,
      { id: row.id, lang },
    );
    return api.data!.property.path;
  }

  describe('server render', () => {
    it('shows "Property Sold" on a sold listing, with HTTP 200', async () => {
      const res = await get(await pathOf(3, 'en'));
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/class="availability-notice availability-sold"[^>]*>Property Sold</);
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    });

    it('shows the rented message on a rented listing, with HTTP 200', async () => {
      const res = await get(await pathOf(4, 'en'));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('The property you requested has been rented');
    });

    it('answers an unknown listing with 404 and "Property Not Found"', async () => {
      const res = await get('/en/for-sale/x/y/999999999/');
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('Property Not Found');
      expect(html).toMatch(/role="search"/);
    });

    it('renders the groups with data, the energy label picture and the photo links without JavaScript', async () => {
      const [row] = await server.ds.query(
        `SELECT id FROM property WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4) AND epc_value IS NOT NULL AND country_id = 10 AND zip BETWEEN '1500' AND '3999' ORDER BY id LIMIT 1`,
      );
      const api = await server.gql<{
        property: { path: string; photos: { url: string }[]; energy: { imageUrl: string | null } };
      }>(`query($id: Int!) { property(id: $id, lang: "nl") { path photos { url } energy { imageUrl } } }`, {
        id: row.id,
      });
      const p = api.data!.property;
      const html = await (await get(p.path)).text();
      expect(html).toContain(`src="${p.energy.imageUrl}"`);
      expect(html).toMatch(/kWh\/m²\.jaar/);
      for (const photo of p.photos) expect(html).toContain(`href="${photo.url}"`);
      expect(html).toMatch(/Foto 1 van \d+/);
    });
    it('writes figures with a decimal point on an English page and a decimal comma on a Dutch one', async () => {
      const [row] = await server.ds.query(
        `SELECT id, epc_value::float8 AS epc FROM property
          WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4) AND country_id = 10
            AND epc_value <> trunc(epc_value) AND epc_value BETWEEN 0 AND 999 ORDER BY id LIMIT 1`,
      );
      expect(row, 'a listed demo listing with an EPC value that has decimals').toBeTruthy();
      const epc = Number(row.epc);
      const english = await (await get(await pathOf(row.id, 'en', 'id'))).text();
      expect(english).toContain(`${String(epc)} kWh/m².year`);
      const dutch = await (await get(await pathOf(row.id, 'nl', 'id'))).text();
      expect(dutch).toContain(`${String(epc).replace('.', ',')} kWh/m².jaar`);
    });
  });

  it('serves the energy label pictures as SVG with a long-lived cache', async () => {
    const res = await get('/static/energy/brussels/b_sub.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('<svg');
  });

  it('serves the type icons and answers a missing picture with 404', async () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7]) {
      const res = await get(`/static/types/${id}.svg`);
      expect(res.status, `type ${id}`).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
    expect((await get('/static/energy/flanders/z.svg')).status).toBe(404);
  });
});

describe('energy label pictures', () => {
  it('exist for every band of every region the API can name', () => {
    for (const [region, bands] of Object.entries(ENERGY_BANDS)) {
      for (const band of bands) {
        expect(
          fs.existsSync(path.join(ROOT, 'client/static/energy', region.toLowerCase(), `${band}.svg`)),
          `${region} ${band}`,
        ).toBe(true);
      }
    }
  });

  it('are what scripts/generate-energy-labels.mjs writes', () => {
    expect(() =>
      execFileSync(process.execPath, [path.join(ROOT, 'scripts/generate-energy-labels.mjs'), '--check'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
