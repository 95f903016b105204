// The mergeable Aggregate on hand-made GameRecords: merging batches in any order gives the same
// summary as folding every record into one, and a canonical aggregate serialises to one text.
import { describe, expect, it } from 'vitest';
import { addAbilities, addRecord, canonicalAggregate, emptyAggregate, isAggregate, mergeAggregate, type Aggregate } from '../../src/sim/aggregate.ts';
import type { GameRecord } from '../../src/sim/run-game.ts';
import { SummaryBuilder } from '../../src/sim/summary.ts';
import { CHARACTERS, record, smallPlan } from './fixtures.ts';

const RECORDS = Array.from({ length: 40 }, (_, i) => record(i));

function foldAll(records: GameRecord[]): Aggregate {
  const a = emptyAggregate(CHARACTERS);
  for (const r of records) addRecord(a, r);
  return a;
}

function batches(size: number): Aggregate[] {
  const out: Aggregate[] = [];
  for (let s = 0; s < RECORDS.length; s += size) out.push(foldAll(RECORDS.slice(s, s + size)));
  return out;
}

function json(a: Aggregate): string {
  const plan = { ...smallPlan(RECORDS.length), seats: smallPlan(1).seats.slice(0, 2) };
  return JSON.stringify(new SummaryBuilder(CHARACTERS).merge(a).build(plan, []));
}

describe('Aggregate', () => {
  const whole = foldAll(RECORDS);

  it.each([1, 3, 7, 40])('should give the same summary when batches of %d are merged in index order', (size) => {
    const merged = batches(size).reduce((acc, b) => mergeAggregate(acc, b), emptyAggregate(CHARACTERS));
    expect(json(merged)).toBe(json(whole));
  });

  it('should give the same canonical text whatever order batches are merged in', () => {
    const parts = batches(6);
    const forward = parts.reduce((acc, b) => mergeAggregate(acc, b), emptyAggregate(CHARACTERS));
    const backward = parts.slice().reverse().reduce((acc, b) => mergeAggregate(acc, b), emptyAggregate(CHARACTERS));
    expect(JSON.stringify(canonicalAggregate(backward))).toBe(JSON.stringify(canonicalAggregate(forward)));
    expect(json(backward)).toBe(json(whole));
  });

  it('should give the summary the one-record-at-a-time builder gives', () => {
    const b = new SummaryBuilder(CHARACTERS);
    for (const r of RECORDS) b.add(r);
    expect(json(b.aggregate)).toBe(json(whole));
  });

  it('should count sums exactly', () => {
    expect(whole.games).toBe(40);
    expect(whole.roundsSum).toBe(RECORDS.reduce((s, r) => s + r.rounds, 0));
    expect(Object.values(whole.rounds).reduce((s, n) => s + n, 0)).toBe(40);
    expect(Object.values(whole.turns).reduce((s, n) => s + n, 0)).toBe(40);
    expect(Object.entries(whole.turns).reduce((s, [t, n]) => s + Number(t) * n, 0)).toBe(whole.turnsSum);
  });

  it('should keep the rounds of timed-out games apart, for the survival curve', () => {
    const timeouts = RECORDS.filter((r) => r.endReason === 'timeout');
    expect(Object.values(whole.timeoutRounds).reduce((s, n) => s + n, 0)).toBe(whole.timeouts);
    for (const r of timeouts) expect(whole.timeoutRounds[String(r.rounds)]).toBeGreaterThan(0);
    expect(isAggregate({ ...whole, turns: undefined })).toBe(false);
  });

  /** How many records have each value of `key`, counted here without the aggregate code. */
  function tally(records: GameRecord[], key: (r: GameRecord) => string): Record<string, number> {
    const t: Record<string, number> = {};
    for (const r of records) t[key(r)] = (t[key(r)] ?? 0) + 1;
    return t;
  }

  it.each([1, 7])('should hold, merged from batches of %d, the counts tallied straight from the records', (size) => {
    // The expectation is built from RECORDS alone, not through addRecord or mergeAggregate.
    const merged = batches(size).reduce((acc, b) => mergeAggregate(acc, b), emptyAggregate(CHARACTERS));
    const timedOut = RECORDS.filter((r) => r.endReason === 'timeout');
    expect(merged.games).toBe(40);
    expect(merged.timeouts).toBe(timedOut.length);
    expect(merged.timeouts).toBe(8); // i % 5 === 4 for i < 40
    expect(merged.roundsSum).toBe(RECORDS.reduce((s, r) => s + r.rounds, 0));
    expect(merged.turnsSum).toBe(RECORDS.reduce((s, r) => s + r.turns, 0));
    expect(merged.rounds).toEqual(tally(RECORDS, (r) => String(r.rounds)));
    expect(merged.turns).toEqual(tally(RECORDS, (r) => String(r.turns)));
    expect(merged.timeoutRounds).toEqual(tally(timedOut, (r) => String(r.rounds)));
    expect(merged.endReasons).toMatchObject(tally(RECORDS, (r) => r.endReason)); // plus zeros for reasons never seen
    expect(merged.characterWins).toMatchObject(tally(RECORDS.filter((r) => r.winner >= 0), (r) => r.winnerCharacter!));
  });

  it('should survive a JSON round trip and be recognised', () => {
    const back: unknown = JSON.parse(JSON.stringify(whole));
    expect(isAggregate(back)).toBe(true);
    expect(back).toEqual(whole);
    expect(isAggregate({ ...whole, games: 1.5 })).toBe(false);
    expect(isAggregate({ ...whole, rounds: [] })).toBe(false);
  });

  it('should list characters never played with zero counts', () => {
    expect(emptyAggregate(CHARACTERS).characterGames).toEqual({ dwarf: 0, elf: 0, troll: 0, wizard: 0 });
  });
});

