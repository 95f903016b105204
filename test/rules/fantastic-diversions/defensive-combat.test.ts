// Defensive Combat (defensiveCombat: true), clause by clause with pinned dice: declaring "on defense"
// when attacked in battle (not after a Spell this turn, not in psychic combat), +1 for one Weapon and
// +1 for one Shield, a win is a draw, Armour but not that Shield may save, the turn ends; and the
// strategies' choice (basic: a threshold; expert: the exact odds weighed).
import { describe, expect, it } from 'vitest';
import { LOSE, STANDOFF, WIN, attackCharacter, castSpell, eventCounts, fightCreature, land, type Decision, type Game } from '../../../src/engine/index.ts';
import { ON_DEFENSE } from '../../../src/rules/fantastic-diversions/defensive-combat.ts';
import { asking, give, lay } from '../../helpers.ts';
import { diceLeft, play } from '../../engine/fixtures.ts';
import { makeStrategy } from '../../../strategies/index.ts';


/** A Thief (or `character`) on the Fields with these cards who answers "on defense" with `defend`. */
function hero(cards: string[], dice: number[], defend = true, defensiveCombat = true, character = 'thief') {
  const asked: [number, number][] = [];
  const t = play({
    heroes: [{ character, at: 'fields-1' }, { character: 'troll', at: 'fields-1' }], dice, rules: { defensiveCombat },
    answer: (d) => {
      if (d.asked !== ON_DEFENSE) return undefined;
      const { value, bonus } = ON_DEFENSE.of(d);
      asked.push([value, bonus]);
      return defend ? 1 : 0;
    },
  });
  const me = t.p[0];
  t.g.active = 0;
  const held = cards.map((c) => give(t.g, me, c));
  return { ...t, me, held, asked, text: () => t.log.lines.join('\n') };
}

const creature = (g: Game, strength: number, psychic = false) => fightCreature(g, g.players[0], g.foe.reset(psychic, strength));

