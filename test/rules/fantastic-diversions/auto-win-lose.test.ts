// 2D6 Combat's Auto-Win/Lose option (combat: 2d6-auto), clause by clause with pinned dice: a natural
// 2 loses and a natural 12 wins whatever the totals, the tied naturals against an Enemy and against
// an adventurer, the Warrior's kept dice as his natural, and the natural after a fate reroll.
import { describe, expect, it } from 'vitest';
import { LOSE, STANDOFF, WIN, attackCharacter, fightCreature, land, type Game } from '../../../src/engine/index.ts';
import { REWARD_LIFE } from '../../../src/engine/combat-characters.ts';
import type { CombatDice } from '../../../src/rules/options.ts';
import { lay, makeGame } from '../../helpers.ts';
import { askedOf, beginTurn, castNothing, choose, diceLeft, encounterSpace, inTurn, keepDice, script, setSpells, type Rule } from '../../engine/fixtures-combat.ts';

/** One character on the Fields, at the start of his turn, with no Spells; `combat` as given. */
function hero(character: string, dice: number[], rules: Rule[] = [keepDice()], combat: CombatDice = '2d6-auto') {
  const s = script(...rules, encounterSpace, castNothing());
  const t = makeGame({ heroes: [{ character, at: 'fields-1' }], dice, answer: s.answer, rules: { combat } });
  setSpells(t.g, t.p[0], []);
  beginTurn(t.g, t.p[0]);
  return { ...t, s, me: t.p[0] };
}

/** A creature of this Strength attacks (as a space's creature does). */
const creature = (g: Game, strength: number) => fightCreature(g, g.players[0], g.foe.reset(false, strength));

describe('Auto-Win/Lose against a creature', () => {
  it('should lose on a natural 2 even with the higher total', () => {
    // Thief 3 + 1 + 1 = 5 against 1 + 1 + 2 = 4.
    const t = hero('thief', [1, 1, 1, 2]);
    expect(creature(t.g, 1)).toBe(LOSE);
    expect(t.me.lives).toBe(3);
    expect(diceLeft(t.g)).toBe(0);
    expect(t.log.lines.join('\n')).toContain('Auto-Win/Lose: naturals 2 and 3, a natural decides: loss');
  });

  it('should win on a natural 12 even with the lower total, and when the creature rolls a natural 2', () => {
    expect(creature(hero('thief', [6, 6, 3, 3]).g, 20)).toBe(WIN); // 15 against 26
    expect(creature(hero('thief', [2, 1, 1, 1]).g, 9)).toBe(WIN); // 6 against 11
    expect(creature(hero('thief', [6, 6, 1, 1]).g, 9)).toBe(WIN); // a natural 12 against a natural 2
  });

  it('should lose to the creature\'s natural 12 even with the higher total', () => {
    const t = hero('thief', [6, 5, 6, 6]); // 14 against 13
    expect(creature(t.g, 1)).toBe(LOSE);
    expect(t.me.lives).toBe(3);
  });

  it('should leave totals to decide when no natural 2 or 12 is rolled, and say nothing', () => {
    const t = hero('thief', [5, 6, 6, 5]); // 14 against 14
    expect(creature(t.g, 3)).toBe(STANDOFF);
    expect(t.log.lines.join('\n')).not.toContain('Auto-Win/Lose');
  });

  it('should make a Double Loss (both natural 2) a stand-off per the normal rules', () => {
    const t = hero('thief', [1, 1, 1, 1]); // 5 against 2: the totals would win
    expect(creature(t.g, 0)).toBe(STANDOFF);
    expect(t.me.lives).toBe(4);
  });

  it('should make a Double Win (both natural 12) cost a life as if defeated, then keep the trophy and go on as for victory', () => {
    const t = hero('thief', [6, 6, 6, 6]); // Thief 15 against Ogre 17
    const ogre = lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.me, t.g.space('fields-1'));
    expect(t.me.lives).toBe(3);
    expect(t.me.trophies).toEqual([ogre]);
    expect(t.g.turnOver).toBe(false);
    expect(t.log.lines.join('\n')).toContain('Double Win');
  });

  it('should make a Double Win a defeat for a character it kills', () => {
    const t = hero('thief', [6, 6, 6, 6]);
    t.me.lives = 1;
    t.g.pool.life += 3;
    expect(creature(t.g, 1)).toBe(LOSE);
    expect(t.me.dead).toBe(true);
  });

  it('should let Armour save the life a Double Win costs, as it saves a defeat\'s', () => {
    const t = hero('thief', [6, 6, 6, 6, 4]);
    lay(t.g, 'fields-1', 'armour');
    t.me.objects.push(t.g.spaceCards[t.g.space('fields-1')].pop()!);
    expect(creature(t.g, 1)).toBe(WIN);
    expect(t.me.lives).toBe(4);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should read the Warrior\'s natural from the two dice he keeps (the best two of three)', () => {
    // 1, 1, 2: he keeps 2 + 1 = 3, no natural 2: Warrior 4 + 3 = 7 against 0 + 4.
    expect(creature(hero('warrior', [1, 1, 2, 2, 2]).g, 0)).toBe(WIN);
    // 1, 1, 1: his natural 2, though 4 + 2 = 6 beats 0 + 4.
    expect(creature(hero('warrior', [1, 1, 1, 2, 2]).g, 0)).toBe(LOSE);
    // 6, 1, 6: he keeps the two 6s, a natural 12, though 16 is short of 20 + 4.
    expect(creature(hero('warrior', [6, 1, 6, 2, 2]).g, 20)).toBe(WIN);
  });

  it('should read the natural after a fate reroll: a rerolled natural 2 is no longer one', () => {
    // Thief rolls 1, 1 (a natural 2), pays fate and rerolls the first die into a 4: 3 + 5 = 8 against 2 + 5.
    const t = hero('thief', [1, 1, 2, 3, 4], [inTurn('reroll', [0])]);
    expect(creature(t.g, 2)).toBe(WIN);
    expect(t.me.fate).toBe(1); // the Thief begins with 2
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should not act under plain 2D6 Combat: a natural 2 with the higher total wins there', () => {
    expect(creature(hero('thief', [1, 1, 1, 2], [keepDice()], '2d6').g, 1)).toBe(WIN);
  });
});

