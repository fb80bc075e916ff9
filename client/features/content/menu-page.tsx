import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { graphql } from '../../generated';
import type { ModulesQuery } from '../../generated/graphql';
import { useLocale } from '../../i18n/use-locale';
import { usePageHead } from '../../ui/use-page-head';
import { Breadcrumbs, trailBelow } from '../../ui/breadcrumbs';
import { NotFoundPage } from '../not-found';
import { CmsHtml, ContactBlock, ServicesList, TeamList } from './content-blocks';
import { usePageRoute } from './page-route';
import './content.css';

const MenuPageQuery = graphql(`
  query MenuPage($lang: String) {
    menus(lang: $lang) {
      id
      title
      path
      content
      modules
      description
      image
      metadata {
        pageTitle
        description
        socialImage
      }
      children {
        id
        title
        content
        modules
      }
    }
  }
`);

const ModulesQueryDoc = graphql(`
  query Modules($ids: [Int!], $lang: String) {
    modules(ids: $ids, lang: $lang) {
      id
      title
      titlePublic
      titleSize
      description
      view
      span
      columns {
        sm
        md
        lg
      }
      backgroundType
      colorBackground
      image
      numberItemOfRow
      maxItems
      cssClass
      relations {
        type
        id
      }
    }
  }
`);

type ModuleData = ModulesQuery['modules'][number];

function ModuleBody({ module: m }: { module: ModuleData }) {
  const relation = m.relations[0];
  if (!relation) return null;
  if (relation.type === 'category' && relation.id === 'service-articles')
    return <ServicesList max={m.maxItems} itemsPerRow={m.numberItemOfRow} />;
  if (relation.type === 'category' && relation.id === 'team')
    return <TeamList max={m.maxItems} itemsPerRow={m.numberItemOfRow} />;
  if (relation.type === 'contact') return <ContactBlock />;
  if (relation.type === 'property-list' && relation.id === 'projects')
    return (
      <p>
        <Trans>No projects are currently available</Trans>
      </p>
    );
  return null;
}

/** One module of a menu page, per its config: title (h1/h2, shown or not), description, background, width of 12. */
export function ModuleView({ module: m }: { module: ModuleData }) {
  const Heading = m.titleSize === 'h1' ? 'h1' : 'h2';
  const style: CSSProperties = {};
  if (m.backgroundType === 'color' && m.colorBackground) style.background = m.colorBackground;
  if (m.backgroundType === 'image' && m.image) style.backgroundImage = `url("${encodeURI(m.image)}")`;
  const span = Math.max(1, Math.min(12, m.span || 12));
  return (
    <section
      className={['module', m.backgroundType ? 'module--bg' : '', m.cssClass].filter(Boolean).join(' ')}
      style={{ ...style, maxWidth: `${(span / 12) * 100}%` }}
      data-module={m.id}
      data-view={m.view || undefined}
    >
      {m.title && m.titlePublic && <Heading>{m.title}</Heading>}
      {m.description && <p>{m.description}</p>}
      <ModuleBody module={m} />
    </section>
  );
}

/** A published menu entry's own page (/{menu path}/): its content and its modules. */
export function MenuPage({ menuId }: { menuId: number }) {
  const lang = useLocale();
  const { data, loading } = useQuery(MenuPageQuery, { variables: { lang } });
  const entry = (data?.menus ?? []).flatMap((m) => [m, ...m.children]).find((m) => m.id === menuId);
  // A child entry's trail passes through its parent entry: Home › parent › child.
  const parent = data?.menus.find((m) => m.children.some((c) => c.id === menuId));
  const home = usePageRoute('home');
  const ids = entry?.modules ?? [];
  const modules = useQuery(ModulesQueryDoc, { variables: { ids, lang }, skip: ids.length === 0 });
  // The entry's own search-engine texts where the agency wrote them (top-level entries: a child's
  // would multiply the query's cost by the number of entries), else its title and text.
  const own = data?.menus.find((m) => m.id === menuId);
  usePageHead({
    title: own?.metadata?.pageTitle || entry?.title,
    description: own?.metadata?.description || own?.description || entry?.content,
    image: own?.metadata?.socialImage || own?.image,
  });
  if (loading && !data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (!entry) return <NotFoundPage />;
  const list = modules.data?.modules ?? [];
  const titledByModule = list.some((m) => m.titlePublic && m.titleSize === 'h1' && m.title);
  return (
    <article className="container content-page" data-menu={menuId}>
      <Breadcrumbs
        items={trailBelow(home, entry.title, parent ? [{ name: parent.title, path: parent.path }] : [])}
      />
      {!titledByModule && <h1>{entry.title}</h1>}
      <CmsHtml html={entry.content} />
      {list.map((m) => (
        <ModuleView key={m.id} module={m} />
      ))}
    </article>
  );
}
