// `talisman-sim run` and `merge` end to end: the same bytes for any worker count and batch size,
// shards merged into the unsharded report, Ctrl-C leaving a checkpoint that --resume completes to
// the same bytes, and a failing game leaving no report.
import { availableParallelism } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runToDir } from '../../src/experiment/run-dir.ts';
import { FAIL_GAME_ENV } from '../../src/experiment/worker.ts';
import { commandName } from '../../src/cli/io.ts';
import { cli, scenarioFile, smallPlan, tempDir } from '../sim/fixtures.ts';

const dir = tempDir('run');
const GAMES = 24;
const file = scenarioFile(dir, 'small', GAMES, 'dir');

function read(folder: string, name: string): string {
  return readFileSync(join(folder, name), 'utf8');
}

/** The reference: one uninterrupted, unsharded run in one thread. */
const reference = (async () => {
  const out = join(dir, 'reference');
  const r = await cli(['run', file, '--out', out, '--workers', '1', '--games-csv', '--quiet']);
  expect(r.code).toBe(0);
  return { summary: read(out, 'summary.json'), csv: read(out, 'games.csv') };
})();

describe('run over worker threads', () => {
  it('should write the same summary.json and games.csv for 2 workers and batches of 5', async () => {
    const out = join(dir, 'two');
    const r = await cli(['run', file, '--out', out, '--workers', '2', '--batch', '5', '--games-csv', '--quiet']);
    expect(r.code).toBe(0);
    const ref = await reference;
    expect(read(out, 'summary.json')).toBe(ref.summary);
    expect(read(out, 'games.csv')).toBe(ref.csv);
    expect(existsSync(join(out, 'games.csv.tmp'))).toBe(false);
  });

  it('should write one games.csv row per game, in index order, with its seed', async () => {
    const lines = (await reference).csv.trimEnd().split('\n');
    expect(lines[0]).toBe('index,seed,winner_seat,winner_character,winner_strategy,end_reason,rounds,turns,party,seat_0_characters,seat_1_characters,seat_2_characters,seat_3_characters');
    expect(lines).toHaveLength(GAMES + 1);
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(Array.from({ length: GAMES }, (_, i) => `${i},dir/${i}`));
  });

  it('should refuse a bad --workers, --batch or --shard', async () => {
    expect(await cli(['run', file, '--workers', '0'])).toMatchObject({ code: 2, err: `talisman-sim: --workers must be an integer from 1 to ${availableParallelism() * 4} (got "0") (see 'talisman-sim run --help')` });
    expect((await cli(['run', file, '--batch', 'x'])).code).toBe(2);
    expect(await cli(['run', file, '--shard', '4/3'])).toMatchObject({ code: 2, err: expect.stringContaining('--shard must be K/N') });
  });
});