// Mutation-testing survivors (issue 22): what canonical ordering, the shape check and merging
// arrays of different lengths must do, with expectations written out by hand.
describe('Aggregate edge cases', () => {
  it('should sort text keys in canonical form, copy the arrays, and leave the input alone', () => {
    const a = emptyAggregate(['wizard', 'elf']);
    a.endReasons = { timeout: 1, 'command-spell': 2, 'last-standing': 3 };
    a.seatGames = [1, 2];
    const c = canonicalAggregate(a);
    expect(Object.keys(c.endReasons)).toEqual(['command-spell', 'last-standing', 'timeout']);
    expect(Object.keys(c.characterGames)).toEqual(['elf', 'wizard']);
    expect(Object.keys(a.endReasons)).toEqual(['timeout', 'command-spell', 'last-standing']);
    c.seatGames[0] = 99;
    expect(a.seatGames).toEqual([1, 2]);
  });

  it('should add arrays of different lengths position by position', () => {
    const a = emptyAggregate([]);
    const b = emptyAggregate([]);
    [a.abilityRows, b.abilityRows] = [['evade'], ['evade']];
    a.abilities = [1, 0];
    b.abilities = [2, 3, 4, 5];
    a.seatGames = [5, 6];
    b.seatGames = [1];
    mergeAggregate(a, b);
    expect(a.abilities).toEqual([3, 3, 4, 5]);
    expect(a.seatGames).toEqual([6, 6]);
  });

  it('should refuse what is not an aggregate', () => {
    const good = JSON.parse(JSON.stringify(emptyAggregate(['elf']))) as Record<string, unknown>;
    expect(isAggregate(good)).toBe(true);
    expect(isAggregate(null)).toBe(false);
    expect(isAggregate(7)).toBe(false);
    expect(isAggregate({ ...good, seatWins: undefined })).toBe(false);
    expect(isAggregate({ ...good, abilities: [1, 0.5] })).toBe(false);
    expect(isAggregate({ ...good, abilities: [1, 0] })).toBe(false);
    expect(isAggregate({ ...good, abilityRows: ['evade'], abilities: [1, 0, 2] })).toBe(false);
    expect(isAggregate({ ...good, abilityRows: ['evade', 'evade'], abilities: [1, 0, 2, 0] })).toBe(false);
    expect(isAggregate({ ...good, abilityRows: [3], abilities: [1, 0] })).toBe(false);
    expect(isAggregate({ ...good, abilityRows: undefined })).toBe(false);
    expect(isAggregate({ ...good, abilityRows: ['evade', 'yes-no:pray'], abilities: [1, 0, 2, 1] })).toBe(true);
    expect(isAggregate({ ...good, rounds: [3] })).toBe(false);
    expect(isAggregate({ ...good, rounds: null })).toBe(false);
    expect(isAggregate({ ...good, turns: { 4: 1.5 } })).toBe(false);
    expect(isAggregate({ ...good, games: 2.5 })).toBe(false);
  });
});

