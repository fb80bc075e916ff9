import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LanguageMark } from '../../ui/language-mark';
import { lazyComponent } from '../../ui/lazy-component';
import { responsiveImageProps } from '../../ui/responsive-image';
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
  /** The language it is written in: marked when it is not the page's. */
  lang: string;
  imageUrl?: string | null;
}

/** "YYYY-MM-DD" as day-month-year, as Belgians write dates, without time zones. */
function dayMonthYear(date: string): string {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${d}-${m}-${y}` : date;
}

/**
 * An accessible carousel: every testimonial is in the server HTML (a plain list without JS);
 * once hydrated, one slide shows at a time with previous/next buttons. Testimonials of every
 * language show; one in another language than the page's carries `lang` and a visible mark.
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
            {item.imageUrl ? (
              <img
                src={item.imageUrl}
                {...responsiveImageProps(item.imageUrl, '5rem')}
                alt={item.name}
                width={80}
                height={100}
                loading="lazy"
                className="testimonial-photo"
              />
            ) : null}
            <blockquote lang={item.lang}>
              <p>{item.comment}</p>
            </blockquote>
            <p className="testimonial-by">
              <LanguageMark lang={item.lang} /> <Link to={item.path}>{item.name}</Link> ·{' '}
              <time dateTime={item.date}>{dayMonthYear(item.date)}</time>
            </p>
          </li>
        ))}
      </ul>
      <LeaveTestimonialLink />
    </section>
  );
}
