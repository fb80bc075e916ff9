import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { CaptchaChallengeQuery } from '../../ui/forms/captcha';
import { SubmitConstructionContact } from '../forms/contact-form';
import { PrivacyRouteQuery } from '../../ui/forms/person-fields';
import { ProjectDetail } from './project-page';

let challenge: { algorithm: string; salt: string; challenge: string; maxNumber: number; signature: string };
beforeAll(async () => {
  const salt = 'xyz?expires=4102444800';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(salt + '3'));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  challenge = { algorithm: 'SHA-256', salt, challenge: hex, maxNumber: 20, signature: 'sig' };
});
afterEach(cleanup);

const project = {
  __typename: 'Project' as const,
  id: 7001,
  name: 'Résidence Jardin Royal',
  city: 'Etterbeek',
  path: '/en/projects/etterbeek/residence-jardin-royal/7001/',
  unitsTotal: 6,
  unitsAvailable: 4,
  priceRange: null,
  thumbnail: null,
  description: '',
  address: { __typename: 'Address' as const, formatted: 'Etterbeek' },
  photos: [],
  units: [],
};

describe("the project page's contact form", () => {
  it('asks about this project: the construction contact carries its id', async () => {
    const sent: Record<string, unknown>[] = [];
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: PrivacyRouteQuery },
        result: { data: { routes: [] } },
        maxUsageCount: 10,
      },
      {
        request: { query: CaptchaChallengeQuery },
        result: { data: { captchaChallenge: { __typename: 'CaptchaChallenge', ...challenge } } },
        maxUsageCount: 10,
      },
      {
        request: {
          query: SubmitConstructionContact,
          variables: (v: { input: Record<string, unknown> }) => {
            sent.push(v.input);
            return true;
          },
        },
        result: {
          data: {
            submitConstructionContact: {
              __typename: 'FormResult',
              ok: true,
              status: 'ACCEPTED',
              message: 'Thank you.',
              submissionId: null,
              thankYouPath: '/en/thank-you/contact-construction/',
              errors: [],
            },
          },
        },
      },
    ];
    renderWithProviders(
      <Routes>
        <Route path="/en/project/" element={<ProjectDetail project={project} routes={[]} />} />
        <Route path="/en/thank-you/contact-construction/" element={<h1>Thank-you page</h1>} />
      </Routes>,
      { route: '/en/project/', mocks },
    );
    const form = screen.getByRole('form', { name: 'Interested in this project?' });
    expect(form).toBeTruthy();
    const type = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.focus(screen.getByLabelText(/First name/));
    type(/First name/, 'Anna');
    type(/Last name/, 'Peeters');
    type(/^E-mail/, 'anna@example.be');
    type(/^Phone/, '0475 12 34 56');
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Contact us' })));
    expect(await screen.findByRole('heading', { name: 'Thank-you page' })).toBeTruthy();
    expect(sent[0]).toMatchObject({ projectId: 7001, propertyId: null, firstName: 'Anna' });
  });
});
