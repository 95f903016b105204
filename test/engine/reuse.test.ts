// A thread's games reuse one Game and its Players (Game.reset, Player.reset; run-game.ts): a reset
// game must play exactly as a new one. Checked two ways: game i played after i others in the same
// thread gives the record and the log game i gives played alone; and every field of a played game,
// spoiled, comes back from reset and set-up equal to a new game's, so that a field added later
// without its line in reset() fails here even if no game ever changes it.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { Game, NULL_LOG, TextLog, playGame } from '../../src/engine/index.ts';
import { stamp } from '../../src/engine/changes.ts';
import { loadScenario } from '../../src/scenario/load.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import { createGame, recordOf, runGame, strategyMakerOf } from '../../src/sim/run-game.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';

const SCENARIOS = join(import.meta.dirname, '../../scenarios');

function plan(file: string): RunPlan {
  return loadScenario(join(SCENARIOS, file), { characters: CHARACTER_IDS, strategies: STRATEGY_IDS });
}

/** Fields that hold content and tables every game shares (never written in play) or links to other objects. */
const SHARED = new Set(['content', 'rules', 'spaces', 'topo', 'spaceIndex', 'cardDef', 'cardCast', 'cardTraits', 'cardHooks', 'cardTrophy', 'cardAbilities', 'character']);
/** Set by reset from its arguments or made anew (checked apart): the log, streams, strategies, Views. */
const LINKS = new Set(['log', 'rng', 'diceBy', 'strategies', 'views']);
/** Links to definitions every game shares (a module's question): replaced, never changed in place. */
const DEFINITIONS = new Set(['asked']);
/** Change counters (changes.ts): a reset must give each a stamp newer than any before it, not a set value. */
const COUNTERS = new Set(['changes', 'valueChanges', 'moves', 'boardChanges']);

/** Change every value under `v` (numbers, flags, strings, nulls, lists, arrays, nested objects). */
function spoil(v: Record<string, unknown>): void {
  for (const key of Object.keys(v)) {
    if (SHARED.has(key) || LINKS.has(key)) continue;
    const x = v[key];
    if (COUNTERS.has(key)) v[key] = 0;
    else if (DEFINITIONS.has(key)) v[key] = { spoiled: true };
    else if (typeof x === 'number') v[key] = x + 7777;
    else if (typeof x === 'boolean') v[key] = !x;
    else if (typeof x === 'string') v[key] = `${x}!`;
    else if (x === null) v[key] = { spoiled: true };
    else if (typeof x === 'function') v[key] = null;
    else if (ArrayBuffer.isView(x)) (x as Int32Array).fill(9);
    else if (Array.isArray(x)) spoilList(x);
    else if (typeof x === 'object') spoil(x as Record<string, unknown>);
  }
}

function spoilList(list: unknown[]): void {
  if (list.length > 0 && typeof list[0] === 'object' && list[0] !== null) {
    for (const x of list) {
      if (Array.isArray(x)) spoilList(x);
      else spoil(x as Record<string, unknown>);
    }
  } else list.push(99);
}

/**
 * g's own fields, deeply, as plain data (shared and linked fields left out: compared apart); a
 * change counter reads 'fresh' when stamped after `mark`, else its value.
 */
function state(v: unknown, mark: number): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (ArrayBuffer.isView(v)) return { [v.constructor.name]: Array.from(v as Int32Array) };
  if (Array.isArray(v)) return v.map((x) => state(x, mark));
  const out: Record<string, unknown> = { class: v.constructor?.name };
  for (const [key, x] of Object.entries(v)) {
    if (SHARED.has(key) || LINKS.has(key)) continue;
    out[key] = COUNTERS.has(key) && typeof x === 'number' && x > mark ? 'fresh' : state(x, mark);
  }
  return out;
}

function sharedOf(g: Game): unknown[] {
  return [g.content, g.rules, g.spaces, g.topo, g.spaceIndex, g.cardDef, g.cardCast, g.cardTraits, g.cardHooks, g.cardTrophy, g.cardAbilities, ...g.players.map((p) => p.character)];
}

/**
 * Games played in the thread before the checked one. Every field's reset is checked apart (below,
 * spoiled); these games add states that only play reaches. Talisman Upgrade's are about five
 * times as long as the base game's.
 */
const BEFORE: Record<string, number> = { 'default.yaml': 50, 'fantastic-diversions.yaml': 30, 'upgrade.yaml': 12 };

describe('reused games (issue 21)', () => {
  for (const [file, n] of Object.entries(BEFORE)) {
    it(`${file}: game ${n} played after ${n} others in the thread gives the record and log it gives alone`, async () => {
      const p = plan(file);
      for (let i = 0; i < n; i++) {
        runGame(p, i);
        // One turn of the fork's event loop a game: vitest's messages are answered while it plays.
        await new Promise((resolve) => setImmediate(resolve));
      }
      const reusedLog = new TextLog();
      const reused = runGame(p, n, reusedLog);
      const freshLog = new TextLog();
      const fresh = createGame(p, n, freshLog);
      playGame(fresh);
      expect(reused).toEqual(recordOf(fresh, p, n));
      expect(reusedLog.lines.length).toBeGreaterThan(100);
      expect(reusedLog.lines).toEqual(freshLog.lines);
    });
  }

  it('a played game, every field spoiled, comes back from reset and set-up equal to a new game', () => {
    const p = plan('upgrade.yaml');
    const g = createGame(p, 3);
    playGame(g);
    expect(g.turn).toBeGreaterThan(0);
    spoil(g as unknown as Record<string, unknown>);
    const mark = stamp();
    expect(createGame(p, 7, NULL_LOG, strategyMakerOf(p), true, g)).toBe(g);
    const fresh = createGame(p, 7);
    expect(state(g, mark)).toEqual(state(fresh, mark));
    expect(sharedOf(g)).toEqual(sharedOf(fresh));
    expect(g.views.map((v) => v.seat)).toEqual(fresh.views.map((v) => v.seat));
    expect(g.diceBy.length).toBe(fresh.diceBy.length);
    for (let i = 0; i < g.diceBy.length; i++) expect(g.diceBy[i]).toBe(g.rng.seatDice![i]);
    playGame(g);
    playGame(fresh);
    expect(recordOf(g, p, 7)).toEqual(recordOf(fresh, p, 7));
  });
});
