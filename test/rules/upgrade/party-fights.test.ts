// Talisman Upgrade clause 7's party fights (src/rules/upgrade/party-fights.ts): the party chooses the
// order in which its members fight the Enemies on the space ('fight-order'; basic: the strongest
// first), and a tie ends the fight for the whole party: the Enemies tied with guard the other cards,
// while the Enemies met after them are still fought ("the players would then have to fight the wraith").
import { describe, expect, it } from 'vitest';
import { MOVE_MODES, eventCount, land, playTurn } from '../../../src/engine/index.ts';
import { REWARD_LIFE } from '../../../src/engine/combat-characters.ts';
import { joinParties } from '../../../src/rules/upgrade/parties.ts';
import { at, lay, makeGame } from '../../helpers.ts';
import { action, answerTo, askedOf, beginTurn, castNothing, choose, diceLeft, keepDice, script } from '../../engine/fixtures-combat.ts';
import { expectAllDiceRolled, optionName, play } from '../../engine/fixtures.ts';
import { onlyParts } from './hero-parts.ts';

const STEP_ONE = MOVE_MODES.indexOf('step-one');
const FIGHTS = { upgrade: onlyParts({ parties: true, movement: true, partyFights: true }) };

/**
 * The Priest (Strength 2, seat 0) leads the Troll (Strength 6, Craft 1) one space onto the Plains,
 * where a Bear (Strength 3) lies, with the cards `more` beside it; nothing is drawn.
 */
function plains(dice: number[], order: number[] | undefined, more: string[] = [], rules: object = FIGHTS) {
  const t = play({
    heroes: [{ character: 'priest', at: 'tavern' }, { character: 'troll', at: 'tavern' }],
    rules, dice,
    answers: { 'move-mode': [STEP_ONE], ...(order ? { 'fight-order': order } : {}) },
    answer: (d) => (d.kind === 'move' ? d.options.find((o) => optionName(t.g, o) === 'plains-2') : undefined),
    yes: { 'join-party': false, 'leave-party': false },
  });
  const bear = lay(t.g, 'plains-2', 'bear');
  const cards = more.map((id) => lay(t.g, 'plains-2', id));
  t.g.adventureDeck.length = 0;
  joinParties(t.g, t.p[0], t.p[1]);
  playTurn(t.g, t.p[0]);
  const count = (name: string) => eventCount(t.g.events, name);
  return { ...t, bear, cards, count };
}

describe('Upgrade 7: the fight order of a party', () => {
  it('lets the party send a member against the Enemy before its leader (Troll 6 + 1 beats the Bear 3 + 1)', () => {
    const { g, p, bear, count } = plains([1, 1], [1]);
    expect(p[1].trophies).toEqual([bear]);
    expect(p[0].lives).toBe(4);
    expect([count('upgrade.fight-order'), count('upgrade.member-first')]).toEqual([1, 1]);
    expectAllDiceRolled(g);
  });

  it('has basic send the strongest first: the Troll before his leader the Priest', () => {
    const { g, p, bear } = plains([1, 1], undefined);
    expect(p[1].trophies).toEqual([bear]);
    expect(p[0].lives).toBe(4);
    expectAllDiceRolled(g);
  });

  it('keeps the leader first when the party says so: the Priest 2 + 1 loses, then the Troll 6 + 6 wins', () => {
    const { g, p, bear, count } = plains([1, 6, 6, 1], [0]);
    expect(p[0].lives).toBe(3);
    expect(p[1].trophies).toEqual([bear]);
    expect([count('upgrade.fight-order'), count('upgrade.member-first')]).toEqual([1, 0]);
    expectAllDiceRolled(g);
  });
});

describe('Upgrade 7: a tie ends the fight for the whole party', () => {
  // The Priest 2 + 4 ties the Bear's 3 + 3; the Troll does not fight the Bear, cannot take the
  // Helmet it guards, and fights the Wraith (Craft 5): 1 + 1 against 5 + 1, a life lost.
  it('spares the Troll the Bear after the Priest ties with it, the Helmet guarded, the Wraith still fought', () => {
    const { g, p, bear, cards: [helmet, wraith], count } = plains([4, 3, 1, 1], [0], ['helmet-card', 'wraith']);
    expect(g.spaceCards[g.space('plains-2')]).toEqual(expect.arrayContaining([bear, helmet, wraith]));
    expect(p[1].trophies).toEqual([]);
    expect(p[1].objects).not.toContain(helmet);
    expect([p[0].lives, p[1].lives]).toEqual([4, 5]);
    expect(count('upgrade.party-tie')).toBe(1);
    expect(at(g, p[1])).toBe('plains-2');
    expectAllDiceRolled(g);
  });

  it('lets the Troll fight the Bear after the tie without the part (the control): 6 + 1 beats 3 + 1', () => {
    const { g, p, bear } = plains([4, 3, 1, 1], undefined, [], { upgrade: onlyParts({ parties: true, movement: true }) });
    expect(p[1].trophies).toEqual([bear]);
    expectAllDiceRolled(g);
  });
});

