// copyGame (src/engine/copy.ts): a copy holds every field of the original, shares nothing it could
// write, and plays on exactly as the original did (same record, same log) from turns early, mid and
// late in games of several seeds, though the original played on first.
import { describe, expect, it } from 'vitest';
import { copyGame, playGame, playOn, StateSlot, TextLog, type Game, type Player } from '../../src/engine/index.ts';
import { withState, type RuleModule } from '../../src/rules/module.ts';
import { makeGame } from '../helpers.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { createGame, recordOf } from '../../src/sim/run-game.ts';
import type { RunPlan } from '../../src/sim/plan.ts';

function plan(seed: string): RunPlan {
  return {
    scenario: 'copy', rules: { ...DEFAULT_RULES, roundCap: 80 },
    seats: ['basic', 'expert', 'random', 'cautious'].map((strategy) => ({ character: null, strategy })), games: 1, seed,
  } as RunPlan;
}

type Fields = Record<string, unknown>;

/** Every own field of the copy equals the original's, and no object is shared unless by design. */
function expectSameFields(copy: object, original: object, shared: ReadonlySet<string>, skip: ReadonlySet<string>, path: string): void {
  const c = copy as Fields;
  const o = original as Fields;
  expect(Object.keys(c).sort(), path).toEqual(Object.keys(o).sort());
  for (const key of Object.keys(o)) {
    if (skip.has(key)) continue;
    const at = `${path}.${key}`;
    if (shared.has(key)) {
      expect(c[key], at).toBe(o[key]);
      continue;
    }
    expect(c[key], at).toEqual(o[key]);
    expectNothingShared(c[key], o[key], at);
  }
}

function expectNothingShared(c: unknown, o: unknown, at: string): void {
  if (typeof o !== 'object' || o === null) return;
  expect(c === o, `${at} is shared with the original`).toBe(false);
  if (ArrayBuffer.isView(o)) return;
  for (const key of Object.keys(o)) expectNothingShared((c as Fields)[key], (o as Fields)[key], `${at}.${key}`);
}

// Written out here, not taken from copy.ts: a field wrongly added to copy.ts's lists must fail.
/** Content and tables set up once, shared on purpose. */
const SHARED_GAME: ReadonlySet<string> = new Set([
  'content', 'rules', 'spaces', 'topo', 'spaceIndex', 'cardDef', 'cardCast', 'cardTraits', 'cardHooks', 'cardTrophy',
  'cardAbilities',
]);
/** The copy's own: log, streams (checked below), strategies, views; tallies and the checkpoint callback off. */
const OWN_GAME: ReadonlySet<string> = new Set(['log', 'rng', 'diceBy', 'strategies', 'views', 'tally', 'cardSeen', 'beforeTurn', 'players']);
const SHARED_PLAYER: ReadonlySet<string> = new Set(['character']);
const NO_FIELDS: ReadonlySet<string> = new Set();

function expectFaithfulCopy(c: Game, g: Game): void {
  expectSameFields(c, g, SHARED_GAME, OWN_GAME, 'Game');
  g.players.forEach((p: Player, i) => expectSameFields(c.players[i], p, SHARED_PLAYER, NO_FIELDS, `Player ${i}`));
  // The copy's streams draw what the original's draw next, from separate objects.
  expect(c.rng.adventure).not.toBe(g.rng.adventure);
  expect(c.diceBy.map((r) => r.copy().d6())).toEqual(g.diceBy.map((r) => r.copy().d6()));
  expect(c.rng.strategies.map((r) => r.copy().int(1000))).toEqual(g.rng.strategies.map((r) => r.copy().int(1000)));
}

/** Change every field (but those skipped) away from any default: a copy that leaves one out differs. */
function scramble(o: object, skip: ReadonlySet<string>): void {
  const f = o as Fields;
  for (const key of Object.keys(f)) {
    if (skip.has(key)) continue;
    const v = f[key];
    if (typeof v === 'number') f[key] = v + 17;
    else if (typeof v === 'boolean') f[key] = !v;
    else if (typeof v === 'string') f[key] = `${v}?`;
    else if (ArrayBuffer.isView(v)) (v as Int8Array)[0] ^= 5;
    else if (Array.isArray(v)) {
      if (Array.isArray(v[0])) v[0].push(99);
      else v.push(99);
    } else if (v !== null && typeof v === 'object') {
      if (Object.getPrototypeOf(v) === Object.prototype) (v as Fields).probe = [1, 2];
      else scramble(v, NO_FIELDS);
    } else if (v === null) f[key] = new Uint32Array(3);
  }
}

interface Snapshot {
  copy: Game;
  seat: number;
  left: number;
  /** Log lines of the original before the copy was made. */
  from: number;
}

