import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tinyExe, tinyPdf } from '../../../common/forms/cv-file-type.testing';
import { renderWithProviders } from '../../ui/test-utils';
import { CaptchaChallengeQuery } from '../../ui/forms/captcha';
import type { UploadFile } from '../../ui/forms/upload-field';
import { JobContactForm, SubmitJobContact } from './job-contact-form';
import { PrivacyRouteQuery } from '../../ui/forms/person-fields';
import { LeaveTestimonialLink, SubmitTestimonial, TestimonialForm } from './testimonial-form';
import type { SubmissionMeta } from '../../ui/forms/use-form-submission';
import { VISITOR_FORM_TEXTS } from './visitor-form-texts';

// The forms' texts, loaded as a page has them once a form shows.
beforeAll(() => VISITOR_FORM_TEXTS.load('en'));

const SECRET_NUMBER = 7;
let challenge: { algorithm: string; salt: string; challenge: string; maxNumber: number; signature: string };

beforeAll(async () => {
  const salt = 'abc?expires=4102444800';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(salt + SECRET_NUMBER));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  challenge = { algorithm: 'SHA-256', salt, challenge: hex, maxNumber: 50, signature: 'sig' };
});
afterEach(cleanup);

type Answer =
  | {
      ok: boolean;
      status: string;
      message: string;
      thankYouPath?: string | null;
      errors?: { field: string; code: string; message: string }[];
    }
  | 'network-error';
interface Sent {
  input: Record<string, unknown> & { meta: SubmissionMeta };
}

const paths = (key: string, segment: string) => ({
  __typename: 'Route',
  key,
  paths: {
    __typename: 'PagePaths',
    nl: `/nl/${segment}/`,
    fr: `/fr/${segment}/`,
    en: `/en/${segment}/`,
    de: null,
  },
});

