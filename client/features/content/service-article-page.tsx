import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from '../../generated';
import { useLocale } from '../../i18n/use-locale';
import { usePageHead } from '../../ui/use-page-head';
import { Breadcrumbs, trailBelow } from '../../ui/breadcrumbs';
import { NotFoundPage } from '../not-found';
import { responsiveImageProps } from '../../ui/responsive-image';
import { CmsHtml } from './content-blocks';
import { usePageRoute } from './page-route';
import './content.css';

const ServiceArticleQuery = graphql(`
  query ServiceArticlePage($lang: String) {
    serviceArticles(lang: $lang) {
      id
      title
      summary
      imageUrl
      body
    }
  }
`);

/** /{lang}/nos-services/{slug}/ */
export function ServiceArticlePage({ articleId }: { articleId: number }) {
  const lang = useLocale();
  const { data, loading } = useQuery(ServiceArticleQuery, { variables: { lang } });
  const article = data?.serviceArticles.find((a) => a.id === articleId);
  const services = usePageRoute('services');
  usePageHead({
    title: article?.title,
    description: article?.summary || article?.body,
    image: article?.imageUrl,
  });
  if (loading && !data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (!article) return <NotFoundPage />;
  return (
    <article className="container content-page" data-article={articleId}>
      <Breadcrumbs items={trailBelow(services, article.title)} />
      <h1>{article.title}</h1>
      {article.imageUrl && (
        <img
          src={article.imageUrl}
          {...responsiveImageProps(article.imageUrl, '(min-width: 1280px) 75rem, 100vw', 800)}
          alt=""
          width={800}
          height={533}
          className="article__image"
        />
      )}
      {article.summary && <p className="article__summary">{article.summary}</p>}
      <CmsHtml html={article.body} />
    </article>
  );
}
