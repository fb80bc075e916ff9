import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../core/config';
import { projectPath } from './project-path';

describe('projectPath', () => {
  it.each<[LanguageCode, string, string, number, string]>([
    [
      'nl',
      'Etterbeek',
      'Résidence Jardin Royal',
      7001,
      '/nl/projecten/etterbeek/residence-jardin-royal/7001/',
    ],
    ['fr', 'Ixelles', 'Résidence Jardin Royal', 7001, '/fr/projets/ixelles/residence-jardin-royal/7001/'],
    ['en', 'Brussels', 'Les Jardins d’Élise', 12, '/en/projects/brussels/les-jardins-d-elise/12/'],
    ['de', 'Brüssel', 'Résidence Jardin Royal', 7001, '/de/projekte/brussel/residence-jardin-royal/7001/'],
    ['nl', '', '', 3, '/nl/projecten/city/project/3/'],
  ])('%s %s %s %i → %s', (lang, city, name, id, expected) => {
    expect(projectPath(lang, city, name, id)).toBe(expected);
  });
});
