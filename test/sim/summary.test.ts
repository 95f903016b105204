// The run summary on hand-made GameRecords: win rates per character, seat and strategy, exact
// medians from the round histogram, timeouts and end reasons, provenance and the text table.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import type { EndReason } from '../../src/engine/index.ts';
import type { GameRecord, SeatRecord } from '../../src/sim/run-game.ts';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chiSquareUpperTail } from '../../src/stats/chi-square.ts';
import { WEIGHTS_FILE } from '../../strategies/expert-weights.ts';
import { CHARACTER_IDS } from '../../src/content/index.ts';
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

function seat(strategy: string, characters: string[], kills = 0, innerEntries = 0): SeatRecord {
  const final = { character: characters[characters.length - 1], alive: true, strength: 4, craft: 4, lives: 4, fate: 2, gold: 1, objects: 0, followers: 0, spells: 0 };
  return { strategy, characters, deaths: characters.length - 1, kills, innerEntries, final };
}

/** Seat 0 plays `a` (basic), seat 1 plays `b` (random); winner -1 for none. */
function game(index: number, winner: number, endReason: EndReason, rounds: number, a: string[], b: string[]): GameRecord {
  const seats = [seat('basic', a, index % 2, index === 0 ? 2 : 0), seat('random', b)];
  return {
    index,
    seed: `seed/${index}`,
    winner,
    party: winner < 0 ? 0 : 1,
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
    expect(s.endReasons).toEqual({ 'command-spell': 2, 'last-standing': 1, 'no-one-left': 0, 'sudden-death': 0, timeout: 1, 'dragon-king': 0 });
  });

  it('should take the median of an even count as the mean of the middle two', () => {
    expect(s.roundsMedian).toBe(55);
  });

  it('should take the median of an odd count as the middle value', () => {
    expect(summarise(RECORDS.slice(0, 3)).roundsMedian).toBe(60);
  });

  it('should give each character its games, wins and win rate, sorted by id', () => {
    expect(s.characters).toMatchObject([
      { character: 'dwarf', games: 1, wins: 0, winRate: 0 },
      { character: 'elf', games: 3, wins: 0, winRate: 0 },
      { character: 'troll', games: 4, wins: 2, winRate: 0.5 },
      { character: 'wizard', games: 1, wins: 1, winRate: 1 },
    ]);
  });

  it('should list characters never played with zero games', () => {
    expect(summarise([RECORDS[0]]).characters.find((c) => c.character === 'wizard')).toEqual({
      character: 'wizard', games: 0, wins: 0, winRate: 0, ciLow: 0, ciHigh: 1, dealt: 0, dealtWins: 0, dealtWinRate: 0, dealtCiLow: 0, dealtCiHigh: 1,
    });
  });

  it('should also count each character dealt at the start, and the wins of the seat dealt it', () => {
    // Game 1: seat 1 was dealt the Elf, died, and won as the Wizard: a win for the Elf dealt at the
    // start, the Wizard's when played at any point.
    expect(s.characters.map((c) => [c.character, c.dealt, c.dealtWins, c.dealtWinRate])).toEqual([
      ['dwarf', 1, 0, 0], ['elf', 3, 1, 1 / 3], ['troll', 4, 2, 0.5], ['wizard', 0, 0, 0],
    ]);
    expect(s.characters[1]).toMatchObject({ games: 3, wins: 0 });
    // Wilson, 1 of 3: centre 0.3992, half-width 0.3383 (hand-computed as in intervals.test.ts).
    expect(s.characters[1].dealtCiLow).toBeCloseTo(0.0614919, 6);
    expect(s.characters[1].dealtCiHigh).toBeCloseTo(0.7923403, 6);
  });

  it('should count a character once per game even if two seats played it', () => {
    const twice = game(0, 1, 'last-standing', 10, ['elf'], ['troll', 'elf']);
    expect(summarise([twice]).characters.find((c) => c.character === 'elf')).toMatchObject({ games: 1, wins: 1 });
  });

  it('should give win rates per seat and per strategy', () => {
    expect(s.seats).toMatchObject([
      { seat: 0, games: 4, wins: 2, winRate: 0.5 },
      { seat: 1, games: 4, wins: 1, winRate: 0.25 },
    ]);
    expect(s.strategies).toMatchObject([
      { strategy: 'basic', seats: 4, wins: 2, winRate: 0.5 },
      { strategy: 'random', seats: 4, wins: 1, winRate: 0.25 },
    ]);
  });

  it('should give each win rate its 95% Wilson interval', () => {
    // Hand-computed: 2 of 4 -> centre 0.5, half-width 0.3499610; 1 of 4 -> 0.0455873 to 0.6993582.
    expect(s.seats[0].ciLow).toBeCloseTo(0.150039, 6);
    expect(s.seats[0].ciHigh).toBeCloseTo(0.849961, 6);
    expect(s.strategies[1]).toMatchObject({ strategy: 'random', seats: 4, wins: 1 });
    // basic's kills per seat-game 0, 1, 0, 1: mean 0.5, sd 0.57735, half-width 1.96 * 0.57735 / 2.
    expect(s.strategies[0].kills.mean).toBe(0.5);
    expect(s.strategies[0].kills.ciLow).toBeCloseTo(0.5 - 0.565794, 5);
    expect(s.strategies[0].kills.ciHigh).toBeCloseTo(0.5 + 0.565794, 5);
    expect(s.strategies[0].innerEntries.mean).toBe(0.5);
    expect(s.strategies[1].kills).toEqual({ mean: 0, ciLow: 0, ciHigh: 0 });
    expect(s.strategies[1].rounds.mean).toBe(112.5);
    expect(s.strategies[1].ciLow).toBeCloseTo(0.045587, 6);
    expect(s.strategies[1].ciHigh).toBeCloseTo(0.699358, 6);
    expect(s.characters.find((c) => c.character === 'wizard')).toMatchObject({ ciHigh: 1 });
  });

  it('should give rounds and turns their mean, quartiles, 90th percentile and range', () => {
    // Rounds 40, 50, 60, 300 (type-7 quantiles): q1 = 40 + 0.75 x 10, q3 = 60 + 0.25 x 240, p90 = 60 + 0.7 x 240.
    expect(s.rounds).toEqual({ mean: 112.5, median: 55, q1: 47.5, q3: 120, p90: expect.closeTo(228, 9), min: 40, max: 300, survivalMedian: 50 });
    expect(s.turns).toEqual({ mean: 225, median: 110, q1: 95, q3: 240, p90: expect.closeTo(456, 9), min: 80, max: 600 });
  });

  it('should sum up balance: the spread of win rates and the chi-square test against equal chances', () => {
    // Pooled 3/9; cells (O - E)^2 / E: dwarf 1/3 + 1/6, elf 1 + 1/2, troll 1/3 + 1/6, wizard 4/3 + 2/3 = 4.5 on 3 df.
    // Shared wins: characters per game 2, 3, 2, 2 give c(c - 1) = 12 over 9 character-games, 4/3
    // others per character-game; c = (4/3) / 3 x (1/3) / (2/3) = 2/9; 4.5 / (11/9) = 81/22.
    expect(s.balance).toMatchObject({ characters: 4, highest: 'wizard', highestRate: 1, lowest: 'dwarf', lowestRate: 0, spread: 1, df: 3 });
    expect(s.balance.pooledRate).toBeCloseTo(1 / 3, 12);
    expect(s.balance.chiSquare).toBeCloseTo(81 / 22, 12);
    expect(s.balance.pValue).toBeCloseTo(chiSquareUpperTail(81 / 22, 3), 12);
  });

  it('should have no chi-square when no character won', () => {
    const none = summarise([RECORDS[2]]);
    expect(none.balance).toMatchObject({ spread: 0, pooledRate: 0, chiSquare: null, df: null, pValue: null });
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
      characterPool: CHARACTER_IDS,
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      weightsSha256: createHash('sha256').update(readFileSync(WEIGHTS_FILE)).digest('hex'),
    });
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('should give no strategy win-rate interval when one strategy held every seat (its rate is fixed by design)', () => {
    const alone = { ...PLAN, seats: PLAN.seats.map((seat) => ({ ...seat, strategy: 'basic' })) };
    const b = new SummaryBuilder(CHARACTERS);
    for (const r of RECORDS) b.add({ ...r, seats: r.seats.map((x) => ({ ...x, strategy: 'basic' })), winnerStrategy: r.winner < 0 ? null : 'basic' });
    const basic = b.build(alone, MODULES).strategies;
    // 3 wins in 8 seat-games: the 1 win a game, less the timeout, over 2 seats, whatever the bots do.
    expect(basic).toMatchObject([{ strategy: 'basic', seats: 8, wins: 3, winRate: 0.375, ciLow: null, ciHigh: null }]);
  });

  it('should take the game as the unit of a strategy\'s per-seat-game means (cluster-robust interval)', () => {
    // Both seats basic: each game's two seats share its rounds (40, 60, 300, 50), so there are 4
    // independent values, not 8. Mean 112.5; game totals 80, 120, 600, 100, residuals x_g - 112.5 x 2:
    // -145, -105, 375, -125; squares sum 188,300; x 4/3 / 8^2 = 3,922.92; half-width 1.96 x 62.633 = 122.76.
    // (Per seat-game, as if 8 independent values: 1.96 x sd 115.97 / sqrt(8) = 80.37, too narrow.)
    const alone = { ...PLAN, seats: PLAN.seats.map((seat) => ({ ...seat, strategy: 'basic' })) };
    const b = new SummaryBuilder(CHARACTERS);
    for (const r of RECORDS) b.add({ ...r, seats: r.seats.map((x) => ({ ...x, strategy: 'basic' })) });
    const rounds = b.build(alone, MODULES).strategies[0].rounds;
    expect(rounds.mean).toBe(112.5);
    expect(rounds.ciHigh - rounds.mean).toBeCloseTo(1.959963984540054 * Math.sqrt((188300 * 4) / 3 / 64), 9);
    expect(rounds.mean - rounds.ciLow).toBeCloseTo(122.7588, 3);
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
  it('should print a row per character, each win rate with its 95% interval, then games, timeouts and rounds', () => {
    const lines = formatTable(summarise(RECORDS)).split('\n');
    expect(lines[0]).toMatch(/^character\s+games\s+wins\s+win%\s+95% CI\s+dealt\s+won\s+win%\s+95% CI$/);
    expect(lines[2]).toMatch(/^elf\s+3\s+0\s+0\.0%\s+0\.0-56\.1\s+3\s+1\s+33\.3%\s+6\.1-79\.2$/);
    expect(lines[3]).toMatch(/^troll\s+4\s+2\s+50\.0%\s+15\.0-85\.0\s+4\s+2\s+50\.0%\s+15\.0-85\.0$/);
    expect(lines[5]).toBe('games, wins: played at any point; dealt, won: dealt at the start, and won by that seat; 95% CI: Wilson interval, in %');
    expect(lines.slice(-3)).toEqual(['games: 4', 'timeouts: 1 (25.0%)', 'rounds: mean 112.5, median 55']);
  });
});
