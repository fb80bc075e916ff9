import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { lazyComponent } from '../../ui/lazy-component';
import { LeaveTestimonialLink } from '../forms/leave-testimonial-link';

const TestimonialsControls = lazyComponent(() =>
  import('./testimonials-controls').then((m) => m.TestimonialsControls),
);

interface Testimonial {
  id: number;
  name: string;
  comment: string;
  date: string;
  path: string;
}

/** "YYYY-MM-DD" as day-month-year, as Belgians write dates, without time zones. */
function dayMonthYear(date: string): string {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${d}-${m}-${y}` : date;
}

/**
 * An accessible carousel: every testimonial is in the server HTML (a plain list without JS);
 * once hydrated, one slide shows at a time with previous/next buttons.
 */
export function TestimonialsSlider({ items }: { items: Testimonial[] }) {
  const { t } = useLingui();
  const [enhanced, setEnhanced] = useState(false);
  const [index, setIndex] = useState(0);
  useEffect(() => setEnhanced(true), []);
  const count = items.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  return (
    <section
      className={`testimonials${enhanced ? ' is-enhanced' : ''}`}
      aria-roledescription={t`carousel`}
      aria-labelledby="testimonials-title"
    >
      <h2 id="testimonials-title">
        <Trans>Testimonials</Trans>
      </h2>
      {enhanced && count > 1 ? (
        <Suspense fallback={null}>
          <TestimonialsControls onMove={go} />
        </Suspense>
      ) : null}
      <ul className="testimonials-slides" aria-live={enhanced ? 'polite' : undefined}>
        {items.map((item, i) => (
          <li
            key={item.id}
            aria-roledescription={t`slide`}
            aria-label={t`${i + 1} of ${count}`}
            hidden={enhanced && i !== index}
          >
            <blockquote>
              <p>{item.comment}</p>
            </blockquote>
            <p className="testimonial-by">
              <Link to={item.path}>{item.name}</Link> ·{' '}
              <time dateTime={item.date}>{dayMonthYear(item.date)}</time>
            </p>
          </li>
        ))}
      </ul>
      <LeaveTestimonialLink />
    </section>
  );
}
