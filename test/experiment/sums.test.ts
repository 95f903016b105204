// The experiment's per-game values and sums: a hand-built game where the seat dealt the Troll dies,
// plays on as the Elf and wins (the dealt reading credits the Troll, the played reading the Elf),
// and sums that are the same whether the games are folded one by one or merged in two batches.
import { describe, expect, it } from 'vitest';
import { gameValues, layoutOf } from '../../src/experiment/metrics.ts';
import { addRecordEvents, emptyEventSums, mergeEventSums } from '../../src/experiment/events.ts';
import { addGame, armSums, emptySums, mergeSums, pairSums } from '../../src/experiment/sums.ts';
import { compareRows } from '../../src/experiment/results.ts';
import type { Experiment } from '../../src/experiment/arms.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import type { GameRecord, SeatRecord } from '../../src/sim/run-game.ts';

const CHARACTERS = ['elf', 'troll', 'wizard', 'monk', 'thief'];

function seat(strategy: string, characters: string[]): SeatRecord {
  const final = { character: characters[characters.length - 1], alive: true, strength: 0, craft: 0, lives: 0, fate: 0, gold: 0, objects: 0, followers: 0, spells: 0 };
  return { strategy, characters, deaths: characters.length - 1, kills: 0, innerEntries: 0, final };
}

function record(winner: number, rounds: number, seats: SeatRecord[]): GameRecord {
  const w = winner >= 0 ? seats[winner] : null;
  return {
    index: 0, seed: 's/0', winner, party: winner >= 0 ? 1 : 0, winnerCharacter: w ? w.characters[w.characters.length - 1] : null, winnerStrategy: w?.strategy ?? null,
    endReason: winner >= 0 ? 'command-spell' : 'timeout', rounds, turns: rounds * seats.length, seats,
  };
}

describe('gameValues', () => {
  const layout = layoutOf(CHARACTERS, 3, ['basic', 'expert']);
  const at = (metric: string, subject: string) => layout.metrics.findIndex((m) => m.metric === metric && m.subject === subject);
  const y = new Int32Array(layout.metrics.length);
  const z = new Int32Array(layout.metrics.length);
  gameValues(layout, record(0, 40, [seat('basic', ['troll', 'elf']), seat('expert', ['wizard']), seat('basic', ['monk'])]), y, z);

  it('credits the character dealt to the winning seat, and the winning character as played', () => {
    expect([y[at('character-dealt', 'troll')], z[at('character-dealt', 'troll')]]).toEqual([1, 1]);
    expect([y[at('character-dealt', 'elf')], z[at('character-dealt', 'elf')]]).toEqual([0, 0]);
    expect([y[at('character-played', 'troll')], z[at('character-played', 'troll')]]).toEqual([0, 1]);
    expect([y[at('character-played', 'elf')], z[at('character-played', 'elf')]]).toEqual([1, 1]);
    expect([y[at('character-dealt', 'thief')], z[at('character-dealt', 'thief')]]).toEqual([0, 0]);
  });

  it('counts seats, strategies per seat-game, rounds and the end reason', () => {
    expect([y[at('seat', '0')], y[at('seat', '1')], z[at('seat', '1')]]).toEqual([1, 0, 1]);
    expect([y[at('strategy', 'basic')], z[at('strategy', 'basic')]]).toEqual([1, 2]);
    expect([y[at('strategy', 'expert')], z[at('strategy', 'expert')]]).toEqual([0, 1]);
    expect([y[at('rounds', '')], z[at('rounds', '')]]).toEqual([40, 1]);
    expect([y[at('timeout', '')], y[at('end-reason', 'command-spell')], z[at('end-reason', 'timeout')]]).toEqual([0, 1, 1]);
  });

  it('has no strategy rows when one strategy sits everywhere', () => {
    expect(layoutOf(CHARACTERS, 3, ['basic']).metrics.some((m) => m.metric === 'strategy')).toBe(false);
  });
});

