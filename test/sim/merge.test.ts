// Shard files and their merge, in process (issue 22, item 5): aggregate.json written and read back,
// every reason a file is refused, the coverage check, the engine each shard records (shards of
// different engines refused, a dirty tree named), and games.csv concatenated and verified. The
// expected merge is every made-up game folded into one aggregate with addRecord, never through
// mergeAggregate or mergeShards, so a merge that drops a field or a shard fails.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { addRecord, canonicalAggregate, emptyAggregate, type Aggregate } from '../../src/sim/aggregate.ts';
import { GAMES_CSV, gameRow, gamesCsvHeader, type CsvState } from '../../src/sim/games-csv.ts';
import { stableJson } from '../../src/sim/json-file.ts';
import { AGGREGATE, dirtyWarning, mergeGamesCsv, mergeShards, missingGamesCsv, readAggregateFile, writeAggregateFile } from '../../src/sim/merge.ts';
import { engineOf } from '../../src/sim/provenance.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import type { IndexRange } from '../../src/sim/shards.ts';
import { VERSION } from '../../src/sim/summary.ts';
import { record, smallPlan, tempDir } from './fixtures.ts';
import { refusal, rewriteHashed } from './hashed-files.ts';

const GAMES = 12;
const PLAN: RunPlan = { ...smallPlan(GAMES), seats: smallPlan(1).seats.slice(0, 2) };

/** Games start..end-1 folded one record at a time. */
function fold(start: number, end: number): Aggregate {
  const a = emptyAggregate(CHARACTER_IDS);
  for (let i = start; i < end; i++) addRecord(a, record(i));
  return a;
}

/** The shard's games.csv text: the header, then one line a game. */
function csvText(start: number, end: number): string {
  let s = gamesCsvHeader(2);
  for (let i = start; i < end; i++) s += `${gameRow(record(i)).join(',')}\n`;
  return s;
}

function csvState(text: string): CsvState {
  return { bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') };
}

/** A shard folder for games start..end-1 of the plan, with its games.csv unless `csv` is false. */
function shard(root: string, name: string, [start, end]: IndexRange, plan = PLAN, csv = true): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  const text = csvText(start, end);
  if (csv) writeFileSync(join(dir, GAMES_CSV), text);
  writeAggregateFile(dir, { plan, shard: null, range: [start, end], aggregate: fold(start, end), gamesCsv: csv ? csvState(text) : null });
  return dir;
}

function rewrite(dir: string, edit: (f: Record<string, unknown>) => void, hash = true): string {
  return rewriteHashed(join(dir, AGGREGATE), edit, hash);
}

describe('aggregate.json', () => {
  it('should read back what was written, from the folder or the file, with the folder named', () => {
    const root = tempDir('merge');
    const dir = shard(root, 'a', [3, 7]);
    for (const from of [dir, join(dir, AGGREGATE)]) {
      const f = readAggregateFile(from);
      expect(f.dir).toBe(dir);
      expect([f.version, f.range, f.shard, f.gamesCsv]).toEqual([VERSION, [3, 7], null, csvState(csvText(3, 7))]);
      expect(stableJson(f.plan)).toBe(stableJson(PLAN));
      expect(canonicalAggregate(f.aggregate)).toEqual(canonicalAggregate(fold(3, 7)));
    }
  });

  it('should name the file aggregate.json in the shard\'s folder', () => {
    const root = tempDir('merge');
    shard(root, 'a', [0, 2]);
    expect(readdirSync(join(root, 'a')).sort()).toEqual(['aggregate.json', 'games.csv']);
  });

  it('should accept a file without games.csv (gamesCsv null)', () => {
    const dir = shard(tempDir('merge'), 'a', [0, 2], PLAN, false);
    expect(readAggregateFile(dir).gamesCsv).toBeNull();
  });

  it.each<[string, (f: Record<string, unknown>) => void]>([
    ['no plan', (f) => delete f.plan],
    ['a null plan', (f) => (f.plan = null)],
    ['seats not a list', (f) => ((f.plan as RunPlan).seats = {} as never)],
    ['a range backwards', (f) => (f.range = [4, 3])],
    ['no aggregate', (f) => delete f.aggregate],
    ['gamesCsv a string', (f) => (f.gamesCsv = 'games.csv')],
    ['gamesCsv bytes not a whole number', (f) => (f.gamesCsv = { bytes: 1.5, sha256: 'x' })],
    ['gamesCsv without its hash', (f) => (f.gamesCsv = { bytes: 10 })],
  ])('should refuse a file with %s as not an aggregate file', (_what, edit) => {
    const path = rewrite(shard(tempDir('merge'), 'a', [0, 4]), edit);
    expect(refusal(() => readAggregateFile(path))).toBe(`${path} is not a talisman-sim aggregate file`);
  });

  it('should refuse a file of another version, naming both', () => {
    const dir = shard(tempDir('merge'), 'a', [0, 4]);
    const path = rewrite(dir, (f) => (f.version = '0.0.1'));
    expect(refusal(() => readAggregateFile(dir))).toBe(`${path} was written by talisman-sim 0.0.1, this is ${VERSION}; rerun the shard`);
  });

  it('should refuse an aggregate whose numbers do not add up to its range', () => {
    const dir = shard(tempDir('merge'), 'a', [0, 4]);
    const path = rewrite(dir, (f) => (f.range = [0, 5]));
    expect(refusal(() => readAggregateFile(dir))).toBe(`${path} does not add up: it counts 4 games where its ranges hold 5; rerun the shard`);
  });

  it('should check the number of seats against the plan', () => {
    const dir = shard(tempDir('merge'), 'a', [0, 4]);
    rewrite(dir, (f) => ((f.plan as RunPlan).seats = smallPlan(1).seats));
    expect(refusal(() => readAggregateFile(dir))).toContain('it has 2 seats, the plan 4');
  });

  it('should refuse a file edited without its hash', () => {
    const dir = shard(tempDir('merge'), 'a', [0, 4]);
    const path = rewrite(dir, (f) => ((f.plan as RunPlan).seed = 'other'), false);
    expect(refusal(() => readAggregateFile(dir))).toBe(`${path} was edited or damaged: its content does not match its sha256`);
  });
});