/** Two characters on the Fields under Auto-Win/Lose: seat 0 (a Thief) attacks seat 1 (a Troll). */
function duel(dice: number[], rules: Rule[] = [keepDice()]) {
  const s = script(...rules, castNothing());
  const t = makeGame({ heroes: [{ character: 'thief', at: 'fields-1' }, { character: 'troll', at: 'fields-1' }], dice, answer: s.answer, rules: { combat: '2d6-auto' } });
  for (const q of t.p) setSpells(t.g, q, []);
  beginTurn(t.g, t.p[0]);
  return { ...t, s, a: t.p[0], d: t.p[1] };
}

describe('Auto-Win/Lose between adventurers', () => {
  it('should make a Double Win cost both a life, with no other reward, and let the attacker go on', () => {
    const t = duel([6, 6, 6, 6]);
    expect(attackCharacter(t.g, t.a, t.d, false, false)).toBe(WIN);
    expect([t.a.lives, t.d.lives]).toEqual([3, 5]);
    expect(askedOf(t.s.asked, 'reward')).toEqual([]);
    expect(t.g.turnOver).toBe(false);
  });

  it('should make a Double Loss a stand-off', () => {
    const t = duel([1, 1, 1, 1]);
    expect(attackCharacter(t.g, t.a, t.d, false, false)).toBe(STANDOFF);
    expect([t.a.lives, t.d.lives]).toEqual([4, 6]);
  });

  it('should let the defender\'s natural 12 beat the attacker\'s higher total, and the defender claim the reward', () => {
    // Thief 3 + 11 = 14 against Troll 6 + 12 = 18 would lose anyway; so make the Thief stronger.
    const t = duel([6, 5, 6, 6], [keepDice(), choose('reward', REWARD_LIFE)]);
    t.a.strengthCounters = 10;
    expect(attackCharacter(t.g, t.a, t.d, false, false)).toBe(LOSE);
    expect(t.a.lives).toBe(3);
    expect(askedOf(t.s.asked, 'reward')[0].seat).toBe(1);
  });

  it('should let the attacker\'s natural 12 beat the defender\'s higher total', () => {
    const t = duel([6, 6, 6, 5], [keepDice(), choose('reward', REWARD_LIFE)]);
    expect(attackCharacter(t.g, t.a, t.d, false, false)).toBe(WIN); // 15 against 17
    expect(t.d.lives).toBe(5);
  });
});