/** An aggregate of two characters' ability counts on these rows: per character, [offered, taken] per row. */
function counted(rows: string[], counts: number[]): Aggregate {
  return addAbilities(emptyAggregate(['elf', 'troll']), rows, counts);
}

/** The counts of a by character and row name, for comparing tables laid out differently. */
function byName(a: Aggregate): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (let c = 0; c < 2; c++) a.abilityRows.forEach((row, r) => (out[`${c} ${row}`] = a.abilities.slice((c * a.abilityRows.length + r) * 2, (c * a.abilityRows.length + r) * 2 + 2)));
  return out;
}

// Threads lay the ability rows out from the module questions and options they have installed
// (engine/ability-use.ts): a merge lines the counts up by the rows' names, not their places.
describe('Aggregate ability rows', () => {
  const BASE = ['evade', 'yes-no:pray', 'yes-no:charm', 'wish:strength'];
  // Laid out with a module question among the yes/no ones: every row after it has moved.
  const MODULE = ['evade', 'yes-no:pray', 'yes-no:charm', 'yes-no:milestone-heal', 'wish:strength'];
  const base = () => counted(BASE, [1, 0, 2, 1, 3, 3, 4, 0, /* troll */ 5, 5, 6, 0, 7, 1, 8, 8]);
  const module = () => counted(MODULE, [10, 1, 20, 2, 30, 3, 9, 9, 40, 4, /* troll */ 50, 5, 60, 6, 70, 7, 0, 0, 80, 8]);

  it('should add rows of the same names, laid out differently, by name', () => {
    const want = {
      '0 evade': [11, 1], '0 yes-no:pray': [22, 3], '0 yes-no:charm': [33, 6], '0 yes-no:milestone-heal': [9, 9], '0 wish:strength': [44, 4],
      '1 evade': [55, 10], '1 yes-no:pray': [66, 6], '1 yes-no:charm': [77, 8], '1 yes-no:milestone-heal': [0, 0], '1 wish:strength': [88, 16],
    };
    const ab = mergeAggregate(base(), module());
    const ba = mergeAggregate(module(), base());
    expect(byName(ab)).toEqual(want);
    expect(byName(ba)).toEqual(want);
    // The module's row keeps its place after the row it follows, whichever side had it.
    expect(ab.abilityRows).toEqual(MODULE);
    expect(JSON.stringify(canonicalAggregate(ab))).toBe(JSON.stringify(canonicalAggregate(ba)));
  });

  it('should add rows in another order, and rows one side lacks, by name', () => {
    const other = counted(['wish:strength', 'yes-no:raise-dead', 'evade'], [1, 1, 2, 0, 3, 1, /* troll */ 4, 4, 5, 0, 6, 6]);
    const m = mergeAggregate(base(), other);
    expect(m.abilityRows).toEqual([...BASE, 'yes-no:raise-dead']);
    expect(byName(m)).toMatchObject({ '0 evade': [4, 1], '0 wish:strength': [5, 1], '0 yes-no:raise-dead': [2, 0], '1 evade': [11, 11], '1 yes-no:pray': [6, 0], '1 yes-no:raise-dead': [5, 0] });
  });

  it('should take the rows of the first counts into an empty aggregate, and keep a checkpoint\'s through a merge', () => {
    const a = mergeAggregate(emptyAggregate(['elf', 'troll']), module());
    expect(a.abilityRows).toEqual(MODULE);
    expect(a.abilities).toEqual(module().abilities);
    const back = JSON.parse(JSON.stringify(canonicalAggregate(a))) as Aggregate;
    expect(isAggregate(back)).toBe(true);
    expect(byName(mergeAggregate(back, base()))).toEqual(byName(mergeAggregate(base(), module())));
  });
});
