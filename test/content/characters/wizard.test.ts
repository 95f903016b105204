// The Wizard (reference section 2): two starting Spells, always at least one, and psychic attacks
// on characters.
import { describe, expect, it } from 'vitest';
import { land, offerSpells, CAST } from '../../../src/engine/index.ts';
import { REWARD_LIFE } from '../../../src/engine/combat-characters.ts';
import { makeGame } from '../../helpers.ts';
import {
  action, beginTurn, castNothing, choose, diceLeft, expectSetUp, keepDice, script, setSpells,
} from '../../engine/fixtures-combat.ts';

describe('the Wizard', () => {
  it('should start on the Graveyard with Strength 2, Craft 5, 4 lives, 3 fate, evil, and 2 Spells', () => {
    expectSetUp('wizard', { strength: 2, craft: 5, life: 4, fate: 3, alignment: 'evil', start: 'graveyard', spells: 2 });
  });

  it('should draw a Spell when he casts his last one', () => {
    let healing = -1;
    const s = script((d) => (d.kind === 'cast' && d.options.includes(healing) ? healing : undefined));
    const { g, p } = makeGame({ heroes: [{ character: 'wizard', at: 'graveyard' }], answer: s.answer });
    [healing] = setSpells(g, p[0], ['healing']);
    p[0].lives = 3;
    g.pool.life += 1;
    beginTurn(g, p[0]);
    offerSpells(g, p[0], CAST.start);
    expect(p[0].lives).toBe(4);
    expect(p[0].spells).toHaveLength(1);
    expect(g.spellDiscard).toContain(healing);
  });

  it('should not draw a Spell while he has another', () => {
    let healing = -1;
    const s = script((d) => (d.kind === 'cast' && d.options.includes(healing) ? healing : undefined), castNothing());
    const { g, p } = makeGame({ heroes: [{ character: 'wizard', at: 'graveyard' }], answer: s.answer });
    const [heal, teleport] = setSpells(g, p[0], ['healing', 'teleport']);
    healing = heal;
    p[0].lives = 3;
    g.pool.life += 1;
    beginTurn(g, p[0]);
    offerSpells(g, p[0], CAST.start);
    expect(p[0].spells).toEqual([teleport]);
  });

  it('should attack a character by psychic combat', () => {
    // Craft 5 + 1 = 6 against the Warrior's Craft 2 + 3 = 5.
    const s = script(keepDice(), castNothing(), choose('encounter', 1), choose('character-action', action('psychic-attack')),
      choose('reward', REWARD_LIFE));
    const { g, p } = makeGame({ heroes: [{ character: 'wizard', at: 'city' }, { character: 'warrior', at: 'fields-1' }], dice: [1, 3], answer: s.answer });
    setSpells(g, p[0], []);
    beginTurn(g, p[0]);
    land(g, p[0], g.space('fields-1'));
    expect(p[1].lives).toBe(4);
    expect(p[0].lives).toBe(4);
    expect(diceLeft(g)).toBe(0);
  });
});
