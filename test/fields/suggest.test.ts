// "Did you mean": folding, the edit distance, and the nearest allowed value within reach.
import { describe, expect, it } from 'vitest';
import { editDistance, folded, nearest } from '../../src/fields/suggest.ts';

describe('suggestions', () => {
  it('folds case and punctuation into words', () => {
    expect(['Bog Troll', 'bog troll', 'Bog-Troll', ' BOG__troll! '].map(folded)).toEqual(['bog-troll', 'bog-troll', 'bog-troll', 'bog-troll']);
  });

  it.each([
    ['', '', 0], ['dragon', 'dragon', 0], ['dragn', 'dragon', 1], ['gaint', 'giant', 1], ['ogre', 'orge', 1],
    ['kitten', 'sitting', 3], ['', 'abc', 3], ['ca', 'abc', 3],
  ])('%s to %s is %i edits', (a, b, n) => {
    expect(editDistance(a, b)).toBe(n);
    expect(editDistance(b, a)).toBe(n);
  });

  it('suggests the nearest value within a third of the word, never a far one', () => {
    const titles = ['Dragon', 'Giant', 'Ogre', "Solomon's Crown"];
    expect(nearest('dragn', titles)).toBe('Dragon');
    expect(nearest('Gaint', titles)).toBe('Giant');
    expect(nearest('solomons-crown', titles)).toBe("Solomon's Crown");
    expect(nearest('Orc', titles)).toBeUndefined();
    expect(nearest('Barrow Beast', titles)).toBeUndefined();
  });
});
