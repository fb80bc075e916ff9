import { randomUUID } from 'node:crypto';
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import express from 'express';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tinyDocx, tinyExe, tinyPdf } from '../../common/forms/cv-file-type.testing';
import { main as approveCli } from '../../scripts/approve-testimonial';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher';
import type { BackgroundWork } from '../worker-runtime';
import { createRateLimit } from '../core/rate-limit';
import { uploadRouter } from './upload.router';
import { purgeUnusedUploads } from './upload.service';
import {
  FORM_RESULT_FIELDS,
  type FormResultShape,
  solvedCaptcha,
  startMailWorker,
  visitor,
} from './forms.testing';
import { config } from '../core/config';
import { approveTestimonial } from '../testimonials/testimonial-approval.service';

// Before any import reads the configuration: this test's files go to a directory of its own.
const uploadDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/cv-uploads-${process.pid}-${Date.now()}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});

const SUBMIT_TESTIMONIAL = `mutation($input: TestimonialFormInput!) { submitTestimonial(input: $input) { ${FORM_RESULT_FIELDS} } }`;
const SUBMIT_JOB = `mutation($input: JobContactInput!) { submitJobContact(input: $input) { ${FORM_RESULT_FIELDS} } }`;
const TESTIMONIALS = `query { testimonials(limit: 20, lang: "en") { id slug name } }`;
const MB = 1024 * 1024;

interface UploadAnswer {
  status: number;
  body: { uploadId?: string; fileName?: string; size?: number; error?: { code: string; message: string } };
}

