// House-rule module files (scenario `modules:`, docs/modules.md): compiled from the file, played with
// pinned dice through the engine's own hook lists, seen only through the facades, and the same
// output whatever the worker count.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '../../../src/content/index.ts';
import { Game, Player, runPlayerHooks } from '../../../src/engine/index.ts';
import { fanGameOf } from '../../../src/rules/fan-facade.ts';
import { fanModulesOf } from '../../../src/rules/fan-load.ts';
import { parseScenario } from '../../../src/scenario/load.ts';
import { STRATEGY_IDS } from '../../../strategies/index.ts';
import { makeGame, pinDice } from '../../helpers.ts';
import { commandName } from '../../../src/cli/io.ts';
import { cli, tempDir } from '../../sim/fixtures.ts';

const IDS = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };
const EXAMPLE = resolve('examples/fan-deck');

/** The plan of a scenario text as if it lay in `dir` (its module paths are read from there). */
function planIn(dir: string, text: string) {
  return parseScenario(text, join(dir, 'scenario.yaml'), IDS);
}

const secondWind = () => fanModulesOf(planIn(EXAMPLE, 'modules: [./second-wind.ts]\n').modules);

describe('a house-rule module file', () => {
  it('should heal a character on his last life at the start of his turn on a 5 or 6, and not on a 4 (Second Wind)', () => {
    for (const [die, lives] of [[6, 2], [5, 2], [4, 1]] as const) {
      const { g, p } = makeGame({ heroes: ['warrior', 'troll'], modules: secondWind() });
      p[0].lives = 1;
      pinDice(g, [die]);
      runPlayerHooks(g.rules.hooks.turnStart, g, p[0]);
      expect(p[0].lives, `die ${die}`).toBe(lives);
    }
  });

  it('should roll no die for a character with more than one life', () => {
    const { g, p } = makeGame({ heroes: ['warrior', 'troll'], modules: secondWind() });
    p[0].lives = 2;
    pinDice(g, []);
    expect(() => runPlayerHooks(g.rules.hooks.turnStart, g, p[0])).not.toThrow();
    expect(p[0].lives).toBe(2);
  });

  it('should be listed among the rule modules, after the built-in ones', () => {
    const { g } = makeGame({ heroes: ['warrior', 'troll'], modules: secondWind() });
    expect(g.rules.modules.map((m) => m.id).at(-1)).toBe('second-wind');
  });

  it('should carry the file\'s SHA-256 in the plan', () => {
    const plan = planIn(EXAMPLE, 'modules: [./second-wind.ts]\n');
    expect(plan.modules?.[0]).toMatchObject({ file: './second-wind.ts', sha256: createHash('sha256').update(readFileSync(join(EXAMPLE, 'second-wind.ts'))).digest('hex') });
  });
});

/** Every object reachable from `root` through own properties (getters read), array items and prototypes. */
function reachable(root: object): Set<unknown> {
  const seen = new Set<unknown>();
  const todo: unknown[] = [root];
  while (todo.length > 0) {
    const x = todo.pop();
    if ((typeof x !== 'object' && typeof x !== 'function') || x === null || seen.has(x)) continue;
    seen.add(x);
    todo.push(Object.getPrototypeOf(x));
    for (const key of Reflect.ownKeys(x)) {
      const d = Object.getOwnPropertyDescriptor(x, key)!;
      if (!d.get) todo.push(d.value);
      else {
        todo.push(d.get);
        try {
          todo.push(d.get.call(x));
        } catch {
          // a poisoned accessor of the language (Function.prototype.caller): nothing behind it
        }
      }
    }
  }
  return seen;
}

