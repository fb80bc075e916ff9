import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM module of the lint scripts, without type declarations
import { cyclesOf, folderGraph } from './import-cycles.mjs';

const graphOf = (edges: [string, string][]) => {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) graph.set(from, (graph.get(from) ?? new Set()).add(to));
  return graph;
};

describe('cyclesOf', () => {
  it.each([
    ['no edge', [], []],
    [
      'a chain',
      [
        ['a', 'b'],
        ['b', 'c'],
      ],
      [],
    ],
    [
      'a loop of two',
      [
        ['a', 'b'],
        ['b', 'a'],
      ],
      [['a', 'b']],
    ],
    [
      'a loop of three beside a tail',
      [
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ],
      [['a', 'b', 'c']],
    ],
    [
      'two loops apart',
      [
        ['a', 'b'],
        ['b', 'a'],
        ['c', 'd'],
        ['d', 'c'],
        ['b', 'c'],
      ],
      [
        ['c', 'd'],
        ['a', 'b'],
      ],
    ],
  ] as [string, [string, string][], string[][]][])('%s', (_, edges, cycles) => {
    expect(cyclesOf(graphOf(edges))).toEqual(cycles);
  });
});

describe('folderGraph', () => {
  it('joins features and the client’s shared folders through their files, and leaves tests, wiring and core out', () => {
    const { graph } = folderGraph({
      'server/catalog/feed/import.ts': ['server/search/search.service.ts', 'server/core/config.ts'],
      'server/search/search.service.ts': ['server/catalog/property.view.ts'],
      'server/forms/x.test.ts': ['server/owners/owner.service.ts'],
      'server/demo/seed-demo.ts': ['server/catalog/feed/import.ts'],
      'server/main.ts': ['server/demo/seed-demo.ts'],
      'client/features/home/home-page.tsx': ['client/features/listings/index.ts', 'client/ui/button.tsx'],
    });
    expect(Object.fromEntries([...graph].map(([from, to]) => [from, [...to]]))).toEqual({
      'server/catalog': ['server/search'],
      'server/search': ['server/catalog'],
      'client/features/home': ['client/features/listings', 'client/ui'],
    });
    expect(cyclesOf(graph)).toEqual([['server/catalog', 'server/search']]);
  });
});