describe('shards and merge', () => {
  it('should merge shards 1/3, 2/3 and 3/3 into the single run\'s summary.json and games.csv', async () => {
    const shards = ['1/3', '2/3', '3/3'].map((s, i) => ({ s, out: join(dir, `shard-${i + 1}`) }));
    for (const { s, out } of shards) {
      const r = await cli(['run', file, '--shard', s, '--out', out, '--workers', '1', '--batch', '3', '--games-csv', '--quiet']);
      expect(r.code).toBe(0);
      expect(existsSync(join(out, 'aggregate.json'))).toBe(true);
      expect(existsSync(join(out, 'summary.json'))).toBe(false);
    }
    const merged = join(dir, 'merged');
    const r = await cli(['merge', shards[2].out, shards[0].out, shards[1].out, '--out', merged]);
    expect(r.code).toBe(0);
    const ref = await reference;
    expect(read(merged, 'summary.json')).toBe(ref.summary);
    expect(read(merged, 'games.csv')).toBe(ref.csv);
  });

  it('should refuse to merge when a shard is missing or repeated', async () => {
    const missing = await cli(['merge', join(dir, 'shard-1'), join(dir, 'shard-3'), '--out', join(dir, 'bad')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/no shard covers games 8 to 15/);
    const twice = await cli(['merge', join(dir, 'shard-1'), join(dir, 'shard-1'), join(dir, 'shard-2'), join(dir, 'shard-3')]);
    expect(twice.code).toBe(2);
    expect(twice.err).toMatch(/overlap/);
    expect(existsSync(join(dir, 'bad'))).toBe(false);
  });
});

describe('interrupt and resume', () => {
  it('should checkpoint part of a run and --resume it to the same bytes', async () => {
    const out = join(dir, 'resumed');
    const stop = new AbortController();
    const part = await runToDir({
      // One worker plays batches in turn, so the stop after the first batch is seen before the
      // next one starts, however loaded the machine (with a pool the other batches may finish).
      dir: out, plan: { ...smallPlan(GAMES, 'dir'), scenario: 'small' }, shard: null, workers: 1, batch: 4, gamesCsv: true, resume: false,
      signal: stop.signal, onProgress: (done) => done > 0 && stop.abort(),
    });
    expect(part.status).toBe('interrupted');
    expect(existsSync(join(out, 'checkpoint.json'))).toBe(true);
    expect(existsSync(join(out, 'summary.json'))).toBe(false);
    const checkpoint = JSON.parse(read(out, 'checkpoint.json'));
    expect(checkpoint.aggregate.games).toBeGreaterThan(0);
    expect(checkpoint.aggregate.games).toBeLessThan(GAMES);
    const r = await cli(['run', file, '--out', out, '--workers', '1', '--batch', '7', '--games-csv', '--resume', '--quiet']);
    expect(r.code).toBe(0);
    const ref = await reference;
    expect(read(out, 'summary.json')).toBe(ref.summary);
    expect(read(out, 'games.csv')).toBe(ref.csv);
    expect(existsSync(join(out, 'checkpoint.json'))).toBe(false);
  });

  it('should answer Ctrl-C with a checkpoint, no report, exit 130 and the command that resumes', async () => {
    const out = join(dir, 'ctrl-c');
    const r = await cli(['run', file, '--out', out, '--workers', '2', '--games-csv', '--quiet'], { onInterrupt: (stop) => (stop(), () => undefined) });
    expect(r.code).toBe(130);
    expect(existsSync(join(out, 'summary.json'))).toBe(false);
    expect(existsSync(join(out, 'games.csv'))).toBe(false);
    // The command's name depends on how the tests were started (`npx vitest`: npx talisman-sim;
    // `npm test`: talisman-sim; commandName in src/cli/io.ts): the arguments after it are the test's.
    const resume = /resume with: (?:npx )?talisman-sim (.*)$/m.exec(r.err)?.[1].split(' ');
    expect(resume).toContain('--resume');
    expect((await cli([...resume!, '--quiet'])).code).toBe(0);
    expect(read(out, 'summary.json')).toBe((await reference).summary);
  });

  it('should refuse to resume with a different plan, and start the run when there is nothing to resume', async () => {
    const out = join(dir, 'mismatch');
    await cli(['run', file, '--out', out, '--workers', '1', '--quiet'], { onInterrupt: (stop) => (stop(), () => undefined) });
    const other = await cli(['run', file, '--out', out, '--seed', 'other', '--resume']);
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/cannot resume from .*checkpoint\.json: it was made with a different plan \(seed: "dir" in the checkpoint, "other" now\)/);
    const none = await cli(['run', file, '--out', join(dir, 'nothing'), '--resume', '--quiet']);
    expect(none).toMatchObject({ code: 0, err: `talisman-sim: no checkpoint in ${join(dir, 'nothing')}: starting the run` });
  });
});

describe('a game that throws', () => {
  afterEach(() => {
    delete process.env[FAIL_GAME_ENV];
  });

  it('should fail the run with the game, its seed and the trace command, and write no report', async () => {
    process.env[FAIL_GAME_ENV] = '7';
    const out = join(dir, 'failed');
    const r = await cli(['run', file, '--out', out, '--workers', '2', '--batch', '3', '--games-csv', '--quiet']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('talisman-sim: internal error: game 7 (seed dir/7): injected failure');
    expect(r.err).toContain(`replay it with: ${commandName()} trace ${file} --seed dir --game 7`);
    for (const name of ['summary.json', 'games.csv', 'games.csv.tmp', 'checkpoint.json']) expect(existsSync(join(out, name)), name).toBe(false);
  });
});