describe('Defensive Combat', () => {
  it('should add +1 for a Weapon and +1 for a Shield, and make a win a draw that ends the turn', () => {
    // Thief 3 + Sword 1 + 2 on defense + 1 = 7 against 6 + 0: a win, so a draw; the Ogre stays.
    const t = hero(['sword', 'shield'], [1, 1]);
    const ogre = lay(t.g, 'fields-1', 'ogre');
    t.p[1].space = t.g.space('city');
    t.g.turnOver = false;
    land(t.g, t.me, t.g.space('fields-1'));
    expect(t.asked).toEqual([[5, 2]]);
    expect(t.me.trophies).toEqual([]);
    expect(t.g.spaceCards[t.g.space('fields-1')]).toContain(ogre);
    expect(t.g.turnOver).toBe(true);
    expect(t.text()).toContain('Defensive Combat: Thief');
    expect(t.text()).toContain('the win on defense is a draw');
  });

  it('should count one Weapon and one Shield only', () => {
    const t = hero(['sword', 'axe', 'shield', 'shield'], [3, 3]);
    expect(creature(t.g, 1)).toBe(STANDOFF); // 3 + 1 + 2 + 3 = 9 against 4: a draw
    expect(t.asked).toEqual([[1, 2]]);
  });

  it('should give no bonus for what the character lacks, and still make a win a draw', () => {
    const t = hero([], [6, 1]);
    expect(creature(t.g, 1)).toBe(STANDOFF);
    expect(t.asked).toEqual([[1, 0]]);
  });

  it('should give no Shield bonus to a character who may not use Armour (the Monk)', () => {
    // Fantastic Diversions, Defensive Combat I.3-4: "+1 for a "Shield" wielded (only one)" and "Only
    // Objects and Magic Objects on an adventurer and readied for combat are counted"; the Monk "may not
    // use Armour", so he wields no Shield. Monk 2 + Craft 3 + 1 = 6 against 6 + 1: lost, not a draw.
    const t = hero(['shield'], [1, 1], true, true, 'monk');
    expect(creature(t.g, 6)).toBe(LOSE);
    expect(t.asked).toEqual([[6, 0]]);
    expect(t.me.lives).toBe(3);
  });

  it('should let Armour save a life lost on defense, but not the Shield used on defense', () => {
    // 3 + 1 + 1 (the Shield) = 5 against 10 + 6: lost. The Shield may not save; the Helmet rolls a 6.
    const shieldOnly = hero(['shield'], [1, 6, 6]);
    expect(creature(shieldOnly.g, 10)).toBe(LOSE);
    expect(shieldOnly.me.lives).toBe(3);
    expect(diceLeft(shieldOnly.g)).toBe(1);
    const helmet = hero(['shield', 'helmet'], [1, 6, 6]);
    expect(creature(helmet.g, 10)).toBe(LOSE);
    expect(helmet.me.lives).toBe(4);
  });

  it('should leave the Shield free to save when the character is not on defense', () => {
    const t = hero(['shield'], [1, 6, 6], false);
    creature(t.g, 10);
    expect(t.me.lives).toBe(4);
  });

  it('should not be offered in a turn in which the character cast a Spell on another character, in psychic combat, or without the option', () => {
    // Nullify on the Troll (the only other character, who holds a Spell): "used a Spell to affect
    // another adventurer" (I.2).
    const spell = hero([], [6, 1]);
    give(spell.g, spell.p[1], 'alchemy');
    castSpell(spell.g, spell.me, give(spell.g, spell.me, 'nullify'), -1);
    expect(spell.p[1].spells).toEqual([]);
    expect(creature(spell.g, 1)).toBe(WIN);
    expect(spell.asked).toEqual([]);
    expect(eventCounts(spell.me.events)).toEqual({ 'defensive-combat.barred': 1 });
    const psychic = hero([], [6, 1]);
    expect(creature(psychic.g, 1, true)).toBe(WIN);
    expect(psychic.asked).toEqual([]);
    const off = hero([], [6, 1], true, false);
    expect(creature(off.g, 1)).toBe(WIN);
    expect(off.asked).toEqual([]);
  });

  it('should be offered again in the turn after the one in which he went on the offensive (I.2: "in any turn")', () => {
    const answers = [false, true].map((nextTurn) => {
      const t = hero([], [6, 1]);
      give(t.g, t.p[1], 'alchemy');
      castSpell(t.g, t.me, give(t.g, t.me, 'nullify'), -1);
      if (nextTurn) t.g.turn++; // the next turn begins (turn.ts startTurn)
      creature(t.g, 1);
      return t.asked.length;
    });
    expect(answers).toEqual([0, 1]);
  });

  it('should still be offered after a Spell that affected only the character himself (Alchemy, Psionic Blast)', () => {
    const t = hero(['sword'], [6, 1]);
    castSpell(t.g, t.me, give(t.g, t.me, 'alchemy'), -1);
    castSpell(t.g, t.me, give(t.g, t.me, 'psionic-blast'), -1);
    expect(t.me.spellsCast).toBe(2);
    expect(creature(t.g, 1)).toBe(STANDOFF);
    expect(t.asked).toHaveLength(1);
  });

  it('should not be offered after the Minstrel tried to charm the Animal he then fights', () => {
    // Defensive Combat I.2: "An adventurer may *not* declare "on defense" in any turn in which it has
    // used a Special Ability, Magic Object, Object, or Spell to affect an Enemy or another adventurer.
    // It has already gone on the offensive in an alternative fashion." Reading: the use is the
    // offensive, so a failed charm (roll 1, not above the Bear's 3) bars it as a successful one would.
    const asked: unknown[] = [];
    const t = play({
      heroes: [{ character: 'minstrel', at: 'fields-1' }, { character: 'troll', at: 'city' }], dice: [1, 6, 1], rules: { defensiveCombat: true },
      yes: { charm: true },
      answer: (d) => (d.kind === 'evade' ? 0 : d.asked === ON_DEFENSE ? (asked.push(d.about), 1) : undefined),
    });
    t.g.active = 0;
    const bear = lay(t.g, 'fields-1', 'bear');
    land(t.g, t.p[0], t.g.space('fields-1'));
    expect(asked).toEqual([]);
    expect(eventCounts(t.p[0].events)['defensive-combat.barred']).toBe(1);
    expect(t.p[0].trophies).toEqual([bear]); // 2 + 6 against 3 + 1: a win, not a draw on defense
  });

  it('should let a character attacked by another declare it: his win is a draw, with no reward', () => {
    // The Troll (seat 1, Strength 6) attacks the Thief on the Troll's turn: 6 + 1 against Thief 3 + 1 (Shield) + 6.
    const t = hero(['shield'], [1, 6]);
    t.g.active = 1;
    expect(attackCharacter(t.g, t.p[1], t.me, false, false)).toBe(STANDOFF);
    expect(t.asked).toEqual([[6, 1]]);
    expect([t.me.lives, t.p[1].lives]).toEqual([4, 6]);
  });
});

describe('Defensive Combat: the strategies', () => {
  const decision = (value: number, bonus: number): Decision => asking(ON_DEFENSE, { value, bonus }, [0, 1]);

  it('basic declares below its threshold of winning outright, expert when the saved life outweighs the trophy', () => {
    const t = hero(['sword', 'shield'], []);
    const view = t.g.views[0];
    const basic = makeStrategy('basic');
    const expert = makeStrategy('expert');
    const rng = t.g.rng.strategies[0];
    // Thief with Sword: 4 against a Strength 9 creature: almost hopeless, defense saves lives.
    expect(basic.choose(view, decision(9, 2), rng)).toBe(1);
    expect(expert.choose(view, decision(9, 2), rng)).toBe(1);
    // Against Strength 2 he wins most fights: neither goes on defense.
    expect(basic.choose(view, decision(2, 2), rng)).toBe(0);
    expect(expert.choose(view, decision(2, 2), rng)).toBe(0);
  });
});
