// Talisman Upgrade clause 43 (seed 002) and who wins: the Dragon King on the Crown of Command, alone
// or with three Dragon Princes; each turn there a round of fire, battle and psychic combat (0-3
// lives); the characters on the Crown when the last dragon falls win together.
import { describe, expect, it } from 'vitest';
import { gainCraft, gainStrength, killCharacter, playTurn } from '../../../src/engine/index.ts';
import { UPGRADE_DEFAULTS } from '../../../src/rules/upgrade/index.ts';
import { finaleState } from '../../../src/rules/upgrade/finale.ts';
import { expectAllDiceRolled, play } from '../../engine/fixtures.ts';
import { give } from '../../helpers.ts';

const CROWN = 'crown-of-command';
// Tests that raise a character's Strength or Craft past his printed value switch off clauses 8-9's cap.
const rules = (u: Record<string, unknown>) => ({ upgrade: { ...UPGRADE_DEFAULTS, ...u } });

describe('Upgrade finale (clause 43)', () => {
  it('costs up to three lives a round: the fire, the battle and the psychic combat', () => {
    const { g, p } = play({
      heroes: [{ character: 'troll', at: CROWN }],
      rules: rules({ finale: 'roll', unbuiltEndings: 'roll-again' }),
      // The ending: 5 rolled again, 2 (with the Princes); fire 1 + 1 is not below Craft 1; the Troll
      // 6 + 1 against a Prince's 9 + 6; Craft 1 + 1 against 9 + 6.
      dice: [5, 2, 1, 1, 1, 6, 1, 6],
    });
    g.crownReached = true;
    playTurn(g, p[0]);
    expect(finaleState(g)!.ending).toBe(2);
    expect([...finaleState(g)!.lives]).toEqual([5, 5, 5, 5]);
    expect(p[0].lives).toBe(3);
    expect(g.ended).toBe(false);
    expectAllDiceRolled(g);
  });

  it('lets the characters alive on the Crown win together when the last dragon falls', () => {
    const { g, p } = play({
      heroes: [{ character: 'troll', at: CROWN }, { character: 'wizard', at: CROWN }, { character: 'elf', at: 'tavern' }],
      rules: rules({ finale: 'dragon-king', dragonKingLives: 1, capped: false }),
      // Fire 6 + 6; the Troll (Strength 6 + 10) rolls 1 against the King's 12 + 1.
      dice: [6, 6, 1, 1],
    });
    g.crownReached = true;
    gainStrength(g, p[0], 10);
    playTurn(g, p[0]);
    expect(g.ended).toBe(true);
    expect(g.endReason).toBe('dragon-king');
    expect(g.winner).toBe(0);
    expect(g.winningSeats).toBe(0b011);
    expectAllDiceRolled(g);
  });

  it('takes a life from the opponent won against, with a Craft win too', () => {
    const { g, p } = play({
      heroes: [{ character: 'wizard', at: CROWN }],
      rules: rules({ finale: 'dragon-king', dragonKingLives: 3, capped: false }),
      // Fire 1 + 1 below Craft 15; the battle 2 + 1 against 12 + 6 lost; the psychic 15 + 1 against 12 + 1 won.
      dice: [1, 1, 1, 6, 1, 1],
    });
    g.crownReached = true;
    gainCraft(g, p[0], 10);
    playTurn(g, p[0]);
    expect(p[0].lives).toBe(3);
    expect(finaleState(g)!.lives[0]).toBe(2);
    expectAllDiceRolled(g);
  });

  it('does not end the game for the last character left: he must still defeat the Dragon King', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: CROWN }, { character: 'elf', at: 'tavern' }], rules: rules({ finale: 'dragon-king' }) });
    g.crownReached = true;
    killCharacter(g, p[1], -1);
    expect(g.ended).toBe(false);
    const base = play({ heroes: [{ character: 'troll', at: CROWN }, { character: 'elf', at: 'tavern' }] });
    base.g.crownReached = true;
    killCharacter(base.g, base.p[1], -1);
    expect(base.g.endReason).toBe('last-standing');
  });

  it('lets the last character left win under loneSurvivor: wins (the rulebook\'s p.20), not before the Crown is reached', () => {
    const lone = (crownReached: boolean) => {
      const t = play({ heroes: [{ character: 'troll', at: CROWN }, { character: 'elf', at: 'tavern' }], rules: rules({ finale: 'dragon-king', loneSurvivor: 'wins' }) });
      t.g.crownReached = crownReached;
      killCharacter(t.g, t.p[1], -1);
      return t.g;
    };
    const after = lone(true);
    expect([after.ended, after.endReason, after.winner]).toEqual([true, 'last-standing', 0]);
    expect(lone(false).ended).toBe(false);
  });
  // Clause 10 in the final battle: the Troll (Strength 6, the Magic Belt's +1) calls a Unified Effort
  // with the Warrior (Strength 4) beside him; the Belt is destroyed for it (Strength 6 again).
  function effort(unifiedEfforts: boolean, dice: number[]) {
    const t = play({
      heroes: [{ character: 'troll', at: CROWN }, { character: 'warrior', at: CROWN }],
      rules: rules({ finale: 'dragon-king', dragonKingLives: 1, unifiedEfforts }),
      yes: { 'unified-effort': true },
      // Fire 6 + 6 (a life); the battle: 6 + 4 + 6 = 16 against the King's 12 + 3 (alone 7 + 6 = 13,
      // and then the psychic combat, Craft 1 + 1 against 12 + 1).
      dice,
    });
    t.g.crownReached = true;
    const belt = give(t.g, t.p[0], 'magic-belt');
    playTurn(t.g, t.p[0]);
    expectAllDiceRolled(t.g);
    return { ...t, belt };
  }

  it('lets the characters on the Crown make a Unified Effort against the Dragon King (clause 10)', () => {
    const t = effort(true, [6, 6, 6, 3]);
    expect(t.g.endReason).toBe('dragon-king');
    expect(t.g.winningSeats).toBe(0b11);
    expect(t.p[0].objects).not.toContain(t.belt);
  });

  it('fights alone without Unified Efforts (the control): 13 against 15 loses', () => {
    const t = effort(false, [6, 6, 6, 3, 1, 1]);
    expect(t.g.ended).toBe(false);
    expect(finaleState(t.g)!.lives[0]).toBe(1);
    expect(t.p[0].objects).toContain(t.belt);
  });

  // Clause 43: "Each battle is a combined craft/strength fight that can result in the loss of 0, 1,
  // 2, or 3 lives for any and all party members." The Troll (seat 0) calls two efforts the Warrior
  // joins, both lost: a life each to both. The Warrior has lost 2 this round; his own round's fire
  // takes his third, and he fights no more this round (before the fix he battled on: 5 lives).
  it('costs a partner no more than 3 lives a round, his own round included (clause 43e)', () => {
    const { g, p } = play({
      heroes: [{ character: 'troll', at: CROWN }, { character: 'warrior', at: CROWN }],
      rules: rules({ finale: 'dragon-king', dragonKingLives: 15, crownRetreat: false }),
      yes: { 'unified-effort': true },
      // The Troll: fire 1 + 1 not below Craft 1; the battle 1 against the King's 12 + 6; the psychic
      // combat 1 against 12 + 6. The Warrior: fire 1 + 1 not below Craft 2.
      dice: [1, 1, 1, 6, 1, 6, 1, 1],
    });
    g.crownReached = true;
    for (const id of ['orb-of-knowledge', 'wand', 'magic-belt']) give(g, p[0], id);
    const [troll, warrior] = [p[0].lives, p[1].lives];
    playTurn(g, p[0]);
    expect(troll - p[0].lives).toBe(3);
    expect(warrior - p[1].lives).toBe(2);
    playTurn(g, p[1]);
    expect(g.round).toBe(finaleState(g)!.round);
    expect(warrior - p[1].lives).toBe(3);
    expect(finaleState(g)!.lives[0]).toBe(15);
    expectAllDiceRolled(g);
  });

  // Clause 43: "The first character(s) to enter the Crown of Command space must roll one d6": 3 "Dragon
  // King & Alternate Ending", 6 the Dragon Cult, whose survivors "fight the remaining cultists plus 3
  // dragon princes". Without the expansion cards, `dragons` fights each ending's dragons.
  function ending(unbuiltEndings: string, dice: number[]) {
    const { g, p } = play({
      heroes: [{ character: 'troll', at: CROWN }],
      rules: rules({ finale: 'roll', unbuiltEndings }),
      // The ending's die(s), then fire 6 + 6 and two lost fights (1 against 6), 3 lives.
      dice: [...dice, 6, 6, 1, 6, 1, 6],
    });
    g.crownReached = true;
    playTurn(g, p[0]);
    expectAllDiceRolled(g);
    return finaleState(g)!;
  }

  it('fights the dragons of an ending it has no cards for: 3 the King alone, 6 with the Princes (clause 43d)', () => {
    expect(ending('dragons', [3]).ending).toBe(1);
    expect(ending('dragons', [6]).ending).toBe(2);
    expect([...ending('dragons', [6]).lives]).toEqual([5, 5, 5, 5]);
    expect(ending('dragons', [4]).rolled).toBe(4);
  });

  it('rolls 3-6 again under unbuiltEndings: roll-again (the control)', () => {
    const s = ending('roll-again', [3, 6, 1]);
    expect(s.ending).toBe(1);
    expect(s.rolled).toBe(1);
    expect(ending('roll-again', [6, 2]).ending).toBe(2);
  });

  // crownWonBy (a reading: clause 43 gives the Princes lives but not whether the battle goes on once
  // the King has fallen). The Troll (Strength 6 + 10) against the King of 1 life and three Princes of
  // 5, basic choosing whom he faces: under the-king the King, whose fall wins; under every-dragon a Prince.
  function kingOfOne(crownWonBy: string, dice: number[]) {
    const t = play({ heroes: [{ character: 'troll', at: CROWN }], rules: rules({ finale: 'dragon-princes', crownWonBy, capped: false }), dice });
    t.g.crownReached = true;
    const s = finaleState(t.g)!;
    s.ending = 2;
    s.lives.set([1, 5, 5, 5]);
    gainStrength(t.g, t.p[0], 10);
    playTurn(t.g, t.p[0]);
    expectAllDiceRolled(t.g);
    return { ...t, s };
  }

  it('is won by the King\'s fall under crownWonBy: the-king, the Princes standing (fire 6 + 6, then 16 + 1 against 12 + 1)', () => {
    const { g, s } = kingOfOne('the-king', [6, 6, 1, 1]);
    expect([...s.lives]).toEqual([0, 5, 5, 5]);
    expect(g.ended).toBe(true);
    expect(g.endReason).toBe('dragon-king');
  });

  it('goes on while a Prince stands under crownWonBy: every-dragon, basic facing a Prince (16 + 1 against 9 + 1, then Craft 1 + 1 against 9 + 6)', () => {
    const { g, s } = kingOfOne('every-dragon', [6, 6, 1, 1, 1, 6]);
    expect([...s.lives]).toEqual([1, 4, 5, 5]);
    expect(g.ended).toBe(false);
  });

  // crownAttackedFirst (clause 29: "the defender makes the decision as to who is attacked first").
  // The Troll (Strength 6 + 10) against the King of 1 life and the Princes of 3, 5 and 4 lives, under
  // crownWonBy: the-king. characters: basic faces the King, whose fall wins; dragons: the Prince of
  // 5 lives shields him in the battle, and in the psychic combat the healthiest not yet beaten in one
  // (the same Prince, now 4, the first of equals).
  function shielded(crownAttackedFirst: string, lives: number[], gain: number[], dice: number[]) {
    const t = play({
      heroes: gain.map((_, i) => ({ character: i === 0 ? 'troll' : 'warrior', at: CROWN })),
      rules: rules({ finale: 'dragon-princes', crownAttackedFirst, capped: false }),
      dice,
    });
    t.g.crownReached = true;
    const s = finaleState(t.g)!;
    s.ending = 2;
    s.lives.set(lives);
    gain.forEach((n, i) => gainStrength(t.g, t.p[i], n));
    for (const p of t.p) if (!t.g.ended) playTurn(t.g, p);
    expectAllDiceRolled(t.g);
    return { ...t, s };
  }

  it('lets each character face the dragon of his choice under crownAttackedFirst: characters (fire 6 + 6, then 16 + 1 against the King\'s 12 + 1)', () => {
    const { g, s } = shielded('characters', [1, 3, 5, 4], [10], [6, 6, 1, 1]);
    expect([...s.lives]).toEqual([0, 3, 5, 4]);
    expect(g.endReason).toBe('dragon-king');
  });

  it('has the dragons choose under crownAttackedFirst: dragons, the Prince with the most lives first (16 + 1 against 9 + 1, then Craft 1 + 1 against 9 + 6)', () => {
    const { g, s } = shielded('dragons', [1, 3, 5, 4], [10], [6, 6, 1, 1, 1, 6]);
    expect([...s.lives]).toEqual([1, 3, 4, 4]);
    expect(g.ended).toBe(false);
  });

  // "If all other defenders are beaten in strength, the Wizard will eventually have to fight": the
  // Troll beats the last Prince in battle, so the Warrior's battle that round (14 + 1, the higher of
  // his two dice, against 12 + 1) is against the King.
  it('sends the King into battle once every living Prince has been beaten in one this round (crownAttackedFirst: dragons)', () => {
    const { g, s } = shielded('dragons', [1, 2, 0, 0], [10, 10], [6, 6, 1, 1, 1, 6, 6, 6, 1, 1, 1]);
    expect([...s.lives]).toEqual([0, 1, 0, 0]);
    expect(g.endReason).toBe('dragon-king');
    expect(g.winningSeats).toBe(0b11);
    // With every living dragon beaten in battle this round (the King alone, beaten by the Troll), the order starts again.
    const again = shielded('dragons', [2, 0, 0, 0], [10, 10], [6, 6, 1, 1, 1, 6, 6, 6, 1, 1, 1]);
    expect(again.g.endReason).toBe('dragon-king');
  });

  // The rulebook p.20: "Players may start new characters if, and only if, no character has yet
  // reached the Crown of Command". Kept by default (crownLockOut); off, a killed character's player
  // stays in the game while the Dragon King holds the Crown.
  it('keeps the rulebook\'s lock-out by default and lifts it with crownLockOut: false', () => {
    for (const crownLockOut of [true, false]) {
      const { g, p } = play({ heroes: [{ character: 'troll', at: CROWN }, { character: 'elf', at: 'tavern' }], rules: rules({ finale: 'dragon-king', crownLockOut }) });
      g.crownReached = true;
      killCharacter(g, p[1], -1);
      expect(p[1].inGame).toBe(!crownLockOut);
      expect(g.ended).toBe(false);
    }
  });

  // Retreat (crownRetreat, a reading: clause 43 neither allows nor forbids leaving the Crown): the
  // Troll leaves the battle at the start of a later turn and turns back as in the Inner Region (p.19).
  function retreat(crownRetreat: boolean, dice: number[]) {
    const t = play({ heroes: [{ character: 'troll', at: CROWN }], rules: rules({ finale: 'dragon-king', crownRetreat }), yes: { 'crown-retreat': true }, dice });
    t.g.crownReached = true;
    const s = finaleState(t.g)!;
    s.ending = 1;
    s.lives[0] = 4;
    playTurn(t.g, t.p[0]);
    expectAllDiceRolled(t.g);
    return t;
  }

  it('lets a character retreat from the Crown under crownRetreat: the dragons keep their losses', () => {
    const { g, p } = retreat(true, []);
    expect(p[0].space).toBe(g.topo.valley);
    expect(p[0].inner.turningBack).toBe(true);
    expect(finaleState(g)!.lives[0]).toBe(4);
    playTurn(g, p[0]);
    expect([g.topo.valley, g.topo.crown]).not.toContain(p[0].space);
  });

  it('fights on without crownRetreat (the control)', () => {
    // Fire 6 + 6, the battle 1 against 12 + 6, the psychic combat 1 against 12 + 6.
    const { g, p } = retreat(false, [6, 6, 1, 6, 1, 6]);
    expect(p[0].space).toBe(g.space(CROWN));
  });
});
