// "Did you mean": the nearest known word within two edits (a swap of neighbours is one), ignoring
// case, and nothing for a word too far from every one or too short to tell.
import { describe, expect, it } from 'vitest';
import { closest } from '../../src/fields/suggest.ts';

describe('closest', () => {
  it.each([
    ['gmaes', ['games', 'games-csv', 'seed'], 'games'],
    ['defualt', ['default', 'doc-x1', 'two-d6-combat'], 'default'],
    ['trophyrate', ['roundCap', 'trophyRate'], 'trophyRate'],
    ['sed', ['seed', 'seek'], 'seed'],
    ['bogus', ['games', 'seed', 'out'], null],
    ['ab', ['a', 'b'], null],
  ])('should suggest for %s among %j: %s', (word, candidates, meant) => {
    expect(closest(word, candidates)).toBe(meant);
  });
});
