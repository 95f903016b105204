// The keep choice under dealThree (rulebook p.4; issue 32 C): the character's expected strength under
// the rule set (character-strength.json, measured by src/experiment/measure-character-strength.ts), the base game's
// table where a rule set has none, and a choice weighed by it that keeps every character sometimes.
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS, characterIndex } from '../../src/content/index.ts';
import { View, seededRng, type Decision } from '../../src/engine/index.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { buildRuleSet } from '../../src/rules/ruleset.ts';
import { runGame } from '../../src/sim/run-game.ts';
import { BASE_KEY, characterStrength, keepCharacter, ruleSetKey, strengthTable } from '../../strategies/character-strength.ts';
import { makeStrategy } from '../../strategies/index.ts';
import { makeGame } from '../helpers.ts';
import { smallPlan } from '../sim/fixtures.ts';

/** A 'character' decision offering these characters to seat 0, under these rules. */
function offer(ids: string[], rules = {}): { v: View; d: Decision } {
  const { g } = makeGame({ heroes: ['ghoul', 'monk', 'thief', 'wizard'], rules });
  const d = g.options('character', g.players[0]);
  for (const id of ids) d.push(characterIndex(id));
  return { v: new View(g, 0), d: g.decision };
}

describe('the character-strength table', () => {
  it('should hold a measured base table of every character, with its provenance', () => {
    const base = strengthTable(buildRuleSet({ ...DEFAULT_RULES }));
    expect(ruleSetKey(buildRuleSet({ ...DEFAULT_RULES }))).toBe(BASE_KEY);
    expect(base.scenario).toBe('default.yaml');
    expect(base.games).toBeGreaterThanOrEqual(1000);
    expect(Object.keys(base.winRate).sort()).toEqual([...CHARACTER_IDS].sort());
    // Measured, not an index: the Troll is the base game's strongest for the basic bots.
    expect(Math.max(...Object.values(base.winRate))).toBe(base.winRate.troll);
  });

  it('should look a rule set up by its modules and players, and fall back to the base table', () => {
    const trueFate = buildRuleSet({ ...DEFAULT_RULES, trueFate: 'both' });
    expect(ruleSetKey(trueFate)).toBe('base+true-fate@4');
    expect(strengthTable(trueFate).scenario).toBe('true-fate.yaml');
    // Three players: the same modules' table, measured at 4.
    expect(strengthTable(buildRuleSet({ ...DEFAULT_RULES, trueFate: 'both', players: 3 })).scenario).toBe('true-fate.yaml');
    const unmeasured = buildRuleSet({ ...DEFAULT_RULES, trueFate: 'both', defensiveCombat: true });
    expect(strengthTable(unmeasured)).toBe(strengthTable(buildRuleSet({ ...DEFAULT_RULES })));
  });
});

describe('the keep choice', () => {
  it('should keep the strongest of two different offers: two offers, two answers', () => {
    // Without a stream the choice is the strongest: the Troll from one hand, the Warrior from another.
    const a = offer(['prophetess', 'troll', 'priest']);
    expect(a.d.options[keepCharacter(a.v, a.d, null)]).toBe(characterIndex('troll'));
    const b = offer(['prophetess', 'warrior', 'priest']);
    expect(b.d.options[keepCharacter(b.v, b.d, null)]).toBe(characterIndex('warrior'));
  });

  it('should answer the same offer differently under rules that change a character: the Assassin under Claiming Attack', () => {
    // Claiming Attack lets the Assassin assassinate Enemies face up on the board (3a): measured, he
    // overtakes the Dwarf, who is the stronger in the base game.
    const base = offer(['dwarf', 'assassin', 'elf']);
    expect(base.d.options[keepCharacter(base.v, base.d, null)]).toBe(characterIndex('dwarf'));
    const claiming = offer(['dwarf', 'assassin', 'elf'], { claimingAttack: true });
    expect(claiming.d.options[keepCharacter(claiming.v, claiming.d, null)]).toBe(characterIndex('assassin'));
  });

  it('should weigh the keep by expected strength: the basic player keeps a clearly stronger one almost always, a weak one sometimes', () => {
    const basic = makeStrategy('basic');
    const rng = seededRng('keep');
    const { v, d } = offer(['prophetess', 'troll', 'warrior']);
    const kept = [0, 0, 0];
    for (let i = 0; i < 2000; i++) kept[basic.choose(v, d, rng)]++;
    expect(kept[1]).toBeGreaterThan(kept[2]);
    expect(kept[2]).toBeGreaterThan(kept[0]);
    const close = offer(['prophetess', 'priest', 'sorceress']);
    const keptClose = [0, 0, 0];
    for (let i = 0; i < 2000; i++) keptClose[basic.choose(close.v, close.d, rng)]++;
    // Close in strength, each is kept often; the strongest most.
    expect(Math.min(...keptClose)).toBeGreaterThan(300);
    const order = ['prophetess', 'priest', 'sorceress'].map((id) => characterStrength(close.v.rules, id));
    expect(keptClose.indexOf(Math.max(...keptClose))).toBe(order.indexOf(Math.max(...order)));
  });

  it('should keep every character in at least 1% of seat deals (300 games of 4 seats under dealThree)', () => {
    const plan = { ...smallPlan(300, 'deal-three'), rules: { ...DEFAULT_RULES, dealThree: true, roundCap: 1 } };
    const kept = new Map<string, number>(CHARACTER_IDS.map((id) => [id, 0]));
    for (let i = 0; i < plan.games; i++) {
      for (const s of runGame(plan, i).seats) kept.set(s.characters[0], kept.get(s.characters[0])! + 1);
    }
    const deals = plan.games * 4;
    for (const [id, n] of kept) expect(n / deals, id).toBeGreaterThanOrEqual(0.01);
  });
});
