// Talisman Upgrade clause 33's Mini-Command (src/rules/upgrade/mini-command.ts): a Talisman holder
// who lands on a character may command his next move (1d6, 4-6); the commander then makes it (the
// decisions are put to his strategy); Counterspell and three Talismans counter it; a commander whose
// move costs the commanded a life becomes evil.
import { describe, expect, it } from 'vitest';
import { CHARACTER_ACTIONS, MOVE_MODES, eventCount, land, playTurn, type Decision, type View } from '../../../src/engine/index.ts';
import { joinParties } from '../../../src/rules/upgrade/parties.ts';
import { partyOf } from '../../../src/rules/upgrade/party-state.ts';
import { COMMAND as COMMAND_OPTION, command, commandState } from '../../../src/rules/upgrade/mini-command.ts';
import { commandedChoice } from '../../../strategies/modules/upgrade-command.ts';
import { give, lay, makeGame } from '../../helpers.ts';
import { beginTurn, diceLeft, spaceIndex } from '../../engine/fixtures-combat.ts';
import { onlyParts } from './hero-parts.ts';

const COMMAND = COMMAND_OPTION.value;
const STEP_ONE = MOVE_MODES.indexOf('step-one');

/** A decision as it was put: its kind, whose it is (d.seat) and whose strategy made it (the View's seat). */
interface Made {
  kind: string;
  of: number;
  by: number;
  options?: number[];
}

/**
 * The Thief (seat 0, neutral, a Talisman) lands on fields-5, where a Sword lies (nothing is drawn)
 * and `others` stand (seats 1...), and commands seat 1. As commander he moves seat 1 one space, to
 * `dest`. Nobody casts, nobody pays fate, nobody joins or retaliates.
 */
function commanding(others: string[], dice: number[], dest: string, rules: Record<string, unknown> = { miniCommand: true, encounterBoth: true, movement: true }) {
  const made: Made[] = [];
  const answer = (d: Decision, v: View): number | undefined => {
    made.push({ kind: d.kind, of: d.seat, by: v.seat, options: [...d.options] });
    switch (d.kind) {
      case 'encounter': return d.seat === 0 && d.options.includes(1) ? 1 : -1;
      case 'character-action': return d.options.includes(COMMAND) ? COMMAND : undefined;
      case 'move-mode': return STEP_ONE;
      case 'move': return d.options.includes(spaceIndex(dest)) ? spaceIndex(dest) : undefined;
      case 'cast': return -1;
      case 'reroll': return -1;
      case 'yes-no': return 0;
      default: return undefined;
    }
  };
  const t = makeGame({
    heroes: [{ character: 'thief', at: 'fields-4' }, ...others.map((c) => ({ character: c, at: 'fields-5' }))],
    dice, answer, rules: { upgrade: onlyParts(rules) },
  });
  for (const p of t.p) p.fate = 0;
  give(t.g, t.p[0], 'talisman-card');
  lay(t.g, 'fields-5', 'sword');
  beginTurn(t.g, t.p[0]);
  land(t.g, t.p[0], t.g.space('fields-5'));
  const at = (seat: number) => t.g.spaces[t.p[seat].space].id;
  return { ...t, made, at, moveOf: (seat: number) => made.filter((m) => m.of === seat && (m.kind === 'move' || m.kind === 'move-mode')) };
}

