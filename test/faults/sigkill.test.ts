// SIGKILL (and a power loss) run no handler: what survives is the last periodic checkpoint
// (--checkpoint-every, issue 14, case 3). One run killed at 20 seeded random moments (8 in the suite), each time
// resumed from the checkpoint on disk (the last time on two workers), ends with every file
// byte-identical to an uninterrupted run.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { readCheckpoint } from '../../src/sim/checkpoint.ts';
import { rangeGames } from '../../src/sim/shards.ts';
import { tempDir } from '../sim/fixtures.ts';
import { sleep, talisman, until } from './process.ts';
import { checkSize } from '../sizes.ts';

/** 20 kills under npm run full-checks, 8 in the suite (test/sizes.ts). */
const KILLS = checkSize(8, 20);
/**
 * Each process plays about 200 ms (a checkpoint at 100 ms, then up to 150 ms): about 300 games on a
 * free core, so 20 kills take about 6,000 games and 16,000 leave room for a faster machine (8 kills:
 * 2,400 of 6,000).
 */
const GAMES = checkSize(6_000, 16_000);
const run = (dir: string, workers = '1') => ['run', '--games', String(GAMES), '--seed', 'sigkill', '--workers', workers, '--batch', '20', '--games-csv', '--quiet', '--checkpoint-every', '100ms', '--out', dir];

function text(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

/** Every file of a folder, by name, as bytes. */
/** Every file but provenance.json, which holds the command line (--resume differs by design). */
function files(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).sort().filter((name) => name !== 'provenance.json').map((name) => [name, readFileSync(join(dir, name)).toString('base64')]));
}

/** The first line where a file of the resumed run differs from the uninterrupted run's, for the failure message. */
function diffLine(dir: string, whole: string, name: string): string {
  const [a, b] = [readFileSync(join(dir, name), 'utf8').split('\n'), readFileSync(join(whole, name), 'utf8').split('\n')];
  const i = a.findIndex((line, k) => line !== b[k]);
  return `${name} line ${i + 1}: resumed ${JSON.stringify(a[i]?.slice(0, 200))}, whole ${JSON.stringify(b[i]?.slice(0, 200))}`;
}

describe('a run killed with SIGKILL', () => {
  it(`should resume from its last periodic checkpoint, ${KILLS} kills in a row, to the files of an uninterrupted run`, async () => {
    const dir = tempDir('sigkill');
    const cp = join(dir, 'checkpoint.json');
    const delay = seedrandom('sigkill delays');
    const done: number[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const before = text(cp);
      const p = talisman(kill === 0 ? run(dir) : [...run(dir), '--resume']);
      let ended = false;
      void p.done.then(() => (ended = true));
      await until(() => ended || (text(cp) ?? before) !== before, 60_000);
      if (ended) throw new Error(`run ${kill} ended before a new checkpoint: ${(await p.done).err}`);
      await sleep(Math.floor(delay() * 150));
      p.child.kill('SIGKILL');
      const r = await p.done;
      expect(r.signal, `run ${kill} finished before its kill`).toBe('SIGKILL');
      const saved = readCheckpoint(dir);
      done.push(rangeGames(saved.completed));
      expect(saved.aggregate.games).toBe(done[kill]);
    }
    expect(done.every((n, i) => i === 0 || n > done[i - 1])).toBe(true);
    expect(done[KILLS - 1]).toBeLessThan(GAMES);
    const last = await talisman([...run(dir, '2'), '--resume']).done;
    expect(last.code, last.err).toBe(0);
    // The uninterrupted run is a process of its own too, as a user's is: inside the test's process the
    // report would lay its ability rows out from the module questions earlier files installed there.
    const whole = tempDir('sigkill-whole');
    const full = await talisman(['run', '--games', String(GAMES), '--seed', 'sigkill', '--workers', '2', '--games-csv', '--quiet', '--out', whole]).done;
    expect(full.code, full.err).toBe(0);
    const [got, want] = [files(dir), files(whole)];
    expect(Object.keys(got)).toEqual(Object.keys(want));
    for (const name of Object.keys(want)) expect(got[name] === want[name] ? '' : diffLine(dir, whole, name), name).toBe('');
  });
});
