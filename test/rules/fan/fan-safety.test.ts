// House-rule modules that cannot break a run silently (docs/modules.md, "What keeps a run honest"):
// each planted fault in test/fixtures/bad-modules stops `run` with one line naming the module, exit
// non-zero and no report; a good module plays the same at 1 and 2 workers. A few games each.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandName } from '../../../src/cli/io.ts';
import { WATCHDOG_ENV } from '../../../src/rules/fan-guard.ts';
import { cli, tempDir } from '../../sim/fixtures.ts';
import { fanState, houseRule, withHooks, withState } from '../../../src/api.ts';
import { run as runHooks } from '../../../src/engine/index.ts';
import { fanRuleModule } from '../../../src/rules/fan-facade.ts';
import { makeGame } from '../../helpers.ts';

const FIXTURES = resolve('test/fixtures/bad-modules');
const dir = tempDir('fan-safety');

/** A scenario of `games` games that loads the fixture `name`; its path. */
function scenario(name: string, games = 4): string {
  const path = join(dir, `${name}.yaml`);
  writeFileSync(path, `games: ${games}\nseed: safe\nmodules: [${join(FIXTURES, `${name}.ts`)}]\n`);
  return path;
}

/** `run` of the fixture's scenario: its exit code, stderr lines, and whether a report was written. */
async function run(name: string, games = 4, workers = '1') {
  const out = join(dir, `out-${name}-${workers}`);
  const r = await cli(['run', scenario(name, games), '--out', out, '--workers', workers, '--quiet']);
  return { code: r.code, err: r.err.split('\n'), report: existsSync(join(out, 'summary.json')), out: r.out };
}

const file = (name: string) => join(FIXTURES, `${name}.ts`);
const replay = (name: string, game: number) => `replay it with: ${commandName()} trace ${join(dir, `${name}.yaml`)} --seed safe --game ${game}`;

describe('a house-rule module that would make a run depend on more than its seed', () => {
  it('should stop at Math.random in a handler, naming the module and the first game, with no report', async () => {
    const r = await run('random');
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      `talisman-sim: game 0 (seed safe/0): the house-rule module ${file('random')} used Math.random, which a module may not: its games would differ from run to run and between worker counts (roll the game's dice with g.rollDie; keep a game's values in a fanState)`,
      replay('random', 0),
      'no report written',
    ]);
    expect(r.report).toBe(false);
  });

  it('should stop at the clock even when the module catches its refusal', async () => {
    const r = await run('clock-caught');
    expect(r.code).toBe(1);
    expect(r.err[0]).toContain(`the house-rule module ${file('clock-caught')} used the clock (Date.now), which a module may not`);
    expect(r.report).toBe(false);
  });

  it('should stop at a module-level counter: the batch\'s last game plays differently on a fresh copy of the module', async () => {
    const r = await run('counter');
    expect(r.code).toBe(1);
    expect(r.err[0]).toBe(`talisman-sim: game 3 (seed safe/3): the house-rule module ${file('counter')} made this game play differently when it was played again on a fresh copy of the module (as another worker count or trace plays it): it keeps something between games (a variable outside its fanState, a game object from an earlier game, or a random source or clock of its own); keep a game's values in a fanState`);
    expect(r.err).toHaveLength(3);
    expect(r.report).toBe(false);
  });

  it('should stop at a game object kept from an earlier game, the moment it is used', async () => {
    const r = await run('kept-game');
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(new RegExp(`^talisman-sim: game 1 \\(seed safe/1\\): the house-rule module ${file('kept-game')} used a game object \\(g, or a player of it\\) kept from an earlier game: .*; but played alone, as trace plays it, the game does not fail: the house-rule module ${file('kept-game')} keeps something between games`));
    expect(r.report).toBe(false);
  });

  it('should refuse an async handler at the scenario\'s line, before any game (exit 2)', async () => {
    const r = await run('async-handler');
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`talisman-sim: ${join(dir, 'async-handler.yaml')}:3: modules[0] (${file('async-handler')}): hooks.turnStart has an async handler: a handler must finish before it returns (no async, no await), since the game goes on when it returns`]);
    expect(r.report).toBe(false);
  });
});

describe('a throw, and a trace that replays it', () => {
  it('should replay a throw that depends on the game\'s own state with the trace command it prints', async () => {
    const r = await run('state-throw');
    expect(r.code).toBe(1);
    const [line, again] = r.err;
    const game = Number(/^talisman-sim: game (\d+) /.exec(line)?.[1]);
    expect(line).toMatch(new RegExp(`: the house-rule module ${file('state-throw')} threw: a second death in round \\d+$`));
    expect(again).toBe(replay('state-throw', game));
    const trace = await cli(['trace', join(dir, 'state-throw.yaml'), '--seed', 'safe', '--game', String(game)]);
    expect(trace.code).toBe(1);
    expect(trace.err).toBe(`talisman-sim: game ${game}: ${line.replace(/^talisman-sim: game \d+ \(seed [^)]*\): /, '')}`);
  });

  it('should say so when the game played alone, as trace plays it, does not throw', async () => {
    const r = await run('games-throw');
    expect(r.code).toBe(1);
    expect(r.err[0]).toBe(`talisman-sim: game 2 (seed safe/2): the house-rule module ${file('games-throw')} threw: a third game; but played alone, as trace plays it, the game does not fail: the house-rule module ${file('games-throw')} keeps something between games (a variable outside its fanState, a game object from an earlier game, or a random source or clock of its own); keep a game's values in a fanState`);
    expect(r.report).toBe(false);
  });
});