describe('Upgrade 29a: the normal face-off', () => {
  // "A normal face-off occurs when one character in a party handles the strength battle of the
  // encounter and another character handles the craft battle." The Wizard (seat 0, Strength 2,
  // Craft 5) leads the Troll (seat 1, Strength 6, Craft 1) onto the Plains, where a Bear (Strength 3)
  // and a Wraith (Craft 5) lie. 'fight-order' answers: the strength handler, the craft handler, then
  // who meets the space first.
  function both(dice: number[], normal: boolean, order: number[]) {
    const t = play({
      heroes: [{ character: 'wizard', at: 'tavern' }, { character: 'troll', at: 'tavern' }],
      rules: { upgrade: onlyParts({ parties: true, movement: true, partyFights: true, faceOffs: true }) }, dice,
      answers: { 'move-mode': [STEP_ONE], 'fight-order': order },
      answer: (d) => (d.kind === 'move' ? d.options.find((o) => optionName(t.g, o) === 'plains-2') : undefined),
      yes: { 'join-party': false, 'leave-party': false, 'normal-face-off': normal },
    });
    for (const q of t.p) q.fate = 0;
    const bear = lay(t.g, 'plains-2', 'bear');
    const wraith = lay(t.g, 'plains-2', 'wraith');
    t.g.adventureDeck.length = 0;
    joinParties(t.g, t.p[0], t.p[1]);
    playTurn(t.g, t.p[0]);
    return { ...t, bear, wraith };
  }

  // The Troll handles the Bear, the Wizard the Wraith; the Wizard meets the space first and fights
  // only the Wraith (5 + 6 against 5 + 1); then the Troll the Bear (6 + 1 against 3 + 1).
  it('should have the Troll handle the battle and the Wizard the psychic combat', () => {
    const t = both([6, 1, 1, 1], true, [1, 0, 0]);
    expect(t.p[0].trophies).toEqual([t.wraith]);
    expect(t.p[1].trophies).toEqual([t.bear]);
    expect([t.p[0].lives, t.p[1].lives]).toEqual([4, 6]);
    expectAllDiceRolled(t.g);
  });

  // Without it the Wizard, first, battles the Bear: 2 + 1 against 3 + 6, a life lost and his turn over.
  it('should leave each member to fight what is left in turn without it (the control)', () => {
    const t = both([1, 6, 1, 1, 1, 6], false, [0]);
    expect(t.p[0].lives).toBe(3);
    expect(t.p[1].trophies).toEqual([t.bear]);
  });
});

describe('Upgrade 7f: a defending party chooses its defender', () => {
  // "A party ... can defend against any attack with any member (even if that member has already
  // defended)." The Thief (seat 0, Strength 3) lands alone on the Fields where the Wizard (seat 1,
  // Strength 2) leads the Troll (seat 2, Strength 6), and battles the Wizard; then, as every member of
  // the party must be attacked (clause 26), the Troll. The party puts up `defender` each time.
  function defended(dice: number[], defender: number, partyFights = true) {
    const s = script(
      keepDice(), castNothing(), choose('reward', REWARD_LIFE), answerTo('join-party', false), answerTo('leave-party', false),
      answerTo('retaliate', false), choose('encounter', 1), choose('character-action', action('attack')), choose('defend-first', defender),
    );
    const t = makeGame({
      heroes: [{ character: 'thief', at: 'city' }, { character: 'wizard', at: 'fields-1' }, { character: 'troll', at: 'fields-1' }],
      dice, answer: s.answer, rules: { upgrade: onlyParts({ parties: true, encounterBoth: true, partyFights }) },
    });
    for (const q of t.p) q.fate = 0;
    joinParties(t.g, t.p[1], t.p[2]);
    lay(t.g, 'fields-1', 'sword');
    beginTurn(t.g, t.p[0]);
    land(t.g, t.p[0], t.g.space('fields-1'));
    return { ...t, asked: s.asked, lives: () => t.p.map((q) => q.lives) };
  }

  // The Troll defends both attacks: 6 + 1 against the Thief's 3 + 1 (the Sword) + 6, a life lost; then
  // 6 + 6 against 4 + 1: the Thief loses one. The Wizard never fights.
  it('should let the party put up the Troll against every attack, the Wizard spared', () => {
    const t = defended([6, 1, 1, 6], 2);
    expect(t.lives()).toEqual([3, 4, 5]);
    expect(askedOf(t.asked, 'defend-first').map((a) => [a.seat, a.options])).toEqual([[1, [1, 2]], [1, [2, 1]]]);
    expect(diceLeft(t.g)).toBe(0);
  });

  // Without party fights the Wizard defends the attack on him: 2 + 1 against 4 + 6, a life lost.
  it('should have the one attacked defend without party fights (the control)', () => {
    const t = defended([6, 1, 1, 6], 2, false);
    expect(t.lives()).toEqual([3, 3, 6]);
    expect(askedOf(t.asked, 'defend-first')).toHaveLength(0);
  });
});
