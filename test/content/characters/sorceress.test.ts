// The Sorceress (reference section 2): a starting Spell, psychic attacks on characters, beguiling
// (6 against good, 5-6 neutral, 4-6 evil) for a gold or an Object, and taking a Follower.
import { describe, expect, it } from 'vitest';
import { land } from '../../../src/engine/index.ts';
import { characterActions } from '../../../src/engine/encounter-character.ts';
import { REWARD_LIFE } from '../../../src/engine/combat-characters.ts';
import { give, makeGame } from '../../helpers.ts';
import {
  action, beginTurn, castNothing, choose, diceLeft, expectSetUp, keepDice, script, setSpells, type Rule,
} from '../../engine/fixtures-combat.ts';
import type { CharacterAction } from '../../../src/engine/index.ts';

/** The Sorceress lands on the Fields where `victim` is and uses `how` on him. */
function encounter(victim: string, how: CharacterAction, dice: number[], ...rules: Rule[]) {
  const s = script(...rules, keepDice(), castNothing(), choose('encounter', 1), choose('character-action', action(how)), choose('reward', REWARD_LIFE));
  const game = makeGame({ heroes: [{ character: 'sorceress', at: 'city' }, { character: victim, at: 'fields-1' }], dice, answer: s.answer });
  for (const q of game.p) setSpells(game.g, q, []);
  beginTurn(game.g, game.p[0]);
  return { ...game, s, sorceress: game.p[0], victim: game.p[1], go: () => land(game.g, game.p[0], game.g.space('fields-1')) };
}

describe('the Sorceress', () => {
  it('should start on the Graveyard with Strength 2, Craft 4, 4 lives, 3 fate, evil, and 1 Spell', () => {
    expectSetUp('sorceress', { strength: 2, craft: 4, life: 4, fate: 3, alignment: 'evil', start: 'graveyard', spells: 1 });
  });

  it('should attack a character by psychic combat', () => {
    // Craft 4 + 3 = 7 against the Warrior's Craft 2 + 2 = 4 (his Strength would be 4 + two dice).
    const t = encounter('warrior', 'psychic-attack', [3, 2]);
    t.go();
    expect(t.victim.lives).toBe(4);
    expect(t.sorceress.lives).toBe(4);
    expect(diceLeft(t.g)).toBe(0);
  });

  it.each([
    ['monk', 'good', 5, false], ['monk', 'good', 6, true],
    ['thief', 'neutral', 4, false], ['thief', 'neutral', 5, true],
    ['assassin', 'evil', 3, false], ['assassin', 'evil', 4, true],
  ] as const)('should beguile the %s (%s) on a %i: %s', (victim, _alignment, roll, success) => {
    const t = encounter(victim, 'beguile', [roll]);
    t.go();
    expect(t.sorceress.gold).toBe(success ? 2 : 1);
    expect(t.victim.gold).toBe(success ? 0 : 1);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should take an Object instead of the gold when she beguiles', () => {
    let sword = -1;
    const t = encounter('assassin', 'beguile', [6], (d) => (d.kind === 'target-card' ? sword : undefined));
    sword = give(t.g, t.victim, 'sword');
    t.go();
    expect(t.sorceress.objects).toEqual([sword]);
    expect(t.victim.objects).toEqual([]);
    expect(t.victim.gold).toBe(1);
  });

  it('should take a Follower from a character she lands on, but not the Maiden, the Unicorn or the Princess', () => {
    const t = encounter('thief', 'take-follower', []);
    const mule = give(t.g, t.victim, 'mule-follower');
    const pure = ['maiden', 'unicorn', 'princess'].map((id) => give(t.g, t.victim, id));
    t.go();
    expect(t.sorceress.followers).toEqual([mule]);
    expect(t.victim.followers).toEqual(pure);
  });

  it('should not be offered to take a Follower from a character who has only the Maiden, the Unicorn or the Princess', () => {
    const t = encounter('thief', 'attack', []);
    for (const id of ['maiden', 'unicorn', 'princess']) give(t.g, t.victim, id);
    const actions: number[] = [];
    characterActions(t.g, t.sorceress, t.victim, false, actions);
    expect(actions).not.toContain(action('take-follower'));
    expect(actions).toContain(action('beguile'));
  });
});
