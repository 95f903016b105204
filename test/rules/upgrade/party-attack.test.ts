// Talisman Upgrade clauses 26 and 29 between parties (src/rules/upgrade/party-attack.ts): the members
// arrived with the mover join his attack on the characters he lands on, every defender attacked;
// landing on a party, they may face off, the defenders choosing whom each attacker fights first.
import { describe, expect, it } from 'vitest';
import { eventCount, land } from '../../../src/engine/index.ts';
import { REWARD_LIFE } from '../../../src/engine/combat-characters.ts';
import { joinParties } from '../../../src/rules/upgrade/parties.ts';
import { lay, makeGame } from '../../helpers.ts';
import { action, answerTo, askedOf, beginTurn, castNothing, choose, diceLeft, inTurn, keepDice, script, type Rule } from '../../engine/fixtures-combat.ts';
import { onlyParts } from './hero-parts.ts';
import type { Defender } from '../../../src/rules/upgrade/party-attack.ts';

const ALL = { encounterBoth: true, parties: true, partyAttacks: true, faceOffs: true };

/**
 * The Thief (seat 0, Strength 3) leads the Troll (seat 1, Strength 6) onto the Fields, where a Sword
 * lies (the Thief takes it: 3 + 1) and the Elf (seat 2, Strength 3) leads the Minstrel (seat 3,
 * Strength 2). The Thief attacks the Elf's party. No one has fate to reroll.
 */
function landing(dice: number[], parts: Record<string, boolean>, ...rules: Rule[]) {
  const s = script(
    keepDice(), castNothing(), choose('reward', REWARD_LIFE), answerTo('join-party', false), answerTo('leave-party', false),
    choose('encounter', 2), choose('character-action', action('attack')), ...rules,
  );
  const t = makeGame({
    heroes: [{ character: 'thief', at: 'city' }, { character: 'troll', at: 'city' }, { character: 'elf', at: 'fields-1' }, { character: 'minstrel', at: 'fields-1' }],
    dice, answer: s.answer, rules: { upgrade: onlyParts(parts) },
  });
  for (const q of t.p) q.fate = 0;
  joinParties(t.g, t.p[0], t.p[1]);
  joinParties(t.g, t.p[2], t.p[3]);
  lay(t.g, 'fields-1', 'sword');
  beginTurn(t.g, t.p[0]);
  land(t.g, t.p[0], t.g.space('fields-1'));
  return { ...t, asked: s.asked, lives: () => t.p.map((q) => q.lives) };
}

describe('Upgrade 26: the mover\'s party joins his attack', () => {
  // The Thief 3 + 1 + 5 beats the Elf 3 + 1; the Troll, arrived with him, takes on the Minstrel:
  // 6 + 1 against 2 + 4 (the Thief alone, 3 + 1 + 1, would have lost to her).
  it('should let a member arrived with the mover attack a defender of his own choice', () => {
    const t = landing([5, 1, 1, 4], { ...ALL, faceOffs: false }, choose('party-target', 3));
    expect(t.lives()).toEqual([4, 6, 3, 3]);
    expect(askedOf(t.asked, 'party-target').map((a) => [a.seat, a.options])).toEqual([[1, [-1, 2, 3]]]);
    expect(askedOf(t.asked, 'yes-no', 'retaliate')).toHaveLength(0);
    expect(eventCount(t.g.events, 'upgrade.party-attack')).toBe(1);
    expect(diceLeft(t.g)).toBe(0);
  });

  // Without the part, the Thief must battle the Minstrel himself: 3 + 1 + 1 against 2 + 4, and loses.
  it('should leave the mover attacking alone without it (the control)', () => {
    const t = landing([5, 1, 1, 4], { ...ALL, partyAttacks: false, faceOffs: false });
    expect(t.lives()).toEqual([3, 6, 3, 4]);
    expect(askedOf(t.asked, 'party-target')).toHaveLength(0);
    expect(eventCount(t.g.events, 'upgrade.party-attack')).toBe(0);
  });

  // The Troll attacks no one; the Minstrel, not yet attacked, must be: the party sends the Troll.
  it('should make the party attack every defender: one left out is battled by the member it picks', () => {
    const t = landing([5, 1, 1, 4], { ...ALL, faceOffs: false }, choose('party-target', -1), choose('party-attacker', 1));
    expect(t.lives()).toEqual([4, 6, 3, 3]);
    const picks = askedOf(t.asked, 'party-attacker');
    expect(picks.map((a) => [a.seat, (a.about as Defender).defender, a.options])).toEqual([[0, 3, [0, 1]]]);
    expect(eventCount(t.g.events, 'upgrade.party-attack')).toBe(1);
    expect(diceLeft(t.g)).toBe(0);
  });

  // Both attack the Elf (3 + 1 + 5 to 3 + 1, then 6 + 1 to 3 + 1); the Minstrel is still owed an
  // attack, and the mover takes it on himself: 3 + 1 + 6 to 2 + 1.
  it('should let a member attack one already attacked; the one left out is still attacked', () => {
    const t = landing([5, 1, 1, 1, 6, 1], { ...ALL, faceOffs: false }, choose('party-target', 2), choose('party-attacker', 0));
    expect(t.lives()).toEqual([4, 6, 2, 3]);
    expect(eventCount(t.g.events, 'upgrade.party-attack')).toBe(1);
    expect(diceLeft(t.g)).toBe(0);
  });
});