describe('Upgrade 33: the Mini-Command', () => {
  // The Ghoul rolls 4: the Thief makes his next move, one space to the Crags, whose roll (4) does nothing.
  it('should let the commander make the commanded character\'s next move on a 4-6', () => {
    const t = commanding(['ghoul'], [4, 4], 'crags');
    expect(commandState(t.g)!.by[1]).toBe(0);
    expect(eventCount(t.g.events, 'upgrade.mini-command')).toBe(1);
    playTurn(t.g, t.p[1]);
    expect(t.at(1)).toBe('crags');
    // The move mode and the direction were the Thief's (his View), for the Ghoul (d.seat 1).
    expect(t.moveOf(1).map((m) => [m.kind, m.by])).toEqual([['move-mode', 0], ['move', 0]]);
    expect(eventCount(t.g.events, 'upgrade.mini-command-move')).toBe(1);
    expect(diceLeft(t.g)).toBe(0);
    // Spent: his next move is his own again.
    expect([commandState(t.g)!.by[1], commandState(t.g)!.active]).toEqual([-1, -1]);
  });

  it('should have no effect on a 1-3: the commanded character makes his own move', () => {
    const t = commanding(['ghoul'], [3, 4], 'crags');
    expect(commandState(t.g)!.by[1]).toBe(-1);
    playTurn(t.g, t.p[1]);
    expect(t.moveOf(1).map((m) => m.by)).toEqual([1, 1]);
    expect(eventCount(t.g.events, 'upgrade.mini-command-obeyed')).toBe(0);
  });

  // With the part off the Thief's actions against the Ghoul are attack and steal: he steals his gold.
  it('should not be offered with the part off', () => {
    const t = commanding(['ghoul'], [], 'crags', { miniCommand: false, encounterBoth: true, movement: true });
    const offered = t.made.filter((m) => m.kind === 'character-action').map((m) => m.options);
    expect(offered).toEqual([[CHARACTER_ACTIONS.indexOf('attack'), CHARACTER_ACTIONS.indexOf('steal')]]);
    expect(eventCount(t.g.events, 'upgrade.mini-command')).toBe(0);
  });

  // The Ghoul (evil) is moved onto the Chapel, which costs an evil character a life: the neutral Thief becomes evil.
  it('should turn the commander evil when the commanded move costs a life', () => {
    const t = commanding(['ghoul'], [4], 'chapel');
    expect(t.p[0].alignment).toBe('neutral');
    playTurn(t.g, t.p[1]);
    expect(t.at(1)).toBe('chapel');
    expect(t.p[1].lives).toBe(3);
    expect(t.p[0].alignment).toBe('evil');
    expect(eventCount(t.g.events, 'upgrade.mini-command-evil')).toBe(1);
  });

  it('should leave the commander\'s alignment alone when the move costs nothing (the control)', () => {
    const t = commanding(['ghoul'], [4, 4], 'crags');
    playTurn(t.g, t.p[1]);
    expect(t.p[1].lives).toBe(4);
    expect(t.p[0].alignment).toBe('neutral');
  });

  it('should be cancelled by the commanded character\'s Counterspell, before his roll', () => {
    const made: number[] = [];
    const t = makeGame({
      heroes: [{ character: 'thief', at: 'fields-5' }, { character: 'ghoul', at: 'fields-5' }],
      dice: [],
      answer: (d) => {
        if (d.kind === 'cast') made.push(d.seat);
        if (d.kind === 'cast') return d.options.find((c) => c >= 0) ?? -1;
        if (d.kind === 'character-action') return COMMAND;
        if (d.kind === 'encounter') return 1;
        return undefined;
      },
      rules: { upgrade: onlyParts({ miniCommand: true }) },
    });
    while (t.p[1].spells.length > 0) t.g.spellDeck.unshift(t.p[1].spells.pop()!);
    give(t.g, t.p[1], 'counterspell');
    give(t.g, t.p[0], 'talisman-card');
    beginTurn(t.g, t.p[0]);
    command(t.g, t.p[0], t.p[1]);
    expect(made).toEqual([1]);
    expect(t.p[1].spells).toHaveLength(0);
    expect(commandState(t.g)!.by[1]).toBe(-1);
    expect(eventCount(t.g.events, 'upgrade.mini-command-countered')).toBe(1);
  });
});