describe('the facades a fan module gets', () => {
  const { g, p } = makeGame({ heroes: ['warrior', 'troll'] });
  const f = fanGameOf(g);

  it('should lead to no Game, no Player and no engine array through any property, getter or prototype', () => {
    const objects = [...reachable(f)];
    expect(objects.some((o) => o instanceof Game || o instanceof Player)).toBe(false);
    expect(objects.some((o) => ArrayBuffer.isView(o))).toBe(false);
    expect(objects).not.toContain(g.players);
    expect(objects).not.toContain(g.rules);
  });

  it('should show the documented fields only, frozen', () => {
    expect(Object.keys(f).sort()).toEqual(['gainCraft', 'gainFate', 'gainGold', 'gainLives', 'gainStrength', 'heal', 'loseCraft', 'loseLives', 'loseStrength', 'payGold', 'players', 'rollDie', 'round', 'say', 'turn']);
    expect(Object.keys(f.players[0]).sort()).toEqual(['alignment', 'alive', 'character', 'craft', 'fate', 'gold', 'lives', 'seat', 'space', 'strength', 'toad']);
    expect(Object.isFrozen(f) && Object.isFrozen(f.players) && Object.isFrozen(f.players[0])).toBe(true);
    expect(() => { (f.players[0] as { lives: number }).lives = 9; }).toThrow(TypeError);
    expect(p[0].lives).toBe(5);
    expect(JSON.parse(JSON.stringify(f.players[0]))).toMatchObject({ seat: 0, character: 'warrior', space: 'tavern', lives: 5, strength: 4 });
  });

  it('should change the game only through the rules (a life healed stops at the life value; a stranger is refused)', () => {
    f.heal(f.players[0], 3);
    expect(p[0].lives).toBe(5);
    f.loseLives(f.players[1], 2);
    expect(p[1].lives).toBe(4);
    expect(() => f.gainGold({ ...f.players[0] }, 1)).toThrow('not a player of this game');
    expect(() => f.gainGold(f.players[0], -1)).toThrow('whole number 0 or more');
  });
});

