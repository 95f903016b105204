// What is read back is verified (issue 14, case 6): edited or truncated shard files and checkpoints,
// and a partial games.csv with NUL bytes, are refused by `merge` and `--resume` with one line naming
// the file and what does not add up, exit 2, and nothing is written; `merge` refuses an --out that
// is one of its inputs. Real files on disk, the CLI's entry function.
import { cpSync, existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runToDir } from '../../src/experiment/run-dir.ts';
import { cli, scenarioFile, smallPlan, tempDir } from '../sim/fixtures.ts';

const GAMES = 30;
const root = tempDir('verify');
const file = scenarioFile(root, 'small', GAMES, 'verify');

/** Shards 1/2 and 2/2 with games.csv, made once; each case edits its own copy. */
const shards = (async () => {
  const dirs = [join(root, 'shard-1'), join(root, 'shard-2')];
  for (const [i, out] of dirs.entries()) {
    const r = await cli(['run', file, '--shard', `${i + 1}/2`, '--out', out, '--workers', '1', '--games-csv', '--quiet']);
    expect(r.code).toBe(0);
  }
  return dirs;
})();

async function copies(name: string): Promise<string[]> {
  return (await shards).map((d, i) => {
    const to = join(root, `${name}-${i + 1}`);
    cpSync(d, to, { recursive: true });
    return to;
  });
}

function editJson(path: string, edit: (x: Record<string, any>) => void): void {
  const x = JSON.parse(readFileSync(path, 'utf8'));
  edit(x);
  writeFileSync(path, JSON.stringify(x, null, 2));
}

/** One line on stderr, exit 2, matching `message`. */
function refused(r: { code: number; err: string }, message: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.err.split('\n')).toHaveLength(1);
  expect(r.err).toMatch(message);
}

describe('merge', () => {
  it('should merge the untouched shards (the cases below start from them)', async () => {
    const out = join(root, 'merged');
    expect((await cli(['merge', ...(await shards), '--out', out])).code).toBe(0);
    expect(existsSync(join(out, 'games.csv'))).toBe(true);
  });

  it.each([
    ['a win rate over 100%', (a: Record<string, any>) => (a.aggregate.characterWins.troll = a.aggregate.characterGames.troll * 107 + 1), /aggregate\.json does not add up: character troll won \d+ of the \d+ games it played/],
    ['more games than its range', (a: Record<string, any>) => (a.aggregate.games += 145), /aggregate\.json does not add up: it counts 160 games where its ranges hold 15/],
    ['a range that leaves games out', (a: Record<string, any>) => (a.range = [0, 10]), /aggregate\.json does not add up: it counts 15 games where its ranges hold 10/],
    ['a count changed consistently (only the hash catches it)', (a: Record<string, any>) => (a.aggregate.strategyKills.basic += 1), /aggregate\.json was edited or damaged: its content does not match its sha256/],
  ])('should refuse a shard with %s, naming the file', async (_, edit, message) => {
    const [one, two] = await copies('edited');
    editJson(join(one, 'aggregate.json'), edit);
    const out = join(root, 'edited-out');
    const r = await cli(['merge', one, two, '--out', out]);
    refused(r, message);
    expect(r.err).toContain(join(one, 'aggregate.json'));
    expect(existsSync(join(out, 'summary.json'))).toBe(false);
  });

  it('should refuse a truncated shard games.csv and write no games.csv', async () => {
    const [one, two] = await copies('truncated');
    const csv = join(two, 'games.csv');
    const size = readFileSync(csv).length;
    truncateSync(csv, size - 40);
    const out = join(root, 'truncated-out');
    refused(await cli(['merge', one, two, '--out', out]), new RegExp(`${csv} has ${size - 40} bytes, its aggregate.json says ${size} \\(truncated or edited\\)`));
    expect(existsSync(join(out, 'games.csv'))).toBe(false);
    expect(existsSync(join(out, 'summary.json'))).toBe(false);
  });

  it('should refuse a shard games.csv edited in place', async () => {
    const [one, two] = await copies('csv-edit');
    const csv = join(one, 'games.csv');
    const text = readFileSync(csv, 'utf8');
    const edited = text.replace(/\n(\d+),([^,]+),(\d),/, (_, i: string, seed: string, w: string) => `\n${i},${seed},${w === '0' ? '1' : '0'},`);
    expect(edited).not.toBe(text);
    expect(edited.length).toBe(text.length);
    writeFileSync(csv, edited);
    refused(await cli(['merge', one, two, '--out', join(root, 'csv-edit-out')]), new RegExp(`${csv} does not match the SHA-256 its aggregate.json recorded`));
  });

  it('should refuse an --out that is one of its inputs, and leave that shard alone', async () => {
    const [one, two] = await copies('into');
    const before = readFileSync(join(two, 'aggregate.json'), 'utf8');
    refused(await cli(['merge', one, two, '--out', two]), new RegExp(`--out ${two} is one of the shard folders being merged`));
    refused(await cli(['merge', one, two, '--out', `${two}/.`]), /is one of the shard folders being merged/);
    expect(readFileSync(join(two, 'aggregate.json'), 'utf8')).toBe(before);
    expect(existsSync(join(two, 'summary.json'))).toBe(false);
  });
});

