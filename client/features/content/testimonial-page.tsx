import { Trans } from '@lingui/react/macro';

/** /{lang}/testimonials/{slug}/ */
export function TestimonialPage({ testimonialId }: { testimonialId: number }) {
  return (
    <section data-testimonial={testimonialId}>
      <p>
        <Trans>This page is being prepared.</Trans>
      </p>
    </section>
  );
}
