// The Command Spell by player count (rulebook p.21, Alternative Rules for Faster Play): 5 players
// cast on 3-6, 6 on 2-6, 7 or more automatically; fewer keep p.20's 4-6; a chosen minimum overrides.
import { describe, expect, it } from 'vitest';
import { playTurn } from '../../../src/engine/index.ts';
import { DEFAULT_RULES, type RuleOptions } from '../../../src/rules/options.ts';
import { buildRuleSet } from '../../../src/rules/ruleset.ts';
import { resolveScenario } from '../../../src/scenario/load.ts';
import { BASE_CONTENT } from '../../../src/content/index.ts';
import { expectAllDiceRolled, play } from '../../engine/fixtures.ts';

const OTHERS = ['thief', 'elf', 'dwarf', 'monk', 'priest', 'prophetess', 'sorceress'];

/** The Troll alone on the Crown casts with these dice among `players` characters; the others' lives after. */
function cast(players: number, dice: number[], rules: Partial<RuleOptions>, out = 0): { lives: number[]; log: string } {
  const heroes = [{ character: 'troll', at: 'crown-of-command' }, ...OTHERS.slice(0, players - 1).map((c, i) => ({ character: c, at: i % 2 ? 'fields-1' : 'woods-1' }))];
  const { g, p, log } = play({ heroes, dice, rules });
  g.crownReached = true;
  for (let i = 0; i < out; i++) p[players - 1 - i].inGame = false; // the last `out` players lost the game
  playTurn(g, p[0]);
  expectAllDiceRolled(g);
  return { lives: p.slice(1).map((q) => q.lives - q.character!.life), log: log.lines.join("\n") };
}

describe('the faster Command Spell table', () => {
  it.each([
    [4, 3, 0], [4, 4, -1], // four players: p.20's 4-6 still
    [5, 2, 0], [5, 3, -1], // five: 3-6
    [6, 1, 0], [6, 2, -1], // six: 2-6
  ])('should with %i players and a roll of %i take %i lives from each other character', (players, roll, lost) => {
    const { lives } = cast(players, [roll], { commandSpell: 'faster' });
    expect(lives).toEqual(Array(players - 1).fill(lost));
  });

  it.each([7, 8])('should cast automatically with %i players: no die is rolled and every other character loses a life', (players) => {
    const { lives, log } = cast(players, [], { commandSpell: 'faster' });
    expect(lives).toEqual(Array(players - 1).fill(-1));
    expect(log).toContain('the Command Spell casts automatically');
    expect(log).toContain(`The Command Spell casts automatically (${players} players, rulebook p.21)`);
  });

  it('should follow the characters still in the game, not the players who started', () => {
    // Rulebook p.21, The Command Spell: "With five or more characters in the game, the Spell could
    // be cast as follows: 5 players 3, 4, 5, or 6 ...". Reading: the characters in the game when it
    // is cast. Six started, two have lost: four are in the game, so a 3 fails (p.20's 4-6) and a 4 works.
    expect(cast(6, [3], { commandSpell: 'faster' }, 2).lives).toEqual([0, 0, 0, 0, 0]);
    expect(cast(6, [4], { commandSpell: 'faster' }, 2).lives).toEqual([-1, -1, -1, 0, 0]);
    // Eight started, three have lost: five are in the game, a 3 works, a 2 fails.
    expect(cast(8, [3], { commandSpell: 'faster' }, 3).lives.slice(0, 4)).toEqual([-1, -1, -1, -1]);
    expect(cast(8, [2], { commandSpell: 'faster' }, 3).lives.slice(0, 4)).toEqual([0, 0, 0, 0]);
  });

  it('should leave the base table at 4-6 with 5 or more players when commandSpell is base', () => {
    expect(cast(6, [3], { commandSpell: 'base' }).lives).toEqual([0, 0, 0, 0, 0]);
    expect(buildRuleSet({ ...DEFAULT_RULES, players: 8 }).steps.commandSpellMin(play({ heroes: [{ character: 'troll' }] }).g)).toBe(4);
  });
});

describe('the basic player\'s fate reroll of the Command Spell', () => {
  // The Troll holds one fate; basic decides the reroll (the fixture refuses it unless 'reroll' is scripted).
  function castAsBasic(players: number, dice: number[], rules: Partial<RuleOptions>): number[] {
    const heroes = [{ character: 'troll', at: 'crown-of-command' }, ...OTHERS.slice(0, players - 1).map((c) => ({ character: c, at: 'fields-1' }))];
    const { g, p } = play({ heroes, dice, rules, answers: { reroll: [] } });
    g.crownReached = true;
    playTurn(g, p[0]);
    expectAllDiceRolled(g);
    return p.slice(1).map((q) => q.lives - q.character!.life);
  }

  it('should reroll a 3, which fails on p.20\'s 4-6 (the 5 rerolled then works)', () => {
    expect(castAsBasic(4, [3, 5], {})).toEqual([-1, -1, -1]);
  });

  it('should keep a 2 that works with six players under faster play (2-6), not spend fate on it', () => {
    expect(castAsBasic(6, [2], { commandSpell: 'faster' })).toEqual([-1, -1, -1, -1, -1]);
  });
});

describe('a chosen minimum roll', () => {
  it('should override the table: 6 only, whatever the player count', () => {
    expect(cast(6, [5], { commandSpell: 'faster', commandSpellMinRoll: 6 }).lives).toEqual([0, 0, 0, 0, 0]);
    expect(cast(2, [6], { commandSpellMinRoll: 6 }).lives).toEqual([-1]);
  });

  it('should cast automatically at 1 and say so in the trace', () => {
    const { lives, log } = cast(3, [], { commandSpellMinRoll: 1 });
    expect(lives).toEqual([-1, -1]);
    expect(log).toContain('The Command Spell casts automatically (3 players, rulebook p.21)');
  });

  it('should be validated with a one-line error naming the field', () => {
    const ids = { characters: BASE_CONTENT.characters.map((c) => c.id), strategies: ['basic'] };
    const where = { file: 'x.yaml', lineOf: () => undefined };
    expect(() => resolveScenario({ rules: { commandSpellMinRoll: 7 } }, where, ids)).toThrow('x.yaml: rules.commandSpellMinRoll must be an integer from 0 to 6 (got 7)');
    expect(() => resolveScenario({ rules: { commandSpell: 'fast' } }, where, ids)).toThrow('x.yaml: rules.commandSpell must be one of base, faster (got "fast")');
  });
});

describe('the module', () => {
  it('should be off (no module in the rule set) when it changes nothing', () => {
    const ids = (o: Partial<RuleOptions>) => buildRuleSet({ ...DEFAULT_RULES, ...o }).modules.map((m) => m.id);
    expect(ids({ players: 4, commandSpell: 'faster' })).toEqual(['base']);
    expect(ids({ players: 6, commandSpellMinRoll: 4 })).toEqual(['base']);
    expect(ids({ players: 5, commandSpell: 'faster' })).toEqual(['base', 'command-spell-faster']);
  });
});
