import { describe, expect, it } from 'vitest';
import { AGREE_ALL, DECLINE, choiceFromForm, type ConsentChoice } from './consent';

describe('choiceFromForm', () => {
  it.each<[string, unknown, unknown[], ConsentChoice | null]>([
    ['agree all, whatever the boxes', 'all', ['marketing'], AGREE_ALL],
    ['decline, whatever the boxes', 'decline', ['statistics'], DECLINE],
    ['partly: the ticked boxes', 'partly', ['statistics'], { ...DECLINE, statistics: true }],
    ['partly: none ticked', 'partly', [], DECLINE],
    ['partly: necessary ticked too', 'partly', ['necessary', 'marketing'], { ...DECLINE, marketing: true }],
    ['partly: all three', 'partly', ['preferences', 'statistics', 'marketing'], AGREE_ALL],
    ['an unknown category', 'partly', ['statistics', 'tracking'], null],
    ['a category that is no text', 'partly', [{ x: 1 }], null],
    ['an unknown choice', 'everything', [], null],
    ['no choice', undefined, [], null],
    ['a repeated choice', ['all', 'decline'], [], null],
  ])('%s', (_name, choice, categories, expected) => {
    expect(choiceFromForm(choice, categories)).toEqual(expected);
  });
});