describe('Upgrade 33: three Talismans counter one', () => {
  /** The Thief lands on fields-5 and commands the Monk, in a party with the Priest and the Prophetess; `held` of them hold a Talisman. */
  function party(held: number, dice: number[]) {
    const t = makeGame({
      heroes: [{ character: 'thief', at: 'fields-4' }, ...['monk', 'priest', 'prophetess'].map((c) => ({ character: c, at: 'fields-5' }))],
      dice,
      answer: (d) => {
        if (d.kind === 'encounter') return d.seat === 0 ? 1 : -1;
        if (d.kind === 'character-action') return COMMAND;
        if (d.kind === 'cast' || d.kind === 'reroll') return -1;
        return undefined;
      },
      rules: { upgrade: onlyParts({ miniCommand: true, parties: true, movement: true }) },
    });
    for (const p of t.p) p.fate = 0;
    joinParties(t.g, t.p[1], t.p[2]);
    joinParties(t.g, t.p[1], t.p[3]);
    give(t.g, t.p[0], 'talisman-card');
    for (let i = 0; i < held; i++) give(t.g, t.p[1 + i], 'talisman-card');
    lay(t.g, 'fields-5', 'sword');
    beginTurn(t.g, t.p[0]);
    land(t.g, t.p[0], t.g.space('fields-5'));
    return t;
  }

  it('should negate the command when the party holds three Talismans: no die is rolled', () => {
    const t = party(3, []);
    expect(eventCount(t.g.events, 'upgrade.mini-command')).toBe(1);
    expect(eventCount(t.g.events, 'upgrade.mini-command-negated')).toBe(1);
    expect(commandState(t.g)!.by[1]).toBe(-1);
  });

  it('should let the Monk roll when his party holds only two (the control): a 5 obeys', () => {
    const t = party(2, [5]);
    expect(eventCount(t.g.events, 'upgrade.mini-command-negated')).toBe(0);
    expect(commandState(t.g)!.by[1]).toBe(0);
    expect(diceLeft(t.g)).toBe(0);
  });

  // The Monk, commanded, leaves his party at the start of his turn: only he is moved ("not a whole party").
  it('should move the commanded member alone, out of his party', () => {
    const t = party(2, [5]);
    const made: Made[] = [];
    const chapel = t.g.space('chapel');
    const commander = (v: View, d: Decision): number => {
      made.push({ kind: d.kind, of: d.seat, by: v.seat });
      return d.kind === 'move-mode' ? d.options.indexOf(STEP_ONE) : d.kind === 'move' ? d.options.indexOf(chapel) : 0;
    };
    t.g.strategies[0] = { id: 'commander', choose: commander };
    t.g.strategies[1] = { id: 'monk', choose: (_v, d) => (made.push({ kind: d.kind, of: d.seat, by: 1 }), d.kind === 'yes-no' ? d.options.indexOf(0) : 0) };
    for (const seat of [2, 3]) t.g.strategies[seat] = t.g.strategies[1];
    t.g.players[0].strategy = 0;
    playTurn(t.g, t.p[1]);
    expect(made.filter((m) => m.kind === 'move-mode' || m.kind === 'move').map((m) => m.by)).toEqual([0, 0]);
    expect(t.p[1].space).toBe(chapel);
    expect([t.p[2].space, t.p[3].space]).toEqual([t.g.space('fields-5'), t.g.space('fields-5')]);
    expect([partyOf(t.g, t.p[1]), partyOf(t.g, t.p[2]), partyOf(t.g, t.p[3])]).toEqual([-1, 2, 2]);
  });
});

describe('Upgrade 33: the basic player\'s Mini-Command', () => {
  /** `commander` (seat 0, a Talisman) lands on fields-5 where the Troll (seat 1, a Talisman: a leading rival) stands alone. */
  function meeting(commander: string) {
    const t = makeGame({ heroes: [{ character: commander, at: 'fields-4' }, { character: 'troll', at: 'fields-5' }], rules: { upgrade: onlyParts({ miniCommand: true, encounterBoth: true, movement: true }) } });
    give(t.g, t.p[0], 'talisman-card');
    give(t.g, t.p[1], 'talisman-card');
    lay(t.g, 'fields-5', 'sword');
    beginTurn(t.g, t.p[0]);
    land(t.g, t.p[0], t.g.space('fields-5'));
    return t;
  }

  // The Assassin (evil, Strength 3) would not attack the Troll (Strength 6): he commands him instead.
  it('should command a leading rival it would not attack', () => {
    expect(eventCount(meeting('assassin').g.events, 'upgrade.mini-command')).toBe(1);
  });

  // The Prophetess (good) would risk her alignment on the die: she ignores him.
  it('should not command when good', () => {
    expect(eventCount(meeting('prophetess').g.events, 'upgrade.mini-command')).toBe(0);
  });

  /** Seat 0 (of this alignment) decides the Ghoul's commanded step from fields-5: the Crags or the Chapel, where an Ogre lies. */
  function step(alignment: 'neutral' | 'evil'): string {
    const t = makeGame({ heroes: [{ character: 'thief', at: 'fields-5' }, { character: 'ghoul', at: 'fields-5' }], rules: { upgrade: onlyParts({ miniCommand: true }) } });
    t.p[0].alignment = alignment;
    lay(t.g, 'chapel', 'ogre');
    const d = t.g.decision;
    t.g.options('move', t.p[1], 1).push(t.g.space('crags'), t.g.space('chapel'));
    return t.g.spaces[d.options[commandedChoice(t.g.views[0], d)]].id;
  }

  it('should move him away from the Portal of Power, and toward a hazard only when evil already', () => {
    expect(step('neutral')).toBe('crags');
    expect(step('evil')).toBe('chapel');
  });
});
