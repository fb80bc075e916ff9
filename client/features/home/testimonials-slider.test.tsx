import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { TestimonialsSlider } from './testimonials-slider';

afterEach(cleanup);

const item = (id: number, lang: string, imageUrl: string | null = null) => ({
  id,
  name: `Author ${id}`,
  comment: `Comment ${id}`,
  date: '2026-03-01',
  path: `/en/testimonials/author-${id}/`,
  lang,
  imageUrl,
});

describe('TestimonialsSlider', () => {
  it('shows a testimonial of another language in its language, marked, and one of the page’s unmarked', () => {
    renderWithProviders(<TestimonialsSlider items={[item(1, 'nl'), item(2, 'en')]} />);
    const dutch = screen.getByText('Comment 1').closest('blockquote')!;
    expect(dutch.getAttribute('lang')).toBe('nl');
    expect(dutch.closest('li')!.textContent).toContain('In Dutch');
    const english = screen.getByText('Comment 2').closest('blockquote')!;
    expect(english.getAttribute('lang')).toBe('en');
    expect(english.closest('li')!.textContent).not.toMatch(/In (Dutch|English|French|German)/);
  });

  it('shows the author’s photo, named, sized and lazy, resized by the server', () => {
    renderWithProviders(
      <TestimonialsSlider items={[item(1, 'fr', '/media/testimonials/abc.jpg'), item(2, 'en')]} />,
    );
    const photo = screen.getByRole('img', { name: 'Author 1' });
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['80', '100']);
    expect(photo.getAttribute('srcset')).toContain('/img?src=%2Fmedia%2Ftestimonials%2Fabc.jpg&w=320 320w');
    expect(photo.getAttribute('sizes')).toBe('5rem');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
