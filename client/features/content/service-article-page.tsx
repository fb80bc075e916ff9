import { Trans } from '@lingui/react/macro';

/** /{lang}/nos-services/{slug}/ */
export function ServiceArticlePage({ articleId }: { articleId: number }) {
  return (
    <section data-article={articleId}>
      <p>
        <Trans>This page is being prepared.</Trans>
      </p>
    </section>
  );
}
