import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from '../../generated';
import { ApiError, isNotFound } from '../../ui/api-error';
import { useLocale } from '../../i18n/use-locale';
import { usePageHead } from '../../ui/use-page-head';
import { Breadcrumbs, trailBelow } from '../../ui/breadcrumbs';
import { LanguageMark } from '../../ui/language-mark';
import { responsiveImageProps } from '../../ui/responsive-image';
import { NotFoundPage } from '../not-found';
import { LeaveTestimonialLink } from '../forms/leave-testimonial-link';
import { usePageRoute } from './page-route';
import './content.css';

const TestimonialQuery = graphql(`
  query TestimonialPage($slug: String!, $lang: String) {
    testimonial(slug: $slug, lang: $lang) {
      id
      name
      date
      comment
      lang
      imageUrl
      postedBy
      website
    }
  }
`);

const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');

/** /{lang}/testimonials/{slug}/: the one testimonial of that slug, however old; 404 when none is approved. */
export function TestimonialPage({ slug }: { slug: string }) {
  const lang = useLocale();
  const { data, loading, error } = useQuery(TestimonialQuery, { variables: { slug, lang } });
  const item = data?.testimonial;
  // Testimonials have no list page of their own: their trail starts at home.
  const home = usePageRoute('home');
  usePageHead({ title: item?.name, description: item?.comment, image: item?.imageUrl });
  if (loading && !data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (!item) return error && !isNotFound(error) ? <ApiError /> : <NotFoundPage />;
  return (
    <article className="container content-page" data-testimonial={item.id}>
      <Breadcrumbs items={trailBelow(home, item.name)} />
      <h1>{item.name}</h1>
      {/* The visitor's photo: a 4:5 portrait slot (600 × 750, at most 18rem wide), cropped by CSS. */}
      {item.imageUrl && (
        <img
          src={item.imageUrl}
          {...responsiveImageProps(item.imageUrl, '(min-width: 20rem) 18rem, 100vw')}
          alt={item.name}
          width={600}
          height={750}
          loading="lazy"
          className="article__image article__image--portrait"
        />
      )}
      <blockquote lang={item.lang}>
        <p>{item.comment}</p>
      </blockquote>
      <LanguageMark lang={item.lang} />
      <p>
        <Trans>
          Posted by {item.postedBy} on <time dateTime={item.date}>{dayMonthYear(item.date)}</time>
        </Trans>
      </p>
      {item.website && /^https?:\/\//.test(item.website) && (
        <p>
          <a href={item.website} target="_blank" rel="noopener noreferrer">
            {item.website}
          </a>
        </p>
      )}
      <LeaveTestimonialLink />
    </article>
  );
}
