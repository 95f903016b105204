// The Prophetess (reference section 2): a starting Spell she always keeps one of, and one Adventure
// card drawn discarded and replaced.
import { describe, expect, it } from 'vitest';
import { land, offerSpells, CAST } from '../../../src/engine/index.ts';
import { makeGame, stackDeck } from '../../helpers.ts';
import {
  askedOf, beginTurn, diceLeft, encounterSpace, expectSetUp, keepDice, script, setSpells, type Rule,
} from '../../engine/fixtures-combat.ts';

describe('the Prophetess', () => {
  it('should start on the Chapel with Strength 2, Craft 4, 4 lives, 2 fate, good, and 1 Spell', () => {
    expectSetUp('prophetess', { strength: 2, craft: 4, life: 4, fate: 2, alignment: 'good', start: 'chapel', spells: 1 });
  });

  it('should discard an Adventure card she draws and encounter the replacement instead', () => {
    let ogre = -1;
    const discardOgre: Rule = (d) => (d.kind === 'drop' ? ogre : undefined);
    const s = script(discardOgre, encounterSpace, keepDice());
    const { g, p } = makeGame({ heroes: [{ character: 'prophetess', at: 'city' }], dice: [], answer: s.answer });
    [ogre] = stackDeck(g, ['ogre', 'bag-of-gold']);
    beginTurn(g, p[0]);
    land(g, p[0], g.space('fields-1'));
    expect(askedOf(s.asked, 'drop')[0].options).toEqual([-1, ogre]);
    expect(g.adventureDiscard).toContain(ogre);
    expect(p[0].gold).toBe(2);
    expect(diceLeft(g)).toBe(0);
  });

  it('may keep the cards she draws', () => {
    // She keeps the Ogre and fights it: 2 + 6 = 8 against 5 + 1.
    const s = script((d) => (d.kind === 'drop' ? -1 : undefined), encounterSpace, keepDice());
    const { g, p } = makeGame({ heroes: [{ character: 'prophetess', at: 'city' }], dice: [6, 1], answer: s.answer });
    const [ogre] = stackDeck(g, ['ogre']);
    beginTurn(g, p[0]);
    land(g, p[0], g.space('fields-1'));
    expect(p[0].trophies).toEqual([ogre]);
  });

  it('should draw a Spell when she casts her last one', () => {
    let healing = -1;
    const s = script((d) => (d.kind === 'cast' && d.options.includes(healing) ? healing : undefined));
    const { g, p } = makeGame({ heroes: [{ character: 'prophetess', at: 'chapel' }], answer: s.answer });
    [healing] = setSpells(g, p[0], ['healing']);
    p[0].lives = 2;
    g.pool.life += 2;
    beginTurn(g, p[0]);
    offerSpells(g, p[0], CAST.start);
    expect(p[0].lives).toBe(4);
    expect(p[0].spells).toHaveLength(1);
    expect(p[0].spells).not.toContain(healing);
  });

  it('may look at other characters\' Spells, which others may not', () => {
    const { g, p } = makeGame({ heroes: ['prophetess', 'wizard', 'sorceress'] });
    expect(g.views[0].spellsOf(1)).toEqual(p[1].spells);
    expect(g.views[2].spellsOf(1)).toBeNull();
    expect(g.views[2].player(1).spellCount).toBe(2);
  });
});