/** The routes, the captcha, and one mutation answering `answer`; what the form sent is in `sent`. */
function mocksFor(
  mutation: DocumentNode,
  field: string,
  answer: Answer,
  sent: Sent[],
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: PrivacyRouteQuery },
      result: {
        data: {
          routes: [
            paths('privacy-statement', 'privacy-statement'),
            paths('leave-testimonial', 'leave-a-testimonial'),
          ],
        },
      },
      maxUsageCount: 10,
    },
    {
      request: { query: CaptchaChallengeQuery },
      result: { data: { captchaChallenge: { __typename: 'CaptchaChallenge', ...challenge } } },
      maxUsageCount: 10,
    },
    {
      request: {
        query: mutation,
        variables: (v: Sent) => {
          sent.push(v);
          return true;
        },
      },
      maxUsageCount: 10,
      ...(answer === 'network-error'
        ? { error: new Error('offline') }
        : {
            result: {
              data: {
                [field]: {
                  __typename: 'FormResult',
                  submissionId: null,
                  thankYouPath: null,
                  ...answer,
                  errors: (answer.errors ?? []).map((e) => ({ __typename: 'FieldError', ...e })),
                },
              },
            },
          }),
    },
  ];
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const description = (el: HTMLElement): string =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('TestimonialForm', () => {
  const PHOTO_ID = 'b3f1c3c2-0000-4000-8000-000000000002';
  /** A PNG's signature and header chunk: enough for the browser's check (the server decodes it). */
  const tinyPng = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
  ]);
  const choosePhoto = (f: File) =>
    act(async () => fireEvent.change(field(/Your photo/), { target: { files: [f] } }));
  const render = (answer: Answer, upload?: UploadFile) => {
    const sent: Sent[] = [];
    renderWithProviders(
      <Routes>
        <Route path="/en/leave-a-testimonial/" element={<TestimonialForm upload={upload} />} />
        <Route path="/en/thank-you/site-contact/" element={<h1>Thank-you page</h1>} />
      </Routes>,
      {
        route: '/en/leave-a-testimonial/',
        mocks: mocksFor(SubmitTestimonial, 'submitTestimonial', answer, sent),
      },
    );
    return sent;
  };
  const fillValid = () => {
    fireEvent.focus(field(/Your name/));
    type(/Your name/, 'Élise Dubois');
    type(/Your testimonial/, 'Very professional.');
    type(/E-mail/, 'elise@example.be');
    fireEvent.click(screen.getByRole('checkbox'));
  };

  it('checks the shared rules in the browser: a website must be an http(s) address, the comment is required', async () => {
    const sent = render({ ok: true, status: 'ACCEPTED', message: 'ok' });
    type(/Your name/, 'Élise');
    type(/Your website/, 'javascript:alert(1)');
    await submit('Send my testimonial');
    expect(field(/Your website/).getAttribute('aria-invalid')).toBe('true');
    expect(description(field(/Your website/))).toContain(
      'Please enter a full web address starting with http:// or https://.',
    );
    expect(description(field(/Your testimonial/))).toContain('This field is required.');
    await waitFor(() => expect(document.activeElement).toBe(field(/Your testimonial/)));
    expect(sent).toHaveLength(0);

    // The website field is not the honeypot (also named "website"): an error there gets the focus.
    type(/Your testimonial/, 'Fine.');
    type(/E-mail/, 'elise@example.be');
    fireEvent.click(screen.getByRole('checkbox'));
    await submit('Send my testimonial');
    await waitFor(() => expect(document.activeElement).toBe(field(/Your website/)));
    expect((document.querySelector('input[name="website"]') as HTMLInputElement).value).toBe('');
  });

  it('puts the server’s website error on the website field', async () => {
    render({
      ok: false,
      status: 'INVALID',
      message: 'The fields in red must be checked.',
      errors: [{ field: 'website', code: 'url', message: 'Server: not a web address.' }],
    });
    fillValid();
    type(/Your website/, 'https://elise.example.be/');
    await submit('Send my testimonial');
    await waitFor(() => expect(description(field(/Your website/))).toContain('Server: not a web address.'));
    await waitFor(() => expect(document.activeElement).toBe(field(/Your website/)));
  });

  it('sends the testimonial (website blank → null, the page language) and opens the thank-you page', async () => {
    const sent = render({
      ok: true,
      status: 'ACCEPTED',
      message: 'Thanks',
      thankYouPath: '/en/thank-you/site-contact/',
    });
    fillValid();
    await submit('Send my testimonial');
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0].input).toMatchObject({
      name: 'Élise Dubois',
      comment: 'Very professional.',
      website: null,
      email: 'elise@example.be',
      lang: 'en',
      photoUploadId: null,
      privacyConsent: true,
    });
  });

  it('uploads an optional photo as soon as it is chosen and sends its upload id', async () => {
    const files: File[] = [];
    const upload: UploadFile = async (f) => {
      files.push(f);
      return { ok: true, file: { uploadId: PHOTO_ID, fileName: 'me.png', size: 2048 } };
    };
    const sent = render(
      { ok: true, status: 'ACCEPTED', message: 'Thanks', thankYouPath: '/en/thank-you/site-contact/' },
      upload,
    );
    fillValid();
    expect(field(/Your photo/).required).toBe(false);
    expect(field(/Your photo/).getAttribute('accept')).toContain('image/webp');
    expect(description(field(/Your photo/))).toContain('JPEG, PNG or WebP, at most 5 MB.');
    await choosePhoto(new File([tinyPng as BlobPart], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Added: me.png (2 KB)')).toBeTruthy();
    expect(files.map((f) => f.name)).toEqual(['me.png']);
    await submit('Send my testimonial');
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0].input.photoUploadId).toBe(PHOTO_ID);
  });

  it('refuses a file that is not a JPEG, PNG or WebP picture from its content, without uploading it', async () => {
    const files: File[] = [];
    const upload: UploadFile = async (f) => {
      files.push(f);
      return { ok: false, message: null };
    };
    render({ ok: true, status: 'ACCEPTED', message: 'ok' }, upload);
    await choosePhoto(new File([tinyPdf() as BlobPart], 'me.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(field(/Your photo/).getAttribute('aria-invalid')).toBe('true'));
    expect(description(field(/Your photo/))).toContain('This file is not a JPEG, PNG or WebP picture.');
    expect(files).toHaveLength(0);
  });

  it('puts the server’s photo error on the photo input', async () => {
    const upload: UploadFile = async () => ({
      ok: true,
      file: { uploadId: PHOTO_ID, fileName: 'me.png', size: 2048 },
    });
    render(
      {
        ok: false,
        status: 'INVALID',
        message: 'The fields in red must be checked.',
        errors: [
          {
            field: 'photoUploadId',
            code: 'uploadUsed',
            message: 'This photo has already been sent with another testimonial. Please add it again.',
          },
        ],
      },
      upload,
    );
    fillValid();
    await choosePhoto(new File([tinyPng as BlobPart], 'me.png', { type: 'image/png' }));
    await screen.findByText(/Added:/);
    await submit('Send my testimonial');
    await waitFor(() =>
      expect(description(field(/Your photo/))).toContain(
        'This photo has already been sent with another testimonial.',
      ),
    );
  });

  it('says "Testimonial send fail" when the server cannot be reached, values kept', async () => {
    render('network-error');
    fillValid();
    await submit('Send my testimonial');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Testimonial send fail. Please try again.'),
    );
    expect(field(/Your testimonial/).value).toBe('Very professional.');
  });

  it('shows the server’s failure message as it comes', async () => {
    render({ ok: false, status: 'UNAVAILABLE', message: 'Testimonial send fail. Please try again.' });
    fillValid();
    await submit('Send my testimonial');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Testimonial send fail. Please try again.'),
    );
  });

  it('is linked as "Leave a testimonial" in the page language', async () => {
    renderWithProviders(<LeaveTestimonialLink />, {
      route: '/en/',
      mocks: mocksFor(SubmitTestimonial, 'submitTestimonial', 'network-error', []),
    });
    expect((await screen.findByRole('link', { name: 'Leave a testimonial' })).getAttribute('href')).toBe(
      '/en/leave-a-testimonial/',
    );
  });
});

