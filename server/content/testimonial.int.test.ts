import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { Testimonial } from './testimonial.entity';

/** More than the home slider's 20 newer ones: the oldest is no longer among the newest. */
const NEWER = 21;
const OLDEST = {
  slug: 'oldest-approved-review',
  name: 'Oldest Reviewer',
  comment: 'The first review we ever approved, still on its own page.',
};
const HIDDEN_SLUG = 'review-waiting-for-approval';

/** /{lang}/testimonials/{slug}/ rendered on the server (needs `npm run build`). */
describe('a testimonial article', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
    const repo = server.ds.getRepository(Testimonial);
    await repo.insert([
      { ...OLDEST, lang: 'en', date: '2001-01-01', postedBy: 'Oldest Reviewer', published: true },
      ...Array.from({ length: NEWER }, (_, i) => ({
        slug: `newer-review-${i}`,
        name: `Newer Reviewer ${i}`,
        comment: `Newer review number ${i}.`,
        lang: 'en',
        date: `2099-01-${String(i + 1).padStart(2, '0')}`,
        postedBy: `Newer Reviewer ${i}`,
        published: true,
      })),
      {
        slug: HIDDEN_SLUG,
        name: 'Not Yet Approved',
        comment: 'Waiting for the agency.',
        lang: 'en',
        date: '2099-02-01',
        postedBy: 'Not Yet Approved',
        published: false,
      },
    ]);
  });
  afterAll(() => server?.close());

  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    return { status: res.status, html: await res.text() };
  };

  it('the API gives an approved testimonial by its slug, however old', async () => {
    const res = await server.gql<{ testimonial: { name: string; comment: string } }>(
      `query($slug: String!) { testimonial(slug: $slug, lang: "en") { name comment } }`,
      { slug: OLDEST.slug },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.testimonial).toEqual({ name: OLDEST.name, comment: OLDEST.comment });
  });

  it.each(['en', 'nl', 'fr'])('%s: the oldest approved one has its page, with its text', async (lang) => {
    const { status, html } = await get(`/${lang}/testimonials/${OLDEST.slug}/`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${OLDEST.name}</h1>`);
    expect(html).toContain(OLDEST.comment);
  });

  it('an unknown slug answers 404', async () => {
    expect((await get('/en/testimonials/no-such-review/')).status).toBe(404);
  });

  it('a testimonial not yet approved answers 404, and its text is not shown', async () => {
    const { status, html } = await get(`/en/testimonials/${HIDDEN_SLUG}/`);
    expect(status).toBe(404);
    expect(html).not.toContain('Waiting for the agency.');
  });
});
