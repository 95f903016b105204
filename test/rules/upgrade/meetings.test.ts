// Talisman Upgrade clause 26 (src/rules/upgrade/meetings.ts): landing where a character is, both the
// space and the character are met; the mover attacks or ignores; those not attacked may retaliate.
import { describe, expect, it } from 'vitest';
import { land } from '../../../src/engine/index.ts';
import { REWARD_LIFE } from '../../../src/engine/combat-characters.ts';
import { joinParties } from '../../../src/rules/upgrade/parties.ts';
import { lay, makeGame } from '../../helpers.ts';
import { action, answerTo, askedOf, beginTurn, castNothing, choose, diceLeft, keepDice, script, type Rule } from '../../engine/fixtures-combat.ts';
import { onlyParts } from './hero-parts.ts';

/** The Thief lands on the Fields, where a Sword lies and `others` stand (seats 1...). */
function landing(others: string[], dice: number[], upgrade: boolean, ...rules: Rule[]) {
  const s = script(keepDice(), castNothing(), choose('reward', REWARD_LIFE), answerTo('join-party', false), ...rules);
  const t = makeGame({
    heroes: [{ character: 'thief', at: 'city' }, ...others.map((c) => ({ character: c, at: 'fields-1' }))], dice, answer: s.answer,
    rules: upgrade ? { upgrade: onlyParts({ encounterBoth: true, parties: true }) } : {},
  });
  const sword = lay(t.g, 'fields-1', 'sword');
  beginTurn(t.g, t.p[0]);
  return { ...t, sword, asked: s.asked, go: () => land(t.g, t.p[0], t.g.space('fields-1')) };
}

describe('Upgrade 26: the space and the character both met', () => {
  // The Thief takes the Sword, then attacks the Monk: 3 + 1 + 5 against 2 + 1.
  it('should meet the space and then the character chosen', () => {
    const t = landing(['monk'], [5, 1], true, choose('encounter', 1), choose('character-action', action('attack')));
    t.go();
    expect(t.p[0].objects).toContain(t.sword);
    expect(t.p[1].lives).toBe(3);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should meet the character instead of the space in the base game (the control)', () => {
    const t = landing(['monk'], [5, 1], false, choose('encounter', 1), choose('character-action', action('attack')));
    t.go();
    expect(t.p[0].objects).not.toContain(t.sword);
    expect(t.p[1].lives).toBe(3);
  });

  // The Thief ignores the Troll; the Troll retaliates: 6 + 2 against 3 + 1 + 1.
  it('should let a character ignored retaliate with a battle', () => {
    const t = landing(['troll'], [2, 1], true, choose('encounter', -1), answerTo('retaliate', true));
    t.go();
    expect(t.p[0].objects).toContain(t.sword);
    expect(t.p[0].lives).toBe(3);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should not fight when the one ignored does not retaliate', () => {
    const t = landing(['troll'], [], true, choose('encounter', -1), answerTo('retaliate', false));
    t.go();
    expect(t.p[0].lives).toBe(4);
    expect(askedOf(t.asked, 'yes-no', 'retaliate')).toHaveLength(1);
  });

  // The Monk and the Priest are a party: the Thief attacks the Monk (3 + 1 + 5 to 2 + 1), then must
  // battle the Priest (3 + 1 + 5 to 2 + 1); neither may retaliate, having been attacked.
  it('should make the mover attack every member of the party he attacks; none of them retaliates', () => {
    const t = landing(['monk', 'priest'], [5, 1, 5, 1], true, choose('encounter', 1), choose('character-action', action('attack')), answerTo('retaliate', true));
    joinParties(t.g, t.p[1], t.p[2]);
    t.go();
    expect([t.p[1].lives, t.p[2].lives, t.p[0].lives]).toEqual([3, 3, 4]);
    expect(askedOf(t.asked, 'yes-no', 'retaliate')).toHaveLength(0);
    expect(diceLeft(t.g)).toBe(0);
  });
});