describe('the watchdog (a budget of 0.5 s here)', () => {
  const was = process.env[WATCHDOG_ENV];
  beforeAll(() => {
    process.env[WATCHDOG_ENV] = '0.5';
  });
  afterAll(() => {
    if (was === undefined) delete process.env[WATCHDOG_ENV];
    else process.env[WATCHDOG_ENV] = was;
  });

  it('should end a handler that never returns with one line naming the module and the game, and a trace that ends the same way', async () => {
    const r = await run('loop-handler', 2);
    expect(r.code).toBe(1);
    const line = `the house-rule module ${file('loop-handler')} ran past the watchdog's budget of 0.5 s (${WATCHDOG_ENV}): a loop that never ends?`;
    expect(r.err).toEqual([`talisman-sim: game 0 (seed safe/0): ${line}`, replay('loop-handler', 0), 'no report written']);
    expect(r.report).toBe(false);
    const trace = await cli(['trace', join(dir, 'loop-handler.yaml'), '--seed', 'safe', '--game', '0']);
    expect(trace.code).toBe(1);
    expect(trace.err).toBe(`talisman-sim: game 0: ${line}`);
  });

  it('should end a module whose loading never ends at the scenario\'s line (exit 2)', async () => {
    const r = await run('loop-load');
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`talisman-sim: ${join(dir, 'loop-load.yaml')}:3: modules[0] (${file('loop-load')}): never finished loading: it ran past the watchdog's budget of 0.5 s (${WATCHDOG_ENV})`]);
    expect(r.report).toBe(false);
  });

  it('should refuse a budget that is no number of seconds, in one line, before any game (exit 2)', async () => {
    process.env[WATCHDOG_ENV] = 'a minute';
    try {
      const r = await run('counted');
      expect(r.code).toBe(2);
      expect(r.err).toEqual([`talisman-sim: ${WATCHDOG_ENV} must be the watchdog's budget in seconds, 0.01 to 86400 (e.g. 60; got "a minute")`]);
      expect(r.report).toBe(false);
    } finally {
      process.env[WATCHDOG_ENV] = '0.5';
    }
  });

  it('should leave Math.random and the clock as they were once it has cut a module short', () => {
    expect(typeof Math.random()).toBe('number');
    expect(Date.now()).toBeGreaterThan(0);
    expect(new Date().getTime()).toBeGreaterThan(0);
    expect(performance.now()).toBeGreaterThan(0);
  });
});

describe('a good module (state in a fanState, the game\'s dice)', () => {
  it('should pass every check and write the same games.csv and summary.json at 1 and 2 workers', async () => {
    const outs = await Promise.all(['1', '2'].map(async (workers) => {
      const out = join(dir, `counted-${workers}`);
      const r = await cli(['run', scenario('counted', 12), '--out', out, '--workers', workers, '--batch', '3', '--games-csv', '--quiet']);
      expect(r.code, r.err).toBe(0);
      return ['games.csv', 'summary.json'].map((f) => readFileSync(join(out, f), 'utf8'));
    }));
    expect(outs[1]).toEqual(outs[0]);
  });
});

describe('a module\'s states', () => {
  it('should each have a name of their own, since a fresh copy of the module finds its slots by name', () => {
    const a = fanState('tries', () => 0);
    const b = fanState('tries', () => 1);
    const twice = fanRuleModule(houseRule({ id: 'twice', desc: 'x', apply: (r) => withState(withState(r, a), b) }), 'twice.ts');
    expect(() => makeGame({ heroes: ['troll'], modules: [twice] })).toThrow("the house-rule module twice.ts threw: two of its states are named 'tries': give each its own name");
  });
});

describe('a handler that hands back a Promise without being async', () => {
  it('should be refused when it returns, its rejection handled (no second error with a stack)', async () => {
    const later = fanRuleModule(houseRule({ id: 'later', desc: 'x', apply: (r) => withHooks(r, { turnStart: () => Promise.reject(new Error('later')) as unknown as void }) }), 'later.ts');
    const { g, p } = makeGame({ heroes: ['troll'], modules: [later] });
    const unhandled: unknown[] = [];
    const note = (err: unknown) => void unhandled.push(err);
    process.on('unhandledRejection', note);
    try {
      expect(() => runHooks(g.rules.hooks.turnStart, g, p[0])).toThrow("the house-rule module later.ts threw: its turnStart handler returned a Promise: a module's code must finish before it returns (no async, no await)");
      await new Promise((go) => setTimeout(go, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });
});
