// Imports that break the house boundaries today (see scripts/lint/import-boundaries.mjs), file by
// file, each group with the reason it exists. The seams work empties this list: remove an entry when
// its import goes (lint reports entries that no longer match), and never add one — give the feature
// a public file (a service, a types file, a client index.ts) instead.
export const BOUNDARY_EXCEPTIONS = [
  // Content pages embed the visitor forms and the demand form file by file.
  { from: 'client/features/content/content-blocks.tsx', to: 'client/features/forms/contact-form' },
  { from: 'client/features/content/content-page.tsx', to: 'client/features/demand/demand-form' },
  { from: 'client/features/content/content-page.tsx', to: 'client/features/forms/contact-form' },
  { from: 'client/features/content/content-page.tsx', to: 'client/features/forms/job-contact-form' },
  { from: 'client/features/content/content-page.tsx', to: 'client/features/forms/testimonial-form' },
  { from: 'client/features/content/content-page.tsx', to: 'client/features/forms/valuation-form' },
  {
    from: 'client/features/content/testimonial-page.tsx',
    to: 'client/features/forms/leave-testimonial-link',
  },

  // The home page's testimonials invite a new one.
  {
    from: 'client/features/home/testimonials-slider.tsx',
    to: 'client/features/forms/leave-testimonial-link',
  },

  // The footer holds the newsletter sign-up.
  { from: 'client/features/layout/site-footer.tsx', to: 'client/features/demand/newsletter-signup' },

  // Search matches with the catalog rules and answers with the catalog property view.
  { from: 'server/search/pg.search-engine.ts', to: 'server/catalog/rules' },
  { from: 'server/search/search.resolver.ts', to: 'server/catalog/property.view' },
  { from: 'server/search/search.types.ts', to: 'server/catalog/property.view' },
];