/** Play a game, copying it before the given turns; then play each copy on from its turn. */
function playAndCopy(seed: string, atTurns: number[]): { g: Game; snaps: Snapshot[] } {
  const p = plan(seed);
  const log = new TextLog();
  const g = createGame(p, 0, log);
  const snaps: Snapshot[] = [];
  g.beforeTurn = (game, player, left) => {
    if (!atTurns.includes(game.turn)) return;
    const copy = copyGame(game, game.strategies, new TextLog());
    expectFaithfulCopy(copy, game);
    snaps.push({ copy, seat: player.seat, left, from: log.lines.length });
  };
  playGame(g);
  return { g, snaps };
}

describe('copyGame', () => {
  for (const seed of ['copy-a', 'copy-b', 'copy-c']) {
    it(`a copy plays on as the original did (${seed})`, () => {
      const { g, snaps } = playAndCopy(seed, [0, 9, 40, 150]);
      expect(snaps.length).toBeGreaterThanOrEqual(3);
      for (const s of snaps) {
        playOn(s.copy, s.copy.players[s.seat], s.left);
        expect((s.copy.log as TextLog).lines).toEqual((g.log as TextLog).lines.slice(s.from));
        expect(recordOf(s.copy, plan(seed), 0)).toEqual(recordOf(g, plan(seed), 0));
      }
    });
  }

  it('copies every field, whatever its value (each is changed first, so a field left at its default fails)', () => {
    const { snaps } = playAndCopy('copy-f', [30]);
    const g = snaps[0].copy;
    // The modules' state is copied slot by slot (the next test): the base game registers none.
    scramble(g, new Set([...SHARED_GAME, ...OWN_GAME, 'moduleState']));
    g.players.forEach((p) => scramble(p, SHARED_PLAYER));
    expectFaithfulCopy(copyGame(g), g);
  });

  it('copies each registered module state slot by its own copy, sharing nothing, and no other', () => {
    const copied: string[] = [];
    const slot = new StateSlot<{ seen: Int8Array; n: number }>('copy-test', (s) => (copied.push('own'), { seen: s.seen.slice(), n: s.n }));
    const other = new StateSlot<number[]>('copy-other');
    const m: RuleModule = { id: 'copy-test', desc: 'a test', options: [], enabled: () => true, apply: (r) => withState(r, slot, (g) => ({ seen: new Int8Array(g.players.length), n: 0 })) };
    const { g } = makeGame({ heroes: ['troll', 'elf'], modules: [m] });
    slot.of(g).seen[1] = 5;
    slot.of(g).n = 3;
    other.set(g, [1]);
    const c = copyGame(g);
    expect(copied).toEqual(['own']);
    expect(slot.of(c)).toEqual({ seen: Int8Array.from([0, 5]), n: 3 });
    expect(slot.of(c)).not.toBe(slot.of(g));
    expect(slot.of(c).seen).not.toBe(slot.of(g).seen);
    expect(other.maybe(c)).toBeUndefined();
  });

  it('refuses a field it has no copy rule for, rather than share it', () => {
    const g = createGame(plan('copy-d'), 0);
    (g as unknown as Fields).extra = new Map();
    expect(() => copyGame(g)).toThrow(/no copy rule for Game.extra/);
  });

  it('names where below a field the value without a copy rule lies (the path is built only on that error)', () => {
    const g = createGame(plan('copy-d'), 0);
    (g.combat as unknown as Fields).extra = [1, [2, new Map()]];
    expect(() => copyGame(g)).toThrow('copyGame: no copy rule for Game.combat.extra[1][1] (a Map)');
    const h = createGame(plan('copy-d'), 0);
    (h.players[2] as unknown as Fields).extra = new Set();
    expect(() => copyGame(h)).toThrow('copyGame: no copy rule for Player.extra (a Set)');
  });

  it('copies plain data of numbers by a spread and deeper plain data by structuredClone, sharing neither', () => {
    const g = createGame(plan('copy-d'), 0);
    g.players[0].inner.route = 3;
    (g.combat as unknown as Fields).extra = { deep: { n: 1 } };
    const c = copyGame(g);
    expect(c.players[0].inner).toEqual(g.players[0].inner);
    expect(c.players[0].inner).not.toBe(g.players[0].inner);
    expect((c.combat as unknown as Fields).extra).toEqual({ deep: { n: 1 } });
    expect(((c.combat as unknown as Fields).extra as Fields).deep).not.toBe(((g.combat as unknown as Fields).extra as Fields).deep);
    (g.combat as unknown as Fields).extra = { f: () => 1 };
    expect(() => copyGame(g)).toThrow();
  });

  it('the field check catches a field left out or shared', () => {
    const g = createGame(plan('copy-e'), 0);
    const c = copyGame(g);
    c.players[1].objects = g.players[1].objects;
    expect(() => expectFaithfulCopy(c, g)).toThrow(/shared/);
    const d = copyGame(g);
    g.players[2].gold += 1;
    expect(() => expectFaithfulCopy(d, g)).toThrow();
  });
});
