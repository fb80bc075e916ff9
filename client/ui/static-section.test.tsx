import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadForServerRender } from './lazy-component';
import { staticSection } from './static-section';

function Facts({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The browser's view of a section: its chunk arrives when the test says so. */
function slowSection() {
  let arrive = () => {};
  const section = staticSection(
    'facts',
    () => new Promise<typeof Facts>((resolve) => (arrive = () => resolve(Facts))),
  );
  return { section, arrive: () => arrive() };
}

// React's act() outside Testing Library's render helpers.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('staticSection', () => {
  it('is whole in the server’s HTML once the server has run its loads (it never preloads a section by name)', async () => {
    const Section = staticSection('facts', () => Promise.resolve(Facts));
    await preloadForServerRender('code');
    expect(renderToString(<Section items={['Cellar']} />)).toMatch(
      /^<div class="facts">.*<ul><li>Cellar<\/li><\/ul>.*<\/div>$/,
    );
  });

  it('keeps the server HTML through hydration, then renders the same markup from its chunk', async () => {
    const Server = staticSection('facts', () => Promise.resolve(Facts));
    await Server.preload();
    const html = renderToString(<Server items={['3 bedrooms', 'Garden']} />);
    expect(html).toContain('<li>Garden</li>');

    const container = document.createElement('div');
    container.innerHTML = html;
    const serverList = container.querySelector('ul');
    const { section: Client, arrive } = slowSection();
    const errors: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Client items={['3 bedrooms', 'Garden']} />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    // Hydrated without its code: React left the server's children alone.
    expect(container.querySelector('ul')).toBe(serverList);
    expect(container.textContent).toBe('3 bedroomsGarden');

    await act(async () => {
      arrive();
      await Client.preload();
    });
    // The chunk's component now owns the section, with the same content, in the same div.
    expect(container.querySelectorAll('div.facts')).toHaveLength(1);
    expect(container.querySelector('ul')).not.toBe(serverList);
    expect(container.querySelector('div.facts')!.innerHTML).toBe(
      '<ul><li>3 bedrooms</li><li>Garden</li></ul>',
    );
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });

  it('renders the section once loaded when there is no server HTML (client-side navigation)', async () => {
    const { section: Client, arrive } = slowSection();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Client items={['Cellar']} />));
    expect(container.innerHTML).toBe('<div class="facts"></div>');
    await act(async () => {
      arrive();
      await Client.preload();
    });
    expect(container.innerHTML).toBe('<div class="facts"><ul><li>Cellar</li></ul></div>');
    act(() => root.unmount());
  });

  it("with keep 'until-props-change', keeps the server's markup after its chunk arrives, until other props come", async () => {
    const Server = staticSection('facts', () => Promise.resolve(Facts));
    await Server.preload();
    const html = renderToString(<Server items={['Garden']} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const serverList = container.querySelector('ul');
    let arrive = () => {};
    const Client = staticSection(
      'facts',
      () => new Promise<typeof Facts>((resolve) => (arrive = () => resolve(Facts))),
      { keep: 'until-props-change' },
    );
    const items = ['Garden'];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Client items={items} />);
    });
    await act(async () => {
      arrive();
      await Client.preload();
    });
    // Loaded, and still the server's list: nothing re-rendered.
    expect(container.querySelector('ul')).toBe(serverList);
    await act(async () => root.render(<Client items={items} />));
    expect(container.querySelector('ul')).toBe(serverList);
    // Other props: the component renders them.
    await act(async () => root.render(<Client items={['Cellar']} />));
    expect(container.querySelector('div.facts')!.innerHTML).toBe('<ul><li>Cellar</li></ul>');
    act(() => root.unmount());
  });
});