describe('mergeShards', () => {
  const root = tempDir('merge');
  const a = shard(root, 'a', [0, 5]);
  const b = shard(root, 'b', [5, 6]);
  const c = shard(root, 'c', [6, GAMES]);

  it('should fold the shards, given in any order, into the aggregate of every game', () => {
    const m = mergeShards([c, a, b]);
    expect(canonicalAggregate(m.aggregate)).toEqual(canonicalAggregate(fold(0, GAMES)));
    expect(m.dirs).toEqual([a, b, c]);
    expect(m.csvs).toEqual([csvState(csvText(0, 5)), csvState(csvText(5, 6)), csvState(csvText(6, GAMES))]);
    expect(stableJson(m.plan)).toBe(stableJson(PLAN));
  });

  it('should merge a single shard covering the plan', () => {
    const whole = shard(tempDir('merge'), 'all', [0, GAMES]);
    expect(canonicalAggregate(mergeShards([whole]).aggregate)).toEqual(canonicalAggregate(fold(0, GAMES)));
  });

  it('should refuse shards of different plans, naming both', () => {
    const other = shard(tempDir('merge'), 'o', [5, 6], { ...PLAN, seed: 'other' });
    expect(refusal(() => mergeShards([a, other, c]))).toBe(`${other} was run with a different plan than ${a}`);
  });

  it('should name the games no shard covers, in the middle and at the end', () => {
    expect(refusal(() => mergeShards([a, c]))).toBe(`no shard covers games 5 to 5 (next: ${c}); merge every shard`);
    expect(refusal(() => mergeShards([b, c]))).toBe(`no shard covers games 0 to 4 (next: ${b}); merge every shard`);
    expect(refusal(() => mergeShards([a, b]))).toBe(`no shard covers games 6 to ${GAMES - 1}; merge every shard`);
  });

  it('should refuse a shard given twice or overlapping another', () => {
    expect(refusal(() => mergeShards([a, b, b, c]))).toBe(`${b} covers games 5 to 5, which overlap another shard's`);
    const wide = shard(tempDir('merge'), 'w', [4, 6]);
    expect(refusal(() => mergeShards([a, wide, c]))).toBe(`${wide} covers games 4 to 5, which overlap another shard's`);
  });
  it('should record each shard\'s version, commit, dirty flag and weights hash, and list them after the merge', () => {
    expect(readAggregateFile(a).engine).toEqual(engineOf(VERSION));
    expect(mergeShards([c, a, b]).shards).toEqual([a, b, c].map((dir, i) => ({ dir, range: [[0, 5], [5, 6], [6, GAMES]][i], ...engineOf(VERSION) })));
  });

  // A shard of another version is refused as it is read (above).
  it.each([['commit', '0'.repeat(40)], ['weightsSha256', 'f'.repeat(64)]])('should refuse shards whose %s differs, naming both shards and the field', (field, value) => {
    const other = shard(tempDir('merge-engine'), 'o', [5, 6]);
    rewrite(other, (f) => ((f.engine as Record<string, unknown>)[field] = value));
    const own = (engineOf(VERSION) as unknown as Record<string, string | null>)[field];
    expect(refusal(() => mergeShards([a, other, c]))).toBe(`${other} and ${a} were played by different engines: ${field} ${value} against ${own ?? 'none'}; rerun one with the other's code and weights`);
  });

  it('should merge shards played from a dirty tree, and name them in one warning line', () => {
    const other = shard(tempDir('merge-dirty'), 'd', [5, 6]);
    rewrite(other, (f) => ((f.engine as Record<string, unknown>).dirty = true));
    const m = mergeShards([a, other, c]);
    expect(canonicalAggregate(m.aggregate)).toEqual(canonicalAggregate(fold(0, GAMES)));
    expect(m.shards.map((s) => s.dirty)).toEqual([engineOf(VERSION).dirty, true, engineOf(VERSION).dirty]);
    expect(dirtyWarning(m.shards.map((s) => ({ ...s, dirty: s.dir === other })))).toBe(
      `talisman-sim: warning: ${other} was played from a working tree with uncommitted changes to commit ${engineOf(VERSION).commit} (provenance.json says which)`);
    expect(dirtyWarning(m.shards.map((s) => ({ ...s, dirty: false })))).toBeNull();
  });

  it('should refuse an aggregate.json without the engine that played it', () => {
    const old = shard(tempDir('merge-old'), 'x', [5, 6]);
    const path = rewrite(old, (f) => delete f.engine);
    expect(refusal(() => readAggregateFile(old))).toBe(`${path} is not a talisman-sim aggregate file`);
  });
});