describe('modules: in a scenario, end to end', () => {
  const dir = tempDir('fan');
  writeFileSync(join(dir, 'rich.ts'), [
    "import { houseRule, withHooks, withParams } from 'talisman-sim';",
    "export default houseRule({ id: 'rich', desc: 'gold each turn, trophies at 5',",
    '  apply: (r) => withParams(withHooks(r, { turnStart: (g, p) => g.gainGold(p, 1) }), { trophyRate: 5 }) });',
  ].join('\n'));
  writeFileSync(join(dir, 'with.yaml'), 'games: 12\nseed: fan\nmodules: [./rich.ts]\n');
  writeFileSync(join(dir, 'without.yaml'), 'games: 12\nseed: fan\n');

  it('should play the same for 1 and 2 workers, differently from the scenario without it, and record the hash', async () => {
    const runs = await Promise.all([['with', '1'], ['with', '2'], ['without', '1']].map(async ([name, workers]) => {
      const out = join(dir, `${name}-${workers}`);
      expect((await cli(['run', join(dir, `${name}.yaml`), '--out', out, '--workers', workers, '--quiet'])).code).toBe(0);
      return readFileSync(join(out, 'summary.json'), 'utf8');
    }));
    expect(runs[1]).toBe(runs[0]);
    const [one, none] = [JSON.parse(runs[0]), JSON.parse(runs[2])];
    expect(one.roundsMean).not.toBe(none.roundsMean);
    const hash = createHash('sha256').update(readFileSync(join(dir, 'rich.ts'))).digest('hex');
    expect(one.provenance.houseRules).toEqual([{ file: './rich.ts', sha256: hash, files: [{ file: 'rich.ts', sha256: hash }] }]);
    expect(one.provenance.ruleModules.map((m: { id: string }) => m.id)).toContain('rich');
  });

  it('should stop a game whose module throws, naming the file and the game to replay, with no report and no stack', async () => {
    writeFileSync(join(dir, 'boom.ts'), "export default { id: 'boom', desc: 'x', apply: (r) => ({ ...r, hooks: { ...r.hooks, roundEnd: [(g) => { if (g.round === 2) throw new Error('kaboom'); }] } }) };\n");
    writeFileSync(join(dir, 'boom.yaml'), 'games: 4\nseed: fan\nmodules: [./boom.ts]\n');
    const out = join(dir, 'boom');
    const r = await cli(['run', join(dir, 'boom.yaml'), '--out', out, '--workers', '1', '--quiet']);
    expect(r.code).toBe(1);
    expect(r.err.split('\n')).toEqual([
      'talisman-sim: game 0 (seed fan/0): the house-rule module ./boom.ts threw: kaboom',
      `replay it with: ${commandName()} trace ${join(dir, 'boom.yaml')} --seed fan --game 0`,
      'no report written',
    ]);
    expect(existsSync(join(out, 'summary.json'))).toBe(false);
    const trace = await cli(['trace', join(dir, 'boom.yaml'), '--seed', 'fan', '--game', '0']);
    expect(trace.code).toBe(1);
    expect(trace.out).toMatch(/enters at the/);
    expect(trace.err).toBe('talisman-sim: game 0: the house-rule module ./boom.ts threw: kaboom');
  });

  it('should take a folder that holds the run of an edited module for another plan\'s', async () => {
    writeFileSync(join(dir, 'edited.ts'), "export default { id: 'e', desc: 'x', apply: (r) => r };\n");
    writeFileSync(join(dir, 'edited.yaml'), 'games: 4\nseed: fan\nmodules: [./edited.ts]\n');
    const argv = ['run', join(dir, 'edited.yaml'), '--out', join(dir, 'edited'), '--workers', '1', '--quiet'];
    expect((await cli(argv)).code).toBe(0);
    expect((await cli(argv)).code).toBe(0);
    writeFileSync(join(dir, 'edited.ts'), "export default { id: 'e', desc: 'y', apply: (r) => r };\n");
    const r = await cli(argv);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/holds the run of another plan \(houseRules\[0\]\.files\[0\]\.sha256: .*; houseRules\[0\]\.sha256: /);
  });

  const bad: [string, string, string, RegExp][] = [
    ['missing', 'x', 'modules: [./nowhere.ts]', /missing\.yaml:1: modules\[0\] names \.\/nowhere\.ts, which is no readable file/],
    ['not-a-list', 'x', 'modules: ./rich.ts', /not-a-list\.yaml:1: modules must be a list of house-rule module files/],
    ['syntax', 'export default { id: "s", apply: (r) => r +; };', 'games: 2\nmodules:\n  - ./syntax.ts', /syntax\.yaml:3: modules\[0\] does not compile: .*syntax\.ts:1:\d+: /],
    ['private', "import { strength } from '" + resolve('src/engine/stats.ts') + "'; export default { id: 'p', desc: 'x', apply: (r) => (void strength, r) };", 'modules: [./private.ts]', /private\.yaml:1: modules\[0\] imports src\/engine\/.*talisman-sim's private source/],
    ['no-export', 'export const x = 1;', 'modules: [./no-export.ts]', /no-export\.yaml:1: modules\[0\] \(\.\/no-export\.ts\): exports no house rule/],
    ['bad-param', "export default { id: 'b', desc: 'x', apply: (r) => ({ ...r, params: { ...r.params, combatDice: 3 } }) };", 'modules: [./bad-param.ts]', /bad-param\.yaml:1: modules\[0\] \(\.\/bad-param\.ts\): parameter combatDice must be 1 or 2 \(got 3\)/],
    ['bad-site', "export default { id: 'b', desc: 'x', apply: (r) => ({ ...r, hooks: { ...r.hooks, decisionPut: [() => 0] } }) };", 'modules: [./bad-site.ts]', /bad-site\.yaml:1: modules\[0\] \(\.\/bad-site\.ts\): unknown hook site 'decisionPut'/],
    ['apply-throws', "export default { id: 'b', desc: 'x', apply: () => { throw new Error('no'); } };", 'modules: [./apply-throws.ts]', /apply-throws\.yaml:1: modules\[0\] \(\.\/apply-throws\.ts\): no$/],
  ];
  it.each(bad)('should refuse a bad module (%s) at its scenario line, exit 2, nothing written', async (name, source, scenario, error) => {
    if (name !== 'missing' && name !== 'not-a-list') writeFileSync(join(dir, `${name}.ts`), source);
    writeFileSync(join(dir, `${name}.yaml`), `${scenario}\n`);
    const out = join(dir, `out-${name}`);
    const r = await cli(['run', join(dir, `${name}.yaml`), '--out', out, '--quiet']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(error);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(existsSync(out)).toBe(false);
  });
});
