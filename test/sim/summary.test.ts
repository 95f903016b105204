// The run summary on hand-made GameRecords: win rates per character, seat and strategy, exact
// medians from the round histogram, timeouts and end reasons, provenance and the text table.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import type { EndReason } from '../../src/engine/index.ts';
import type { GameRecord, SeatRecord } from '../../src/sim/run-game.ts';
import { SummaryBuilder, VERSION, formatTable, histogramMedian } from '../../src/sim/summary.ts';

const CHARACTERS = ['dwarf', 'elf', 'troll', 'wizard'];

const PLAN: RunPlan = {
  scenario: 'test',
  rules: { ...DEFAULT_RULES, players: 2 },
  seats: [{ character: 'troll', strategy: 'basic' }, { character: null, strategy: 'random' }],
  games: 4,
  seed: 'seed',
};

const MODULES = [{ id: 'base', desc: 'Base rules' }];

function seat(strategy: string, characters: string[]): SeatRecord {
  const final = { character: characters[characters.length - 1], alive: true, strength: 4, craft: 4, lives: 4, fate: 2, gold: 1, objects: 0, followers: 0, spells: 0 };
  return { strategy, characters, deaths: characters.length - 1, kills: 0, final };
}

/** Seat 0 plays `a` (basic), seat 1 plays `b` (random); winner -1 for none. */
function game(index: number, winner: number, endReason: EndReason, rounds: number, a: string[], b: string[]): GameRecord {
  const seats = [seat('basic', a), seat('random', b)];
  return {
    index,
    seed: `seed/${index}`,
    winner,
    winnerCharacter: winner < 0 ? null : seats[winner].final.character,
    winnerStrategy: winner < 0 ? null : seats[winner].strategy,
    endReason,
    rounds,
    turns: rounds * 2,
    seats,
  };
}

const RECORDS = [
  game(0, 0, 'command-spell', 40, ['troll'], ['elf']),
  game(1, 1, 'last-standing', 60, ['troll'], ['elf', 'wizard']),
  game(2, -1, 'timeout', 300, ['troll'], ['dwarf']),
  game(3, 0, 'command-spell', 50, ['troll'], ['elf']),
];

function summarise(records: GameRecord[]) {
  const b = new SummaryBuilder(CHARACTERS);
  for (const r of records) b.add(r);
  return b.build(PLAN, MODULES);
}

describe('SummaryBuilder', () => {
  const s = summarise(RECORDS);

  it('should count games, timeouts, end reasons and mean lengths', () => {
    expect(s).toMatchObject({ games: 4, timeouts: 1, timeoutRate: 0.25, roundsMean: 112.5, turnsMean: 225 });
    expect(s.endReasons).toEqual({ 'command-spell': 2, 'last-standing': 1, 'no-one-left': 0, timeout: 1 });
  });

  it('should take the median of an even count as the mean of the middle two', () => {
    expect(s.roundsMedian).toBe(55);
  });

  it('should take the median of an odd count as the middle value', () => {
    expect(summarise(RECORDS.slice(0, 3)).roundsMedian).toBe(60);
  });

  it('should give each character its games, wins and win rate, sorted by id', () => {
    expect(s.characters).toEqual([
      { character: 'dwarf', games: 1, wins: 0, winRate: 0 },
      { character: 'elf', games: 3, wins: 0, winRate: 0 },
      { character: 'troll', games: 4, wins: 2, winRate: 0.5 },
      { character: 'wizard', games: 1, wins: 1, winRate: 1 },
    ]);
  });

  it('should list characters never played with zero games', () => {
    expect(summarise([RECORDS[0]]).characters.find((c) => c.character === 'wizard')).toEqual({ character: 'wizard', games: 0, wins: 0, winRate: 0 });
  });

  it('should count a character once per game even if two seats played it', () => {
    const twice = game(0, 1, 'last-standing', 10, ['elf'], ['troll', 'elf']);
    expect(summarise([twice]).characters.find((c) => c.character === 'elf')).toMatchObject({ games: 1, wins: 1 });
  });

  it('should give win rates per seat and per strategy', () => {
    expect(s.seats).toEqual([
      { seat: 0, games: 4, wins: 2, winRate: 0.5 },
      { seat: 1, games: 4, wins: 1, winRate: 0.25 },
    ]);
    expect(s.strategies).toEqual([
      { strategy: 'basic', seats: 4, wins: 2, winRate: 0.5 },
      { strategy: 'random', seats: 4, wins: 1, winRate: 0.25 },
    ]);
  });

  it('should record provenance from the plan and the rule modules', () => {
    expect(s.provenance).toEqual({
      version: VERSION,
      scenario: 'test',
      seed: 'seed',
      games: 4,
      rules: PLAN.rules,
      ruleModules: MODULES,
      strategies: ['basic', 'random'],
      seats: PLAN.seats,
    });
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('should give the same JSON for the same records (nothing time-dependent)', () => {
    expect(JSON.stringify(summarise(RECORDS))).toBe(JSON.stringify(s));
  });

  it('should give zeros, not NaN, with no games', () => {
    expect(summarise([])).toMatchObject({ games: 0, timeoutRate: 0, roundsMean: 0, roundsMedian: 0, turnsMean: 0 });
  });
});

describe('histogramMedian', () => {
  it.each([
    [[[5, 1]], 5],
    [[[3, 1], [1, 1]], 2],
    [[[1, 2], [9, 1]], 1],
    [[[1, 2], [9, 2]], 5],
    [[[7, 3], [2, 1], [4, 1]], 7],
  ])('should find the median of %j as %d', (entries, median) => {
    expect(histogramMedian(new Map(entries as [number, number][]))).toBe(median);
  });
});

describe('formatTable', () => {
  it('should print a row per character, then games, timeouts and rounds', () => {
    const lines = formatTable(summarise(RECORDS)).split('\n');
    expect(lines[0]).toMatch(/^character\s+games\s+wins\s+win%$/);
    expect(lines[3]).toMatch(/^troll\s+4\s+2\s+50\.0%$/);
    expect(lines.slice(-3)).toEqual(['games: 4', 'timeouts: 1 (25.0%)', 'rounds: mean 112.5, median 55']);
  });
});