describe('JobContactForm', () => {
  const file = (bytes: Uint8Array, name: string, type = 'application/pdf') =>
    new File([bytes as BlobPart], name, { type });
  const render = (answer: Answer, upload: UploadFile) => {
    const sent: Sent[] = [];
    renderWithProviders(
      <Routes>
        <Route path="/en/team/" element={<JobContactForm upload={upload} />} />
        <Route path="/en/thank-you/site-contact/" element={<h1>Thank-you page</h1>} />
      </Routes>,
      { route: '/en/team/', mocks: mocksFor(SubmitJobContact, 'submitJobContact', answer, sent) },
    );
    return sent;
  };
  /** A stand-in for POST /api/uploads/cv (tested for real on the server side) that records the files. */
  const recordingUpload = (
    answer: Awaited<ReturnType<UploadFile>> = {
      ok: true,
      file: { uploadId: 'b3f1c3c2-0000-4000-8000-000000000001', fileName: 'Anna CV.pdf', size: 1536 },
    },
  ) => {
    const files: File[] = [];
    const upload: UploadFile = async (f) => {
      files.push(f);
      return answer;
    };
    return { files, upload };
  };
  const choose = (f: File) => act(async () => fireEvent.change(field(/Your CV/), { target: { files: [f] } }));
  const fillPerson = () => {
    fireEvent.focus(field(/Position/));
    type(/Position/, 'Real-estate agent');
    type(/First name/, 'Anna');
    type(/Last name/, 'Peeters');
    type(/E-mail/, 'anna@example.be');
    type(/Phone/, '0475 12 34 56');
    type(/Motivation/, 'I love houses.');
    fireEvent.click(screen.getByRole('checkbox'));
  };

  it('uploads a PDF as soon as it is chosen, shows its name and size, and sends the upload id', async () => {
    const { files, upload } = recordingUpload();
    const sent = render(
      { ok: true, status: 'ACCEPTED', message: 'ok', thankYouPath: '/en/thank-you/site-contact/' },
      upload,
    );
    fillPerson();
    await choose(file(tinyPdf(), 'Anna CV.pdf'));
    expect(await screen.findByText('Added: Anna CV.pdf (2 KB)')).toBeTruthy();
    expect(files.map((f) => f.name)).toEqual(['Anna CV.pdf']);
    expect(description(field(/Your CV/))).toContain('PDF, DOC or DOCX, at most 5 MB.');
    await submit('Send my application');
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0].input).toMatchObject({
      position: 'Real-estate agent',
      motivation: 'I love houses.',
      cvUploadId: 'b3f1c3c2-0000-4000-8000-000000000001',
      firstName: 'Anna',
    });
  });

  it('refuses an .exe renamed .pdf in the browser, from its content, without uploading it', async () => {
    const { files, upload } = recordingUpload();
    render({ ok: true, status: 'ACCEPTED', message: 'ok' }, upload);
    await choose(file(tinyExe(), 'cv.pdf'));
    await waitFor(() => expect(field(/Your CV/).getAttribute('aria-invalid')).toBe('true'));
    expect(description(field(/Your CV/))).toContain('This file is not a PDF, DOC or DOCX document.');
    expect(files).toHaveLength(0);
  });

  it('refuses a file over 5 MB without uploading it', async () => {
    const { files, upload } = recordingUpload();
    render({ ok: true, status: 'ACCEPTED', message: 'ok' }, upload);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(tinyPdf());
    await choose(file(big, 'big.pdf'));
    await waitFor(() =>
      expect(description(field(/Your CV/))).toContain('The file is too large: at most 5 MB.'),
    );
    expect(files).toHaveLength(0);
  });

  it('shows the server’s refusal of the upload', async () => {
    const { upload } = recordingUpload({
      ok: false,
      message: 'Le fichier est trop volumineux : 5 Mo au maximum.',
    });
    render({ ok: true, status: 'ACCEPTED', message: 'ok' }, upload);
    await choose(file(tinyPdf(), 'cv.pdf'));
    await waitFor(() =>
      expect(description(field(/Your CV/))).toContain('Le fichier est trop volumineux : 5 Mo au maximum.'),
    );
  });

  it('requires the CV before sending: the error is on the file input, which gets the focus', async () => {
    const { upload } = recordingUpload();
    const sent = render({ ok: true, status: 'ACCEPTED', message: 'ok' }, upload);
    fillPerson();
    await submit('Send my application');
    expect(field(/Your CV/).getAttribute('aria-invalid')).toBe('true');
    expect(description(field(/Your CV/))).toContain('This field is required.');
    await waitFor(() => expect(document.activeElement).toBe(field(/Your CV/)));
    expect(sent).toHaveLength(0);
  });

  it('puts the server’s "already used" error on the file input, and removing the file clears it', async () => {
    const { upload } = recordingUpload();
    render(
      {
        ok: false,
        status: 'INVALID',
        message: 'The fields in red must be checked.',
        errors: [
          {
            field: 'cvUploadId',
            code: 'uploadUsed',
            message: 'This CV has already been sent with another application. Please add it again.',
          },
        ],
      },
      upload,
    );
    fillPerson();
    await choose(file(tinyPdf(), 'cv.pdf'));
    await screen.findByText(/Added:/);
    await submit('Send my application');
    await waitFor(() =>
      expect(description(field(/Your CV/))).toContain(
        'This CV has already been sent with another application.',
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(field(/Your CV/)));
    fireEvent.click(screen.getByRole('button', { name: 'Remove the file' }));
    expect(field(/Your CV/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/Added:/)).toBeNull();
  });
});
