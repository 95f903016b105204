// The 29 Enemies (reference 3.3-3.4): each fights with its printed Strength or Craft (a win by one
// kills it for a trophy, an equal score is a stand-off that leaves it there), the Bandit can be
// paid off and the Ghost places itself when drawn.
import { describe, expect, it } from 'vitest';
import { gainCraft, gainStrength } from '../../../src/engine/index.ts';
import { ADVENTURE_CARDS } from '../../../src/content/adventure-cards.ts';
import { lay, makeGame, stackDeck } from '../../helpers.ts';
import { expectDiceUsed, landOn, script, whereIs } from './script.ts';

/** [id, Strength or Craft, psychic] per Enemy title (reference 3.3-3.4). */
const ENEMIES: [string, number, boolean][] = [
  ['wild-boar', 1, false], ['wolf', 2, false], ['ape', 3, false], ['bear', 3, false], ['lion', 3, false],
  ['serpent', 4, false], ['dragon', 7, false], ['goblin', 2, false], ['hobgoblin', 3, false], ['bandit', 4, false],
  ['ogre', 5, false], ['giant', 6, false],
  ['lemure', 1, true], ['shadow', 2, true], ['spectre', 3, true], ['ghost', 4, true], ['wraith', 5, true], ['demon', 10, true],
];

/** The Thief (Strength 3, Craft 3) raised to 3 + the Enemy's value, lands on it: rolls 1 vs `enemyDie`. */
function fight(id: string, value: number, psychic: boolean, enemyDie: number) {
  const t = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [1, enemyDie], answer: script({ no: ['pay-bandit'] }) });
  if (psychic) gainCraft(t.g, t.p[0], value);
  else gainStrength(t.g, t.p[0], value);
  const card = lay(t.g, 'fields-1', id);
  landOn(t.g, t.p[0], 'fields-1');
  expectDiceUsed(t.g);
  return { ...t, card };
}

describe('Enemies fight with their printed values', () => {
  it('covers every Enemy title of the deck', () => {
    const titles = ADVENTURE_CARDS.filter((c) => c.kind === 'enemy').map((c) => c.id).sort();
    expect(ENEMIES.map(([id]) => id).sort()).toEqual(titles);
  });

  it.each(ENEMIES)('%s (%i) is killed for a trophy when beaten by one', (id, value, psychic) => {
    const { g, p, card } = fight(id, value, psychic, 3);
    expect(p[0].trophies).toEqual([card]);
    expect(g.spaceCards[g.space('fields-1')]).toEqual([]);
    expect(p[0].lives).toBe(4);
  });

  it.each(ENEMIES)('%s (%i) stays after a stand-off at equal scores', (id, value, psychic) => {
    const { g, p, card } = fight(id, value, psychic, 4);
    expect(p[0].trophies).toEqual([]);
    expect(whereIs(g, card)).toBe('fields-1');
    expect(p[0].lives).toBe(4);
    expect(g.turnOver).toBe(true);
  });
});

describe('Bandit', () => {
  it('Bandit does not attack a character who pays him 1G, and stays', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [], answer: script({ yes: ['pay-bandit'] }) });
    const bandit = lay(g, 'fields-1', 'bandit');
    landOn(g, p[0], 'fields-1');
    expect(p[0].gold).toBe(0);
    expect(whereIs(g, bandit)).toBe('fields-1');
    expect(p[0].trophies).toEqual([]);
  });
});

describe('Ghost', () => {
  it('Ghost places itself by a die when drawn and does not attack the drawer', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [3], answer: script() });
    const [ghost] = stackDeck(g, ['ghost', 'bag-of-gold']);
    landOn(g, p[0], 'fields-1');
    expect(whereIs(g, ghost)).toBe('graveyard');
    expect(p[0].lives).toBe(4);
    expectDiceUsed(g);
  });
});