describe('ExperimentSums', () => {
  const layout = layoutOf(CHARACTERS, 2, ['basic']);
  const m = layout.metrics.length;
  const games: [GameRecord, GameRecord][] = [
    [record(0, 30, [seat('basic', ['elf']), seat('basic', ['troll'])]), record(1, 25, [seat('basic', ['elf']), seat('basic', ['troll'])])],
    [record(-1, 300, [seat('basic', ['monk']), seat('basic', ['thief'])]), record(0, 120, [seat('basic', ['monk']), seat('basic', ['thief', 'wizard'])])],
    [record(1, 50, [seat('basic', ['troll']), seat('basic', ['elf'])]), record(1, 50, [seat('basic', ['troll']), seat('basic', ['elf'])])],
  ];
  const fold = (list: typeof games) => {
    const s = emptySums(2, m);
    for (const [a, b] of list) {
      const ys = [new Int32Array(m), new Int32Array(m)];
      const zs = [new Int32Array(m), new Int32Array(m)];
      gameValues(layout, a, ys[0], zs[0]);
      gameValues(layout, b, ys[1], zs[1]);
      addGame(s, ys, zs, [a.rounds, b.rounds]);
    }
    return s;
  };

  it('merges batches to the same sums as one fold, in either order', () => {
    const whole = fold(games);
    expect(mergeSums(fold(games.slice(0, 1)), fold(games.slice(1)))).toEqual(whole);
    const reversed = mergeSums(fold(games.slice(1)), fold(games.slice(0, 1)));
    expect(reversed.arms).toEqual(whole.arms);
    expect(reversed.pairs).toEqual(whole.pairs);
  });

  it('tests no row that no game or too few games tell apart, so they stay out of the Holm family', () => {
    // End reasons: arm 0 command-spell, timeout, command-spell; arm 1 command-spell three times.
    // Only game 1 differs, in the command-spell and timeout rows: one discordant game, too few for
    // any test. No game ended any other way in either arm: no game differs there.
    const plan = { seats: [{}, {}] } as unknown as RunPlan;
    const x: Experiment = { arms: [{ name: 'a', file: '', plan }, { name: 'b', file: '', plan }], strategies: ['basic'] };
    const rows = compareRows(x, fold(games), CHARACTERS).filter((r) => r.metric === 'end-reason');
    const reason = (subject: string) => rows.find((r) => r.subject === subject)!;
    for (const untold of rows.filter((r) => r.subject !== 'command-spell' && r.subject !== 'timeout')) {
      expect([untold.diff, untold.low, untold.high, untold.p, untold.pHolm, untold.note], untold.subject).toEqual([0, null, null, null, null, 'no game differs']);
    }
    for (const r of [reason('command-spell'), reason('timeout')]) {
      expect([r.low, r.p, r.significant, r.family, r.note], r.subject).toEqual([null, null, false, '', 'too few games']);
    }
    expect(rows.length).toBeGreaterThan(2);
  });

  it('holds the sums of the per-game differences', () => {
    const s = fold(games);
    const rounds = layout.metrics.findIndex((d) => d.metric === 'rounds');
    // differences -5, -180, 0: sum -185, squares 25 + 32400 = 32425; baseline 30 + 300 + 50 = 380
    expect(pairSums(s, 1, rounds)).toMatchObject({ dy: -185, dydy: 32425, dz: 0, dyy: -5 * 30 - 180 * 300 });
    expect(armSums(s, 0, rounds)).toMatchObject({ n: 3, y: 380, z: 3 });
    expect(s.rounds[1]).toEqual({ 25: 1, 120: 1, 50: 1 });
  });
});

describe('pairing bases and event sums (doc-balance)', () => {
  it('pairs each arm with its base: arm 2 against arm 1, not the baseline', () => {
    const s = emptySums(3, 1);
    const v = (x: number) => [Int32Array.of(x)];
    addGame(s, [...v(10), ...v(14), ...v(20)], [...v(1), ...v(1), ...v(1)], [10, 14, 20], [0, 0, 1]);
    expect(pairSums(s, 1, 0).dy).toBe(4);
    expect(pairSums(s, 2, 0).dy).toBe(6);
    const plain = emptySums(3, 1);
    addGame(plain, [...v(10), ...v(14), ...v(20)], [...v(1), ...v(1), ...v(1)], [10, 14, 20]);
    expect(pairSums(plain, 2, 0).dy).toBe(10);
  });

  it('sums a pool of arms per game and pairs each pooled arm, scaled by K, against it; merges it like the rest', () => {
    // Arms 1 and 2 pooled (K = 2): Y = 14 + 20 = 34; arm 1's dy = 2 * 14 - 34 = -6, arm 2's 2 * 20 - 34 = +6.
    const v = (x: number) => [Int32Array.of(x)];
    const fold = (games: number[][]) => {
      const s = emptySums(3, 1, [1, 2]);
      for (const g of games) addGame(s, g.flatMap(v), g.map(() => Int32Array.of(1)), g, [0, 0, 0]);
      return s;
    };
    const games = [[10, 14, 20], [30, 31, 40], [5, 9, 8]];
    const whole = fold(games);
    expect(whole.pool?.base.slice(0, 2)).toEqual([34 + 71 + 17, 6]);
    expect(whole.pool?.pairs[0][0]).toBe(-6 - 9 + 1);
    expect(whole.pool?.pairs[1][0]).toBe(6 + 9 - 1);
    expect(mergeSums(fold(games.slice(0, 1)), fold(games.slice(1)))).toEqual(whole);
    expect(emptySums(3, 1).pool).toBeUndefined();
  });

  it('sums one arm\'s events by name, per game and per seat with its wins, and merges them', () => {
    const a = emptyEventSums(1);
    const r = record(1, 30, [seat('basic', ['troll']), seat('basic', ['elf'])]);
    r.events = { 'doc.x.acted': 3 };
    r.seats[1].events = { 'doc.x.acted': 2 };
    r.seats[0].events = { 'doc.x.acted': 1 };
    addRecordEvents(a, r);
    const b = emptyEventSums(1);
    const q = record(0, 30, [seat('basic', ['troll']), seat('basic', ['elf'])]);
    q.events = { 'doc.x.acted': 1 };
    q.seats[1].events = { 'doc.x.acted': 1 };
    addRecordEvents(b, q);
    mergeEventSums(a, b);
    expect(a).toEqual({ arm: 1, count: { 'doc.x.acted': 4 }, games: { 'doc.x.acted': 2 }, seats: { 'doc.x.acted': 3 }, seatWins: { 'doc.x.acted': 1 }, allSeats: 4, allWins: 2 });
  });
});
