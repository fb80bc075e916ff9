import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ServerHtmlIsland } from './server-html-island';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let renders = 0;
function Card({ title, path }: { title: string; path: string }) {
  renders += 1;
  return (
    <li>
      <a href={path}>{title}</a>
    </li>
  );
}

function Where() {
  return <p className="where">{useLocation().pathname}</p>;
}

function Page({ items }: { items: { title: string; path: string }[] }) {
  return (
    <>
      <ServerHtmlIsland as="ul" className="cards" data={items}>
        {items.map((i) => (
          <Card key={i.path} {...i} />
        ))}
      </ServerHtmlIsland>
      <Where />
    </>
  );
}

describe('ServerHtmlIsland', () => {
  it('hydrates without rendering its children, keeps their HTML, follows its links in the site, and renders new data', async () => {
    const items = [
      { title: 'Lichtrijk appartement', path: '/nl/te-koop/brussel/lichtrijk-appartement/1/' },
      { title: 'Villa met tuin', path: '/nl/te-koop/uccle/villa/2/' },
    ];
    // Rendered as on the server, where there is no window.
    const browserWindow = globalThis.window;
    Reflect.deleteProperty(globalThis, 'window');
    let html: string;
    try {
      html = renderToString(
        <MemoryRouter initialEntries={['/nl/te-koop/']}>
          <Page items={items} />
        </MemoryRouter>,
      );
    } finally {
      globalThis.window = browserWindow;
    }
    expect(html).toContain('Villa met tuin');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverList = container.querySelector('ul.cards');
    renders = 0;
    const errors: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    const app = (list: typeof items) => (
      <MemoryRouter initialEntries={['/nl/te-koop/']}>
        <Page items={list} />
      </MemoryRouter>
    );
    await act(async () => {
      root = hydrateRoot(container, app(items), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(renders).toBe(0);
    expect(container.querySelector('ul.cards')).toBe(serverList);
    expect(container.querySelectorAll('ul.cards a')).toHaveLength(2);

    // A plain click: the router moves, the page is not reloaded (the default is prevented).
    const link = container.querySelector<HTMLAnchorElement>('ul.cards li:nth-child(2) a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(container.querySelector('.where')!.textContent).toBe('/nl/te-koop/uccle/villa/2/');
    // A click with a modifier (a new tab) is the browser's.
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);

    // Other data (another page of results): rendered by the children.
    await act(async () => root.render(app([{ title: 'Loft', path: '/nl/te-koop/elsene/loft/3/' }])));
    expect(renders).toBe(1);
    expect(container.querySelector('ul.cards')!.textContent).toBe('Loft');
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
