// Talisman Upgrade note D11 (src/rules/upgrade/assassin.ts): the Assassin assassinates as D10's Ninja
// strikes (alone, in his first combat of a turn) and may in his first battle with the Dragon King.
import { describe, expect, it } from 'vitest';
import { gainStrength, land, playTurn } from '../../../src/engine/index.ts';
import { REWARD_LIFE } from '../../../src/engine/combat-characters.ts';
import { finaleState } from '../../../src/rules/upgrade/finale.ts';
import { partyState } from '../../../src/rules/upgrade/party-state.ts';
import { makeGame } from '../../helpers.ts';
import { action, askedOf, beginTurn, castNothing, choose, diceLeft, keepDice, answerTo, script } from '../../engine/fixtures-combat.ts';
import { onlyParts } from './hero-parts.ts';

const CROWN = 'crown-of-command';

/** The Assassin (Strength 3 + 10) alone on the Crown before the Dragon King (`lives` lives). */
function onCrown(dice: number[], ninja: boolean, lives: number) {
  const s = script(keepDice(), castNothing(), answerTo('assassinate', true));
  const rules = { upgrade: onlyParts({ finale: 'dragon-king', dragonKingLives: lives, assassinLikeNinja: ninja }) };
  const t = makeGame({ heroes: [{ character: 'assassin', at: CROWN }, { character: 'elf', at: 'tavern' }], dice, answer: s.answer, rules });
  t.g.crownReached = true;
  gainStrength(t.g, t.p[0], 10);
  return { ...t, asked: s.asked };
}

describe('Upgrade D11: the Assassin', () => {
  // Fire 1 + 1 below Craft 3; the battle: 13 + 1 = 14 against the King's 12, who rolls no die.
  it('should assassinate the Dragon King in his first battle with him: the King rolls no die', () => {
    const t = onCrown([1, 1, 1, 6], true, 1);
    playTurn(t.g, t.p[0]);
    expect(t.g.endReason).toBe('dragon-king');
    expect(askedOf(t.asked, 'yes-no', 'assassinate')).toHaveLength(1);
    expect(diceLeft(t.g)).toBe(1);
  });

  it('should not on the Crown without the note (the base game: never there): the King rolls 6, 18 to 14', () => {
    const t = onCrown([1, 1, 1, 6, 1, 1], false, 1);
    playTurn(t.g, t.p[0]);
    expect(t.g.ended).toBe(false);
    expect(t.p[0].lives).toBe(2);
    expect(askedOf(t.asked, 'yes-no', 'assassinate')).toHaveLength(0);
    expect(diceLeft(t.g)).toBe(0);
  });

  // Round 1: fire, the assassination wins (14 to 12), the psychic combat 3 + 1 against 12 + 6 lost.
  // Round 2: fire, the battle 14 against 12 + 6: no assassination the second time.
  it('should allow only the first strike: the second battle with the King is an ordinary one', () => {
    const t = onCrown([1, 1, 1, 1, 6, 1, 1, 1, 6, 1, 6], true, 3);
    playTurn(t.g, t.p[0]);
    t.g.turn++;
    playTurn(t.g, t.p[0]);
    expect(finaleState(t.g)!.lives[0]).toBe(2);
    expect(askedOf(t.asked, 'yes-no', 'assassinate')).toHaveLength(1);
    expect(diceLeft(t.g)).toBe(0);
  });

  /** The Assassin lands on the Fields where the Warrior is; `party` puts him in a party with the Elf. */
  function actionsOffered(party: boolean): number[] {
    // He attacks: 3 + 6 against the Warrior's 4 + the better of 1 and 1; the Warrior loses a life.
    const s = script(keepDice(), castNothing(), choose('encounter', 1), choose('character-action', action('attack')), choose('reward', REWARD_LIFE));
    const rules = { upgrade: onlyParts({ parties: true, assassinLikeNinja: true }) };
    const t = makeGame({ heroes: [{ character: 'assassin', at: 'city' }, { character: 'warrior', at: 'fields-1' }, { character: 'elf', at: 'city' }], dice: [6, 1, 1], answer: s.answer, rules });
    if (party) partyState(t.g)!.party.set([0, -1, 0]);
    beginTurn(t.g, t.p[0]);
    land(t.g, t.p[0], t.g.space('fields-1'));
    expect(t.p[1].lives).toBe(4);
    // A decision with one option (attack) is not put to the strategy.
    return askedOf(s.asked, 'character-action')[0]?.options ?? [action('attack')];
  }

  it('should not assassinate while he travels in a party ("he must travel alone")', () => {
    expect(actionsOffered(false)).toContain(action('assassinate'));
    expect(actionsOffered(true)).not.toContain(action('assassinate'));
  });
});
