import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import './demand.css';

// Its own chunk: the form kit and the mutation load only when the block comes into view.
const NewsletterForm = lazy(() => import('./newsletter-form'));

/**
 * The newsletter block at the bottom of every page. The server renders the heading and text; the
 * form is fetched once the block is near the viewport (after hydration, so both renders agree).
 */
export function NewsletterSignup() {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setWanted(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={ref} className="container newsletter-signup" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Newsletter</Trans>
      </h2>
      <p>
        <Trans>
          Our news and new properties in your mailbox. You confirm with the link we e-mail you, and can
          unsubscribe at any time.
        </Trans>
      </p>
      {wanted && (
        <Suspense fallback={null}>
          <NewsletterForm labelledBy={titleId} />
        </Suspense>
      )}
    </section>
  );
}