describe('testimonial and job contact forms', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let work: BackgroundWork;
  let dbUrl: string;

  const upload = async (
    content: Uint8Array | ReadableStream<Uint8Array>,
    name: string,
    headers: Record<string, string> = {},
  ): Promise<UploadAnswer> => {
    const res = await fetch(`${server.url}/api/uploads/cv?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', ...headers },
      body: content,
      ...(content instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    return { status: res.status, body: (await res.json()) as UploadAnswer['body'] };
  };

  const uploadPhoto = async (content: Uint8Array, name: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}/api/uploads/photo?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', ...headers },
      body: content,
    } as RequestInit);
    return { status: res.status, body: (await res.json()) as UploadAnswer['body'] };
  };
  /** A real photo: a 400 × 500 JPEG carrying EXIF (as a phone's would), or a PNG. */
  const photo = (format: 'jpeg' | 'png' = 'jpeg') => {
    const image = sharp({ create: { width: 400, height: 500, channels: 3, background: '#3a7' } });
    return (
      format === 'jpeg'
        ? image.withMetadata({ exif: { IFD0: { Copyright: 'GPS 50.85N 4.35E' } } }).jpeg()
        : image.png()
    ).toBuffer();
  };

  const applyFor = async (cvUploadId: string, email: string, lang = 'en') =>
    (
      await server.gql<{ submitJobContact: FormResultShape }>(SUBMIT_JOB, {
        input: {
          ...visitor,
          email,
          position: 'Real-estate agent',
          motivation: 'I love houses <b>a lot</b>.',
          cvUploadId,
          meta: { lang, captcha: await solvedCaptcha(server) },
        },
      })
    ).data!.submitJobContact;

  beforeAll(async () => {
    dbUrl = await freshDatabase();
    server = await startTestServer(dbUrl);
    catcher = await startMailCatcher();
    work = await startMailWorker(server.ds, dbUrl, catcher);
  });
  afterAll(async () => {
    await work?.stop();
    await catcher?.close();
    await server?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  describe('testimonial', () => {
    it('is stored unpublished, invisible to the public queries, and shown once approved', async () => {
      const email = `author-${randomUUID()}@example.be`;
      const name = `Élise Dubois ${randomUUID().slice(0, 6)}`;
      const res = await server.gql<{ submitTestimonial: FormResultShape }>(SUBMIT_TESTIMONIAL, {
        input: {
          name,
          comment: 'Very professional <script>x</script> team.',
          website: 'https://elise.example.be/',
          email,
          privacyConsent: true,
          meta: { lang: 'fr', captcha: await solvedCaptcha(server) },
        },
      });
      const answer = res.data!.submitTestimonial;
      expect(answer).toMatchObject({ ok: true, status: 'ACCEPTED', errors: [] });
      expect(answer.message).toMatch(/apparaîtra sur le site/);

      const [row] = await server.ds.query(
        `SELECT id, slug, published, lang, website, submission_id, posted_by FROM testimonial WHERE name = $1`,
        [name],
      );
      expect(row).toMatchObject({
        published: false,
        lang: 'fr',
        website: 'https://elise.example.be/',
        submission_id: answer.submissionId,
        posted_by: name,
      });
      expect(row.slug).toMatch(/^elise-dubois-[a-z0-9]+-[0-9a-f]{8}$/);
      // The e-mail is kept with the submission, never with what is published.
      expect(
        JSON.stringify(await server.ds.query(`SELECT * FROM testimonial WHERE id = $1`, [row.id])),
      ).not.toContain(email);

      const before = await server.gql<{ testimonials: { name: string }[] }>(TESTIMONIALS);
      expect(before.data!.testimonials.map((t) => t.name)).not.toContain(name);
      const page = await server.gql(`query($slug: String!) { testimonial(slug: $slug) { name } }`, {
        slug: row.slug,
      });
      expect(page.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      // The agency is told (in its language, nl) how to publish it.
      const [agency] = await catcher.waitFor((m) => m.replyTo === email);
      expect(agency.subject).toBe(`Getuigenis – ${name}`);
      expect(agency.text).toContain(`npm run testimonial:approve -- ${answer.submissionId}`);
      expect(agency.html).toContain('&lt;script&gt;');
      const [confirmation] = await catcher.waitFor((m) => m.to.includes(email));
      expect(confirmation.text).toContain('Votre adresse e-mail n’est jamais publiée');

      expect(await approveTestimonial(server.ds, answer.submissionId!)).toMatchObject({ id: row.id });
      const after = await server.gql<{ testimonials: { name: string }[] }>(TESTIMONIALS);
      expect(after.data!.testimonials.map((t) => t.name)).toContain(name);
    });

    it('is approved by the CLI with its number', async () => {
      const name = `Jan CLI ${randomUUID().slice(0, 6)}`;
      const res = await server.gql<{ submitTestimonial: FormResultShape }>(SUBMIT_TESTIMONIAL, {
        input: {
          name,
          comment: 'Top.',
          email: 'jan@example.be',
          privacyConsent: true,
          meta: { lang: 'nl', captcha: await solvedCaptcha(server) },
        },
      });
      expect(res.data!.submitTestimonial.ok).toBe(true);
      const [{ id }] = await server.ds.query(`SELECT id FROM testimonial WHERE name = $1`, [name]);
      expect(await approveCli([String(id)], { DATABASE_URL: dbUrl })).toBe(0);
      expect(await approveCli(['999999'], { DATABASE_URL: dbUrl })).toBe(1);
      const [{ published }] = await server.ds.query(`SELECT published FROM testimonial WHERE id = $1`, [id]);
      expect(published).toBe(true);
    });

    it('refuses a website that is not an http(s) address and a comment over 2000 characters', async () => {
      const res = await server.gql<{ submitTestimonial: FormResultShape }>(SUBMIT_TESTIMONIAL, {
        input: {
          name: 'X',
          comment: 'a'.repeat(2001),
          website: 'javascript:alert(1)',
          email: 'x@example.be',
          privacyConsent: true,
          meta: { lang: 'en', captcha: await solvedCaptcha(server) },
        },
      });
      const answer = res.data!.submitTestimonial;
      expect(answer.status).toBe('INVALID');
      expect(answer.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'comment', code: 'tooLong' }),
          expect.objectContaining({
            field: 'website',
            code: 'url',
            message: 'Please enter a full web address starting with http:// or https://.',
          }),
        ]),
      );
    });

    it('tells the visitor "Testimonial send fail" when it cannot be stored, and stores nothing', async () => {
      await server.ds.query(
        `ALTER TABLE testimonial ADD CONSTRAINT test_refuse CHECK (name <> 'Refused By The Database')`,
      );
      try {
        const email = `fail-${randomUUID()}@example.be`;
        const res = await server.gql<{ submitTestimonial: FormResultShape }>(SUBMIT_TESTIMONIAL, {
          input: {
            name: 'Refused By The Database',
            comment: 'Hello',
            email,
            privacyConsent: true,
            meta: { lang: 'en', captcha: await solvedCaptcha(server) },
          },
        });
        expect(res.data!.submitTestimonial).toMatchObject({
          ok: false,
          status: 'UNAVAILABLE',
          message: 'Testimonial send fail. Please try again.',
        });
        expect(await server.ds.query(`SELECT 1 FROM form_submission WHERE email = $1`, [email])).toHaveLength(
          0,
        );
      } finally {
        await server.ds.query(`ALTER TABLE testimonial DROP CONSTRAINT test_refuse`);
      }
    });
  });

  describe('testimonial with a photo', () => {
    const send = async (photoUploadId: string | null, email: string, name: string, lang = 'nl') =>
      (
        await server.gql<{ submitTestimonial: FormResultShape }>(SUBMIT_TESTIMONIAL, {
          input: {
            name,
            comment: 'Ze hebben ons huis in drie weken verkocht.',
            email,
            privacyConsent: true,
            photoUploadId,
            meta: { lang, captcha: await solvedCaptcha(server) },
          },
        })
      ).data!.submitTestimonial;

    it('keeps the photo with the submission, attaches it to the agency mail, and publishes a clean copy on approval', async () => {
      const jpeg = await photo();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const up = await uploadPhoto(jpeg, 'Me at home.jpeg');
      expect(up.status).toBe(201);
      expect(up.body).toMatchObject({ fileName: 'Me at home.jpg', size: jpeg.length });
      const [row] = await server.ds.query(`SELECT kind, path, mime FROM upload WHERE id = $1`, [
        up.body.uploadId,
      ]);
      expect(row).toMatchObject({ kind: 'photo', mime: 'image/jpeg' });
      expect((await stat(path.join(uploadDir, 'photo', row.path))).mode & 0o777).toBe(0o600);

      const email = `photo-${randomUUID()}@example.be`;
      const name = `Lotte Janssens ${randomUUID().slice(0, 6)}`;
      const answer = await send(up.body.uploadId!, email, name);
      expect(answer).toMatchObject({ ok: true, status: 'ACCEPTED' });
      const [used] = await server.ds.query(`SELECT submission_id FROM upload WHERE id = $1`, [
        up.body.uploadId,
      ]);
      expect(used.submission_id).toBe(answer.submissionId);
      // Not published yet: nothing of it is under MEDIA_DIR, and the testimonial has no picture.
      const [before] = await server.ds.query(`SELECT image_url, lang FROM testimonial WHERE name = $1`, [
        name,
      ]);
      expect(before).toEqual({ image_url: null, lang: 'nl' });

      const [agency] = await catcher.waitFor((m) => m.replyTo === email);
      expect(agency.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ['Me at home.jpg', 'image/jpeg'],
      ]);
      expect(Buffer.compare(agency.attachments[0].content, jpeg)).toBe(0);
      expect(agency.text).toContain('Foto (in bijlage, gepubliceerd met de getuigenis)');
      const [confirmation] = await catcher.waitFor((m) => m.to.includes(email));
      expect(confirmation.attachments).toHaveLength(0);

      const approved = await approveTestimonial(server.ds, answer.submissionId!);
      expect(approved?.imageUrl).toMatch(/^\/media\/testimonials\/[0-9a-f]{32}\.jpg$/);
      const published = await readFile(
        path.join(config().MEDIA_DIR, approved!.imageUrl!.slice('/media/'.length)),
      );
      const meta = await sharp(published).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 500 });
      // A phone's photo says where it was taken: the published copy says nothing.
      expect(meta.exif).toBeUndefined();
      const shown = await server.gql<{ testimonial: { imageUrl: string | null; lang: string } }>(
        `query($slug: String!) { testimonial(slug: $slug, lang: "fr") { imageUrl lang } }`,
        { slug: approved!.slug },
      );
      expect(shown.data!.testimonial).toEqual({ imageUrl: approved!.imageUrl, lang: 'nl' });
      const res = await fetch(`${server.url}${approved!.imageUrl}`);
      expect(res.status).toBe(200);
      // Approving again keeps the photo it has.
      expect((await approveTestimonial(server.ds, String(approved!.id)))?.imageUrl).toBe(approved!.imageUrl);
    });

    it('is optional: a testimonial without a photo stays without one', async () => {
      const name = `No Photo ${randomUUID().slice(0, 6)}`;
      const answer = await send(null, `np-${randomUUID()}@example.be`, name);
      expect(answer.ok).toBe(true);
      expect((await approveTestimonial(server.ds, answer.submissionId!))?.imageUrl).toBeNull();
    });

    it('accepts PNG and WebP from their content, and refuses what is not a picture, with localized messages', async () => {
      expect((await uploadPhoto(await photo('png'), 'me.jpg')).body.fileName).toBe('me.png');
      const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer();
      expect((await uploadPhoto(webp, 'me')).body).toMatchObject({ fileName: 'me.webp' });

      const before = (await readdir(path.join(uploadDir, 'photo'))).length;
      const exe = await uploadPhoto(tinyExe(), 'me.jpg', { 'content-type': 'image/jpeg', 'x-lang': 'fr' });
      expect(exe).toEqual({
        status: 415,
        body: {
          error: { code: 'UNSUPPORTED_TYPE', message: "Ce fichier n'est pas une image JPEG, PNG ou WebP." },
        },
      });
      // A PDF is a CV, not a photo; an SVG is a script-carrying drawing, not a photo.
      expect((await uploadPhoto(tinyPdf(), 'me.png')).status).toBe(415);
      expect(
        (await uploadPhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'me.svg')).status,
      ).toBe(415);
      // The right first bytes and nothing behind them.
      const fake = await uploadPhoto(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]), 'me.jpg', {
        'x-lang': 'nl',
      });
      expect(fake).toEqual({
        status: 415,
        body: {
          error: {
            code: 'UNSUPPORTED_TYPE',
            message:
              'Deze afbeelding kon niet gelezen worden of is groter dan 50 megapixels. Kies een andere foto.',
          },
        },
      });
      expect((await readdir(path.join(uploadDir, 'photo'))).length).toBe(before);

      const big = new Uint8Array(6 * MB);
      big.set(await photo());
      expect(await uploadPhoto(big, 'big.jpg', { 'x-lang': 'de' })).toEqual({
        status: 413,
        body: { error: { code: 'TOO_LARGE', message: 'Die Datei ist zu groß: höchstens 5 MB.' } },
      });
    });

    it('takes only a photo upload, once: a CV upload or a used photo is a field error, never a 500', async () => {
      const cv = await upload(tinyPdf(), 'cv.pdf');
      const withCv = await send(cv.body.uploadId!, `cv-${randomUUID()}@example.be`, 'Wrong Kind', 'en');
      expect(withCv.status).toBe('INVALID');
      expect(withCv.errors).toEqual([
        {
          field: 'photoUploadId',
          code: 'uploadUnknown',
          message: 'Your photo was not found or has expired. Please add it again.',
        },
      ]);
      const up = await uploadPhoto(await photo(), 'me.jpg');
      expect((await send(up.body.uploadId!, `a-${randomUUID()}@example.be`, 'First')).ok).toBe(true);
      const again = await send(up.body.uploadId!, `b-${randomUUID()}@example.be`, 'Second', 'fr');
      expect(again.errors).toEqual([
        {
          field: 'photoUploadId',
          code: 'uploadUsed',
          message: 'Cette photo a déjà été envoyée avec un autre témoignage. Veuillez l’ajouter à nouveau.',
        },
      ]);
      // And the job form does not take a photo for a CV.
      const photoForCv = await applyFor(
        (await uploadPhoto(await photo(), 'me.jpg')).body.uploadId!,
        `j-${randomUUID()}@example.be`,
      );
      expect(photoForCv.errors[0]).toMatchObject({ field: 'cvUploadId', code: 'uploadUnknown' });
    });
  });

  describe('job contact with a CV', () => {
    it('uploads a PDF and attaches the very same bytes to the agency mail only', async () => {
      const pdf = tinyPdf('Anna Peeters - CV');
      const up = await upload(pdf, 'Anna CV.pdf');
      expect(up.status).toBe(201);
      expect(up.body).toMatchObject({ fileName: 'Anna CV.pdf', size: pdf.length });

      // Stored outside the web root, under a random name, readable by the server's user only.
      const [row] = await server.ds.query(
        `SELECT path, mime, size, original_name, used_at FROM upload WHERE id = $1`,
        [up.body.uploadId],
      );
      expect(row).toMatchObject({
        mime: 'application/pdf',
        size: pdf.length,
        original_name: 'Anna CV.pdf',
        used_at: null,
      });
      expect(row.path).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect((await stat(path.join(uploadDir, 'cv', row.path))).mode & 0o777).toBe(0o600);

      const email = `applicant-${randomUUID()}@example.be`;
      const answer = await applyFor(up.body.uploadId!, email);
      expect(answer).toMatchObject({ ok: true, status: 'ACCEPTED' });

      const [agency] = await catcher.waitFor((m) => m.replyTo === email);
      expect(agency.to).toEqual(['info@immo-demo.be']);
      expect(agency.subject).toBe('Sollicitatie – Anna Peeters');
      expect(agency.attachments).toHaveLength(1);
      expect(agency.attachments[0]).toMatchObject({
        filename: 'Anna CV.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
      });
      expect(Buffer.compare(agency.attachments[0].content, Buffer.from(pdf))).toBe(0);
      expect(agency.html).toContain('I love houses &lt;b&gt;a lot&lt;/b&gt;.');
      const [confirmation] = await catcher.waitFor((m) => m.to.includes(email));
      expect(confirmation.attachments).toHaveLength(0);
      // It thanks for an application, once: not for "your message" as well.
      expect(confirmation.subject).toBe('We have received your application');
      expect(confirmation.text).toContain('Thank you for your application');
      expect(confirmation.text).not.toContain('Thank you for your message');
      // The file name is the visitor's text: the confirmation does not repeat it, nor the motivation.
      expect(confirmation.text).not.toContain('Anna CV.pdf');
      expect(confirmation.text).not.toContain('I love houses');

      const [used] = await server.ds.query(`SELECT used_at, submission_id FROM upload WHERE id = $1`, [
        up.body.uploadId,
      ]);
      expect(used.used_at).not.toBeNull();
      expect(used.submission_id).toBe(answer.submissionId);
    });

    it('accepts a DOCX found from its content whatever its name', async () => {
      const up = await upload(tinyDocx(), 'cv.pdf');
      expect(up.status).toBe(201);
      expect(up.body.fileName).toBe('cv.docx');
    });

    it('refuses a used, an unknown or an expired upload with a field error', async () => {
      const up = await upload(tinyPdf(), 'cv.pdf');
      expect((await applyFor(up.body.uploadId!, `first-${randomUUID()}@example.be`)).ok).toBe(true);
      const again = await applyFor(up.body.uploadId!, `second-${randomUUID()}@example.be`);
      expect(again.status).toBe('INVALID');
      expect(again.errors).toEqual([
        {
          field: 'cvUploadId',
          code: 'uploadUsed',
          message: 'This CV has already been sent with another application. Please add it again.',
        },
      ]);

      const unknown = await applyFor(randomUUID(), `u-${randomUUID()}@example.be`, 'nl');
      expect(unknown.errors).toEqual([
        {
          field: 'cvUploadId',
          code: 'uploadUnknown',
          message: 'Uw cv werd niet gevonden of is verlopen. Voeg het opnieuw toe.',
        },
      ]);
      expect((await applyFor('not-a-uuid', `u-${randomUUID()}@example.be`)).errors[0].code).toBe(
        'uploadUnknown',
      );

      const old = await upload(tinyPdf(), 'cv.pdf');
      await server.ds.query(`UPDATE upload SET created_at = now() - interval '25 hours' WHERE id = $1`, [
        old.body.uploadId,
      ]);
      expect((await applyFor(old.body.uploadId!, `o-${randomUUID()}@example.be`)).errors[0].code).toBe(
        'uploadUnknown',
      );
    });

    it('refuses an .exe renamed .pdf, whatever type is declared, with a message in the visitor language', async () => {
      const before = (await readdir(path.join(uploadDir, 'cv'))).length;
      const res = await upload(tinyExe(), 'cv.pdf', { 'content-type': 'application/pdf', 'x-lang': 'fr' });
      expect(res.status).toBe(415);
      expect(res.body.error).toEqual({
        code: 'UNSUPPORTED_TYPE',
        message: "Ce fichier n'est pas un document PDF, DOC ou DOCX.",
      });
      expect((await readdir(path.join(uploadDir, 'cv'))).length).toBe(before);
    });

    it('refuses 6 MB at once from its Content-Length (413)', async () => {
      const big = new Uint8Array(6 * MB);
      big.set(tinyPdf());
      const res = await upload(big, 'big.pdf', { 'accept-language': 'nl-BE,nl;q=0.9' });
      expect(res.status).toBe(413);
      expect(res.body.error).toEqual({
        code: 'TOO_LARGE',
        message: 'Het bestand is te groot: hoogstens 5 MB.',
      });
    });

    it('refuses a chunked body (no Content-Length) once it passes 5 MB', async () => {
      let sent = 0;
      const chunk = new Uint8Array(256 * 1024);
      chunk.set(tinyPdf());
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 6 * MB) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await upload(stream, 'chunked.pdf');
      expect(res.status).toBe(413);
      expect(res.body.error?.code).toBe('TOO_LARGE');
      expect(await server.ds.query(`SELECT 1 FROM upload WHERE size > $1`, [5 * MB])).toHaveLength(0);
    });

    it('never reads more than a lying Content-Length announces', async () => {
      const { port } = new URL(server.url);
      const head = Buffer.from(
        `POST /api/uploads/cv?name=liar.pdf HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/pdf\r\nContent-Length: 1000\r\n\r\n`,
      );
      const body = Buffer.alloc(6 * MB, 0x41);
      body.write('%PDF-1.4\n');
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(head);
          socket.write(body, () => undefined);
        });
        let text = '';
        socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
        socket.on('error', () => resolve(text));
        socket.on('close', () => resolve(text));
      });
      // The first 1000 bytes are the request; the rest is not a request at all: HTTP refuses it
      // (400, connection closed), before or after the 1000 bytes were answered.
      expect(answer).toMatch(/^HTTP\/1\.1 (400|201)/);
      if (answer.startsWith('HTTP/1.1 201')) expect(answer).toContain('"size":1000');
      expect(
        await server.ds.query(`SELECT 1 FROM upload WHERE size > 1000 AND original_name = 'liar.pdf'`),
      ).toHaveLength(0);
    });

    it('limits uploads per IP, with a message in the visitor language', async () => {
      const app = express().use(
        '/api/uploads',
        uploadRouter(server.ds, {
          rateLimit: createRateLimit(null, {
            keyPrefix: `t-${randomUUID()}`,
            points: 2,
            durationSeconds: 600,
          }),
        }),
      );
      const http = await new Promise<Server>((resolve) => {
        const s = app.listen(0, '127.0.0.1', () => resolve(s));
      });
      try {
        const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/uploads/cv?name=cv.pdf`;
        const statuses: number[] = [];
        let last: unknown;
        for (let i = 0; i < 3; i++) {
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'x-lang': 'de' },
            body: Buffer.from(tinyPdf()),
          });
          statuses.push(res.status);
          last = await res.json();
        }
        expect(statuses).toEqual([201, 201, 429]);
        expect(last).toEqual({
          error: {
            code: 'RATE_LIMITED',
            message:
              'Sie haben zu viele Dateien gesendet. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
          },
        });
      } finally {
        await new Promise((resolve) => http.close(resolve));
      }
    });

    it('deletes uploads nobody used after a day, file and row', async () => {
      const up = await upload(tinyPdf(), 'forgotten.pdf');
      const [{ path: file }] = await server.ds.query(`SELECT path FROM upload WHERE id = $1`, [
        up.body.uploadId,
      ]);
      await server.ds.query(`UPDATE upload SET created_at = now() - interval '25 hours' WHERE id = $1`, [
        up.body.uploadId,
      ]);
      expect(await purgeUnusedUploads(server.ds)).toBeGreaterThanOrEqual(1);
      expect(await server.ds.query(`SELECT 1 FROM upload WHERE id = $1`, [up.body.uploadId])).toHaveLength(0);
      await expect(stat(path.join(uploadDir, 'cv', file))).rejects.toThrow(/ENOENT/);
    });
  });
});