/** A run of the scenario stopped after its first batch: a checkpoint and a partial games.csv. */
async function interrupted(name: string): Promise<string> {
  const out = join(root, name);
  const stop = new AbortController();
  const part = await runToDir({
    dir: out, plan: { ...smallPlan(GAMES, 'verify'), scenario: 'small' }, shard: null, workers: 1, batch: 4, gamesCsv: true, resume: false,
    signal: stop.signal, onProgress: (done) => done > 0 && stop.abort(),
  });
  expect(part.status).toBe('interrupted');
  return out;
}

const resume = (out: string) => cli(['run', file, '--out', out, '--workers', '1', '--games-csv', '--resume', '--quiet']);

describe('--resume', () => {
  it('should resume an untouched checkpoint', async () => {
    expect((await resume(await interrupted('cp-ok'))).code).toBe(0);
  });

  it.each([
    ['a win rate over 100%', (c: Record<string, any>) => (c.aggregate.seatWins[0] = c.aggregate.games * 9), /checkpoint\.json does not add up: its seats won \d+ of \d+ games/],
    ['more games than it completed', (c: Record<string, any>) => (c.aggregate.games = 160), /checkpoint\.json does not add up: it counts 160 games where its ranges hold \d+/],
    ['completed games outside its range', (c: Record<string, any>) => (c.completed = [[0, 400]]), /checkpoint\.json does not add up: its completed games lie outside its range 0 to 29/],
    ['a count changed consistently', (c: Record<string, any>) => (c.aggregate.strategyInner.basic += 3), /checkpoint\.json was edited or damaged: its content does not match its sha256/],
  ])('should refuse an edited checkpoint with %s', async (_, edit, message) => {
    const out = await interrupted('cp-edit');
    editJson(join(out, 'checkpoint.json'), edit);
    refused(await resume(out), message);
    expect(existsSync(join(out, 'summary.json'))).toBe(false);
  });

  it('should refuse a partial games.csv that was truncated, or whose tail became NUL bytes', async () => {
    const cut = await interrupted('csv-cut');
    const tmp = join(cut, 'games.csv.tmp');
    const size = readFileSync(tmp).length;
    truncateSync(tmp, size - 10);
    refused(await resume(cut), new RegExp(`${tmp} is truncated: ${size - 10} bytes, the checkpoint holds ${size}`));

    const nul = await interrupted('csv-nul');
    const bytes = readFileSync(join(nul, 'games.csv.tmp'));
    bytes.fill(0, bytes.length - 30);
    writeFileSync(join(nul, 'games.csv.tmp'), bytes);
    refused(await resume(nul), /games\.csv\.tmp does not hold the rows its checkpoint recorded \(SHA-256 differs/);
    expect(existsSync(join(nul, 'games.csv'))).toBe(false);
  });
});