describe('games.csv of the merge', () => {
  it('should join the shards\' rows in index order under one header', async () => {
    const root = tempDir('merge');
    const dirs = [shard(root, 'b', [4, GAMES]), shard(root, 'a', [0, 4])];
    const out = join(root, 'out', 'deep');
    const m = mergeShards(dirs);
    expect(missingGamesCsv(m)).toEqual([]);
    const path = await mergeGamesCsv(m, out);
    expect(path).toBe(join(out, GAMES_CSV));
    expect(readFileSync(path, 'utf8')).toBe(csvText(0, GAMES));
    expect(readdirSync(out)).toEqual([GAMES_CSV]);
  });

  it('should keep only the first chunk\'s header of a games.csv longer than a read (64 KiB)', async () => {
    const root = tempDir('merge');
    const many = 3000;
    const dirs = [shard(root, 'a', [0, 2]), shard(root, 'b', [2, many])];
    expect(Buffer.byteLength(csvText(2, many))).toBeGreaterThan(2 * 65_536);
    const m = mergeShards(dirs.map((d) => rewrite(d, (f) => ((f.plan as RunPlan).games = many))));
    const path = await mergeGamesCsv(m, join(root, 'out'));
    expect(readFileSync(path, 'utf8')).toBe(csvText(0, many));
  });

  it('should name the shards without a games.csv, none recorded (b) or none on disk (c)', () => {
    const root = tempDir('merge');
    const a = shard(root, 'a', [0, 4]);
    const b = shard(root, 'b', [4, 8], PLAN, false);
    writeFileSync(join(b, GAMES_CSV), csvText(4, 8)); // on disk, but not recorded: not to be trusted
    const c = shard(root, 'c', [8, GAMES]);
    rmSync(join(c, GAMES_CSV));
    expect(missingGamesCsv(mergeShards([a, b, c]))).toEqual([b, c]);
  });

  it.each<[string, (text: string) => string, (file: string, s: CsvState) => string]>([
    ['truncated', (t) => t.slice(0, -5), (file, s) => `${file} has ${s.bytes - 5} bytes, its aggregate.json says ${s.bytes} (truncated or edited); rerun the shard`],
    ['edited, same length', (t) => t.replace('basic', 'BASIC'), (file) => `${file} does not match the SHA-256 its aggregate.json recorded (edited or damaged); rerun the shard`],
    ['of another header', (t) => t.replace('index', 'INDEX'), (file) => `${file} does not start with the games.csv header of this plan`],
  ])('should refuse a shard\'s games.csv %s, and write no games.csv', async (_what, damage, message) => {
    const root = tempDir('merge');
    const a = shard(root, 'a', [0, 4]);
    const b = shard(root, 'b', [4, GAMES]);
    const file = join(b, GAMES_CSV);
    writeFileSync(file, damage(readFileSync(file, 'utf8')));
    const m = mergeShards([a, b]);
    const out = join(root, 'out');
    await expect(mergeGamesCsv(m, out)).rejects.toThrow(message(file, m.csvs[1]!));
    expect(readdirSync(out)).toEqual([]);
  });
});
