import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { IconSet } from './icon-set';

afterEach(cleanup);

describe('IconSet', () => {
  it.each([
    'phone',
    'mail',
    'home',
    'user',
    'briefcase',
    'menu',
    'chevron-left',
    'chevron-right',
    'play',
    'arrow-left',
    'bed-double',
    'bell',
    'list',
    'map',
    'ruler',
    'sliders-horizontal',
    'x',
  ])('%s is a decorative lucide SVG', (name) => {
    const { container } = render(<IconSet name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg!.getAttribute('aria-hidden')).toBe('true');
    expect(svg!.getAttribute('class')).toContain('icon');
  });

  it.each(['', 'unknown', 'toString', '__proto__'])('"%s" shows no icon', (name) => {
    const { container } = render(<IconSet name={name} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Icon', () => {
  it('renders the icon inside a span, which may stand in a button or a link', async () => {
    await Icon.preload();
    const { container } = render(
      <button type="button">
        <Icon name="menu" />
      </button>,
    );
    const slot = container.querySelector('button > span.icon-slot');
    expect(slot).not.toBeNull();
    expect(slot!.querySelector('svg.lucide-menu')).not.toBeNull();
  });
});
