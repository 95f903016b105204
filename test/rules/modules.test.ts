// The rule-module machinery: options gathered from the modules and validated by the loader, hooks
// folded in module order and run at their sites, and no module named inside the engine.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASE_CONTENT } from '../../src/content/index.ts';
import { Game, MODULE_OPTIONS, playTurn, seededRng, setupGame, type Player, type RuleSet } from '../../src/engine/index.ts';
import { withHooks } from '../../src/rules/module.ts';
import { MODULES } from '../../src/rules/modules.ts';
import { DEFAULT_RULES, RULE_OPTIONS } from '../../src/rules/options.ts';
import { buildRuleSet } from '../../src/rules/ruleset.ts';
import { resolveScenario } from '../../src/scenario/load.ts';
import { makeStrategy } from '../../strategies/index.ts';
import { EVERY_MODULE, REPLACED_MODULES } from './everything.ts';
import { UPGRADE_DEFAULTS } from '../../src/rules/upgrade/index.ts';
import { UPGRADE_PARTS } from '../../src/rules/upgrade/parts.ts';

const IDS = { characters: BASE_CONTENT.characters.map((c) => c.id), strategies: ['basic'] };
const where = { file: 'x.yaml', lineOf: () => undefined };

describe('rule options', () => {
  it('every option has one spec, and its default passes its own rule', () => {
    const keys = RULE_OPTIONS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of RULE_OPTIONS) expect((s.rule.parse as (v: unknown) => unknown)(s.default)).toEqual(s.default);
  });

  it('the loader validates a module option with its rule and names the field', () => {
    expect(resolveScenario({ rules: { trophyRate: 5 } }, where, IDS).rules.trophyRate).toBe(5);
    expect(() => resolveScenario({ rules: { trophyRate: 4 } }, where, IDS)).toThrow('x.yaml: rules.trophyRate must be one of 7, 6, 5 (got 4)');
    expect(() => resolveScenario({ rules: { trophyrate: 5 } }, where, IDS)).toThrow(/rules\.trophyrate is not a known key; did you mean trophyRate\? allowed keys in rules: roundCap, dealThree, assassinateCreatures, combat, trophyRate/);
  });

  it('EVERY_MODULE, the invariant runs\' all-modules configuration, leaves only replaced modules off', () => {
    const o = { ...DEFAULT_RULES, ...EVERY_MODULE };
    expect(MODULES.filter((m) => !m.enabled(o)).map((m) => m.id)).toEqual(REPLACED_MODULES);
  });

  it('every module folds in only the parameters, steps and moments the engine knows (no stray key)', () => {
    const base = buildRuleSet(DEFAULT_RULES);
    const keys = (r: object): string[] => Object.keys(r).sort();
    for (const o of [EVERY_MODULE, { combat: '2d6' as const }, { upgrade: UPGRADE_DEFAULTS }]) {
      const r = buildRuleSet({ ...DEFAULT_RULES, ...o });
      expect(r.modules.length).toBeGreaterThan(1);
      expect([keys(r), keys(r.params), keys(r.steps), keys(r.hooks)]).toEqual([keys(base), keys(base.params), keys(base.steps), keys(base.hooks)]);
    }
  });

  it('the defaults build the base rule set with no module and no hook', () => {
    const r = buildRuleSet(DEFAULT_RULES);
    expect(r.modules.map((m) => m.id)).toEqual(['base']);
    for (const list of Object.values(r.hooks)) expect(list).toHaveLength(0);
  });
});

describe('hooks', () => {
  function game(rules: RuleSet): Game {
    const strategies = [0, 1].map(() => makeStrategy('basic'));
    const s = (k: string) => seededRng(`hooks/${k}`);
    const g = new Game(BASE_CONTENT, rules, strategies, { deal: s('deal'), adventure: s('adv'), spell: s('spell'), dice: s('dice'), strategies: [s('a'), s('b')] });
    setupGame(g, [null, null]);
    return g;
  }

  it('run at their sites in module order: gameStart once at setup, turnStart and turnEnd each turn', () => {
    const calls: string[] = [];
    let r = buildRuleSet({ ...DEFAULT_RULES, players: 2 });
    r = withHooks(r, { gameStart: () => calls.push('start A'), turnEnd: (_g, p: Player) => calls.push(`end A ${p.seat}`) });
    r = withHooks(r, { gameStart: () => calls.push('start B'), turnStart: (_g, p: Player) => calls.push(`turn B ${p.seat}`) });
    const g = game(r);
    expect(calls).toEqual(['start A', 'start B']);
    playTurn(g, g.players[0]);
    expect(calls.slice(2)).toEqual(['turn B 0', 'end A 0']);
  });

  it('withHooks leaves the rule set it was given unchanged', () => {
    const r = buildRuleSet({ ...DEFAULT_RULES, players: 2 });
    withHooks(r, { turnEnd: () => {} });
    expect(r.hooks.turnEnd).toHaveLength(0);
  });
});

describe('the engine never names a module', () => {
  it('no src/engine file mentions a module id', () => {
    const dir = new URL('../../src/engine/', import.meta.url);
    const text = readdirSync(dir).map((f) => readFileSync(new URL(f, dir), 'utf8')).join('\n');
    for (const m of MODULES) expect(text.includes(m.id), m.id).toBe(false);
  });

  it('no src/engine file names a module\'s question: each is declared in its module (engine/questions.ts)', () => {
    const dir = new URL('../../src/engine/', import.meta.url);
    // Talisman Upgrade's roll of the same name is listed in rolls.ts, for True Fate's table of rolls.
    const rollsToo = new Set(['heroic-deed']);
    for (const f of readdirSync(dir)) {
      const text = readFileSync(new URL(f, dir), 'utf8');
      for (const q of MODULES.flatMap((m) => m.questions ?? [])) {
        if (f === 'rolls.ts' && rollsToo.has(q.id)) continue;
        expect(text.includes(`'${q.id}'`), `${f}: '${q.id}'`).toBe(false);
      }
    }
  });

  it('no src/engine file names an option a module adds to a base kind (engine/questions.ts moduleOption), nor a part of the Upgrade', () => {
    const dir = new URL('../../src/engine/', import.meta.url);
    const text = readdirSync(dir).map((f) => readFileSync(new URL(f, dir), 'utf8')).join('\n');
    expect(MODULE_OPTIONS.length).toBeGreaterThan(0);
    for (const o of MODULE_OPTIONS) expect(text.includes(`'${o.id}'`), o.rowName).toBe(false);
    for (const p of UPGRADE_PARTS) expect(text.includes(p.id), p.id).toBe(false);
  });
});