describe('Upgrade 29: a face-off against a party', () => {
  // The Elf goes to the Thief (3 + 1 + 5 to 3 + 1), the Minstrel to the Troll (6 + 3 to 2 + 6).
  it('should split the defenders among the attackers, each fighting his share', () => {
    const t = landing([5, 1, 3, 6], ALL, answerTo('party-face-off', true), inTurn('party-attacker', [0, 1]));
    expect(t.lives()).toEqual([4, 6, 3, 3]);
    const split = askedOf(t.asked, 'party-attacker').map((a) => [(a.about as Defender).defender, (a.about as Defender).rank]);
    expect(split).toEqual([[2, 0], [3, 1]]);
    expect(eventCount(t.g.events, 'upgrade.party-face-off')).toBe(1);
    expect(diceLeft(t.g)).toBe(0);
  });

  // Without face-offs the party attacks as in clause 26: the Thief takes on the Minstrel left out,
  // 3 + 1 + 3 against 2 + 6, and loses.
  it('should not be offered without face-offs (the control)', () => {
    const t = landing([5, 1, 3, 6], { ...ALL, faceOffs: false }, choose('party-target', -1), choose('party-attacker', 0));
    expect(t.lives()).toEqual([3, 6, 3, 4]);
    expect(askedOf(t.asked, 'yes-no', 'party-face-off')).toHaveLength(0);
    expect(eventCount(t.g.events, 'upgrade.party-face-off')).toBe(0);
  });

  // Both defenders are the Thief's share; the Elf, leading them, sends the Minstrel first: the Thief
  // beats her (3 + 1 + 4 to 2 + 1) and goes on to the Elf (3 + 1 + 1 to 3 + 6), who beats him.
  it('should let the defenders choose whom the attacker fights first; he goes on while he wins', () => {
    const t = landing([4, 1, 1, 6], ALL, answerTo('party-face-off', true), inTurn('party-attacker', [0, 0]), choose('defend-first', 3));
    expect(t.lives()).toEqual([3, 6, 4, 3]);
    const order = askedOf(t.asked, 'defend-first');
    expect(order.map((a) => [a.seat, a.about, a.options])).toEqual([[2, 0, [2, 3]]]);
    expect(diceLeft(t.g)).toBe(0);
  });

  // The Elf goes first and beats the Thief (3 + 1 + 1 to 3 + 6): his attack ends, the Minstrel is
  // not reached, and, not attacked, she may retaliate (2 + 6 to 3 + 1 + 1).
  it('should end an attacker\'s share when he is beaten; those not reached may retaliate', () => {
    const t = landing([1, 6, 6, 1], ALL, answerTo('party-face-off', true), inTurn('party-attacker', [0, 0]), choose('defend-first', 2), answerTo('retaliate', true));
    expect(t.lives()).toEqual([2, 6, 4, 4]);
    expect(askedOf(t.asked, 'yes-no', 'retaliate').map((a) => a.seat)).toEqual([3]);
    expect(diceLeft(t.g)).toBe(0);
  });

  // Basic decides: as many attackers as defenders, so it faces off; the strongest attacker (the
  // Troll) takes the strongest defender (the Elf), the Thief the Minstrel. The Thief beats her
  // (3 + 1 + 1 to 2 + 1); the Elf beats the Troll (3 + 6 to 6 + 1).
  it('should be declared and split by the basic player: the strongest attacker on the strongest defender', () => {
    const t = landing([1, 1, 1, 6], ALL, answerTo('retaliate', false));
    expect(askedOf(t.asked, 'yes-no', 'party-face-off')).toHaveLength(1);
    expect(t.lives()).toEqual([4, 5, 4, 3]);
    expect(askedOf(t.asked, 'party-attacker').map((a) => (a.about as Defender).defender)).toEqual([2, 3]);
    expect(eventCount(t.g.events, 'upgrade.party-face-off')).toBe(1);
    expect(diceLeft(t.g)).toBe(0);
  });

  // Both defenders are the Thief's share; the Elf's basic player sends himself, the stronger, first:
  // 3 + 1 + 1 to 3 + 2, a tie, ends the Thief's attack before he reaches the Minstrel.
  it('should have the basic defender put his strongest forward first', () => {
    const t = landing([1, 2], ALL, answerTo('party-face-off', true), inTurn('party-attacker', [0, 0]), answerTo('retaliate', false));
    expect(askedOf(t.asked, 'defend-first')).toHaveLength(1);
    expect(t.lives()).toEqual([4, 6, 4, 4]);
    expect(diceLeft(t.g)).toBe(0);
  });
});
