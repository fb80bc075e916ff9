import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM module of the lint config, without type declarations
import { BOUNDARY_EXCEPTIONS } from './boundary-exceptions.mjs';
// @ts-expect-error -- a plain ESM module of the lint config, without type declarations
import { boundaryBreach } from './import-boundaries.mjs';

describe('boundaryBreach', () => {
  it.each([
    ['server/core/config.ts', 'server/catalog/property.service', true],
    ['server/core/config.ts', 'server/core/logger', false],
    ['server/core/config.ts', 'common/languages', false],
    ['server/core/graphql/context.ts', 'server/app', true],
    ['client/features/home/home-page.tsx', 'server/core/messages', true],
    ['common/forms/field-rules.ts', 'client/i18n/i18n', true],
    ['client/ui/button.tsx', 'client/features/consent/consent', true],
    ['client/ui/button.tsx', 'client/features/consent', true],
    ['server/forms/submit-form.service.ts', 'server/page-views/append-events.service', false],
    ['server/forms/submit-form.service.ts', 'server/page-views/visits.types', false],
    ['server/forms/submit-form.service.ts', 'server/page-views/property-event.entity', true],
    ['server/forms/submit-form.service.ts', 'server/page-views', true],
    ['server/forms/submit-form.service.ts', 'server/forms/form-definitions', false],
    ['server/forms/submit-form.service.ts', 'server/mail/mail-intent.types', false],
    ['server/forms/submit-form.service.ts', 'server/mail/outbox.entity', true],
    ['server/app.ts', 'server/forms/upload.router', false],
    ['server/demo/seed-demo.ts', 'server/forms/demand-register', false],
    ['server/demo/seed-demo.ts', 'server/core/config', false],
    ['server/content/team-member.service.ts', 'server/demo/content/content.seed-data', true],
    ['server/catalog/property.service.ts', 'server/testing/test-database', true],
    ['server/core/config.ts', 'server/demo/prng', true],
    ['client/features/home/home-page.tsx', 'client/features/listings/property-card', true],
    ['client/features/home/home-page.tsx', 'client/features/listings', false],
    ['client/features/home/home-page.tsx', 'client/features/listings/index', false],
    ['client/features/home/home-page.tsx', 'client/i18n/i18n', false],
    ['client/features/home/home-page.tsx', 'client/app/path-page', true],
    ['client/ui/language-mark.tsx', 'client/app/apollo', true],
    ['client/app/path-page.tsx', 'client/features/home/home-page', false],
  ])('%s → %s: breach %s', (from, to, breach) => {
    expect(boundaryBreach(from, to) !== null).toBe(breach);
  });
});

describe('BOUNDARY_EXCEPTIONS', () => {
  // Lint reports an exception whose import is gone, but only while its file exists: a moved file
  // would leave its exceptions behind unseen.
  it.each(BOUNDARY_EXCEPTIONS as { from: string; to: string }[])(
    '$from → $to names files that exist',
    (e) => {
      expect(fs.existsSync(e.from)).toBe(true);
      expect(['.ts', '.tsx', '/index.ts'].some((ext) => fs.existsSync(`${e.to}${ext}`))).toBe(true);
    },
  );
});
