// Talisman Upgrade clauses 2-3, 5 and 7 (seed 002): joining a character landed on, the party moving
// as one on its leader's turn and as slowly as its slowest member, a member who must miss a turn
// left behind, and each member fighting the Enemies on the space in turn.
import { describe, expect, it } from 'vitest';
import { MOVE_MODES, leaveSpace, playTurn, spellLimit } from '../../../src/engine/index.ts';
import { UPGRADE_DEFAULTS } from '../../../src/rules/upgrade/index.ts';
import { joinParties, reconcileParties } from '../../../src/rules/upgrade/parties.ts';
import { partyOf } from '../../../src/rules/upgrade/party-state.ts';
import { at, give, lay } from '../../helpers.ts';
import { expectAllDiceRolled, optionName, play } from '../../engine/fixtures.ts';

const UPGRADE = { upgrade: UPGRADE_DEFAULTS };
const STEP_ONE = MOVE_MODES.indexOf('step-one');
const ROLL = MOVE_MODES.indexOf('roll');

describe('Upgrade parties', () => {
  it('lets a character join the one he lands on when both agree (clauses 2, 26)', () => {
    const { g, p } = play({
      heroes: [{ character: 'warrior', at: 'tavern' }, { character: 'elf', at: 'plains-2' }],
      rules: UPGRADE, dice: [],
      answers: { 'move-mode': [STEP_ONE], encounter: [-1] },
      answer: (d) => (d.kind === 'move' ? d.options.find((o) => optionName(g, o) === 'plains-2') : undefined),
      yes: { 'join-party': true },
    });
    g.adventureDeck.length = 0;
    playTurn(g, p[0]);
    expect([partyOf(g, p[0]), partyOf(g, p[1])]).toEqual([0, 0]);
  });

  it('does not join when the one landed on refuses', () => {
    const { g, p } = play({
      heroes: [{ character: 'warrior', at: 'tavern' }, { character: 'elf', at: 'plains-2' }],
      rules: UPGRADE, dice: [],
      answers: { 'move-mode': [STEP_ONE], encounter: [-1] },
      answer: (d) => (d.kind === 'move' ? d.options.find((o) => optionName(g, o) === 'plains-2') : undefined),
      yes: { 'join-party': [true, false] },
    });
    g.adventureDeck.length = 0;
    playTurn(g, p[0]);
    expect([partyOf(g, p[0]), partyOf(g, p[1])]).toEqual([-1, -1]);
  });

  it("moves the party as one on its leader's turn; the member's own turn has no move (clause 3)", () => {
    const { g, p } = play({
      heroes: [{ character: 'warrior', at: 'tavern' }, { character: 'elf', at: 'tavern' }],
      rules: UPGRADE, dice: [2],
      answers: { 'move-mode': [ROLL] },
      answer: (d) => (d.kind === 'move' ? d.options.find((o) => optionName(g, o) === 'woods-1') : undefined),
      yes: { 'leave-party': false, 'join-party': false },
    });
    g.adventureDeck.length = 0;
    joinParties(g, p[0], p[1]);
    playTurn(g, p[0]);
    expect([at(g, p[0]), at(g, p[1])]).toEqual(['woods-1', 'woods-1']);
    playTurn(g, p[1]);
    expect(at(g, p[1])).toBe('woods-1');
    expect(partyOf(g, p[1])).toBe(0);
    expectAllDiceRolled(g);
  });

  it('makes a member carried into the Cursed Glade discard down to his Spell limit there (rulebook p.13)', () => {
    // The Elf's Craft 4 + 2 for Solomon's Crown allows 3 Spells; in the Glade Magic Objects do not
    // work, so Craft 4 allows 2. The party's move carries him there on the Warrior's turn.
    const { g, p } = play({
      heroes: [{ character: 'warrior', at: 'runes-2' }, { character: 'elf', at: 'runes-2' }],
      rules: UPGRADE, dice: [],
      answers: { 'move-mode': [STEP_ONE], encounter: [-1] },
      answer: (d) => (d.kind === 'move' ? d.options.find((o) => optionName(g, o) === 'cursed-glade') : undefined),
      yes: { 'leave-party': false, 'join-party': false },
    });
    give(g, p[1], 'solomons-crown');
    for (const spell of ['healing', 'alchemy', 'psionic-blast']) give(g, p[1], spell);
    g.adventureDeck.length = 0;
    expect(spellLimit(g, p[1])).toBe(3);
    joinParties(g, p[0], p[1]);
    playTurn(g, p[0]);
    expect(at(g, p[1])).toBe('cursed-glade');
    expect(spellLimit(g, p[1])).toBe(2);
    expect(p[1].spells).toHaveLength(2);
  });

  it('leaves behind a member who must miss a turn (clause 5)', () => {
    const { g, p } = play({
      heroes: [{ character: 'warrior', at: 'tavern' }, { character: 'elf', at: 'tavern' }],
      rules: UPGRADE, dice: [2],
      answers: { 'move-mode': [ROLL] },
      answer: (d) => (d.kind === 'move' ? d.options.find((o) => optionName(g, o) === 'woods-1') : undefined),
      yes: { 'join-party': false },
    });
    g.adventureDeck.length = 0;
    joinParties(g, p[0], p[1]);
    p[1].missTurns = 1;
    playTurn(g, p[0]);
    expect([at(g, p[0]), at(g, p[1])]).toEqual(['woods-1', 'tavern']);
    expect([partyOf(g, p[0]), partyOf(g, p[1])]).toEqual([-1, -1]);
  });

  it('moves only one space with a Toad in the party, without a roll (clause 5, the slowest member)', () => {
    const { g, p } = play({
      heroes: [{ character: 'warrior', at: 'tavern' }, { character: 'elf', at: 'tavern' }],
      rules: UPGRADE, dice: [],
      answers: { 'move-mode': [ROLL] },
      answer: (d) => (d.kind === 'move' ? d.options.find((o) => optionName(g, o) === 'plains-2') : undefined),
      yes: { 'leave-party': false, 'join-party': false },
    });
    g.adventureDeck.length = 0;
    joinParties(g, p[0], p[1]);
    p[1].toadTurns = 3;
    playTurn(g, p[0]);
    expect([at(g, p[0]), at(g, p[1])]).toEqual(['plains-2', 'plains-2']);
  });

  it('makes each member fight the Enemy in turn until one wins (clause 7)', () => {
    const { g, p } = play({
      heroes: [{ character: 'priest', at: 'tavern' }, { character: 'troll', at: 'tavern' }],
      rules: UPGRADE,
      dice: [1, 6, 6, 1], // the Priest 2 + 1 against the Bear's 3 + 6; the Troll 6 + 6 against 3 + 1
      answers: { 'move-mode': [STEP_ONE], 'fight-order': [0] },
      answer: (d) => (d.kind === 'move' ? d.options.find((o) => optionName(g, o) === 'plains-2') : undefined),
      yes: { 'join-party': false },
    });
    const bear = lay(g, 'plains-2', 'bear');
    g.adventureDeck.length = 0;
    joinParties(g, p[0], p[1]);
    playTurn(g, p[0]);
    expect(p[0].lives).toBe(3);
    expect(p[1].lives).toBe(6);
    expect(p[1].trophies).toContain(bear);
    expectAllDiceRolled(g);
  });

  it("puts out of the party a member taken off the space on another's turn (a quest's return)", () => {
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'tavern' }, { character: 'elf', at: 'tavern' }, { character: 'troll', at: 'tavern' }], rules: UPGRADE });
    joinParties(g, p[0], p[1]);
    g.active = 2;
    leaveSpace(g, p[1]);
    expect([partyOf(g, p[0]), partyOf(g, p[1])]).toEqual([-1, -1]);
  });

  it('keeps every party on one space: a member moved away is out of it', () => {
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'tavern' }, { character: 'elf', at: 'tavern' }, { character: 'troll', at: 'tavern' }], rules: UPGRADE });
    joinParties(g, p[1], p[2]);
    joinParties(g, p[0], p[1]);
    expect(p.map((q) => partyOf(g, q))).toEqual([0, 0, 0]);
    p[0].space = g.space('plains-2');
    reconcileParties(g);
    expect(p.map((q) => partyOf(g, q))).toEqual([-1, 1, 1]);
    p[2].lives = 0;
    p[2].dead = true;
    reconcileParties(g);
    expect(p.map((q) => partyOf(g, q))).toEqual([-1, -1, -1]);
  });
});
