// A sharded compare on a cluster whose node dies: shard 2 of 3 killed with SIGKILL at seeded moments,
// four times in a row, each time rerun with --resume from the checkpoint it wrote after its last
// block; then every shard merged. The merge must be the unsharded compare's files, byte for byte.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../sim/fixtures.ts';
import { sleep, talisman, until } from './process.ts';

const KILLS = 4;
/** About 10 ms a game of both arms: a process runs a block of 10 games, then up to 150 ms, about 25 of shard 2's 300 games. */
const GAMES = 900;
const FLAGS = ['compare', 'scenarios/default.yaml', '--vary', 'rules.trophyRate=7,5', '--games', String(GAMES), '--block', '10', '--quiet'];
const shard = (k: number, dir: string, workers = '1') => [...FLAGS, '--shard', `${k}/3`, '--batch', '5', '--workers', workers, '--out', dir];

function text(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

/** Every report file, by name, as bytes (not provenance.json: the merge's command line and shards). */
function files(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).filter((f) => !f.startsWith('.') && f !== 'provenance.json').sort().map((f) => [f, readFileSync(join(dir, f)).toString('base64')]));
}

describe('a compare shard killed with SIGKILL', () => {
  it(`should resume from its last block, ${KILLS} kills in a row, and merge with the other shards into the unsharded files`, async () => {
    const root = tempDir('compare-shard-kill');
    const dirs = [1, 2, 3].map((k) => join(root, `s${k}`));
    const cp = join(dirs[1], 'compare-checkpoint.json');
    const delay = seedrandom('compare shard kills');
    const done: number[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const before = text(cp);
      const p = talisman(kill === 0 ? shard(2, dirs[1]) : [...shard(2, dirs[1]), '--resume']);
      let ended = false;
      void p.done.then(() => (ended = true));
      await until(() => ended || (text(cp) ?? before) !== before, 60_000);
      if (ended) throw new Error(`shard run ${kill} ended before a new checkpoint: ${(await p.done).err}`);
      await sleep(Math.floor(delay() * 150));
      p.child.kill('SIGKILL');
      const r = await p.done;
      expect(r.signal, `shard run ${kill} finished before its kill`).toBe('SIGKILL');
      done.push(JSON.parse(text(cp) as string).sums.games);
    }
    expect(done.every((n, i) => i === 0 || n > done[i - 1])).toBe(true);
    expect(done[KILLS - 1]).toBeLessThan(GAMES / 3);
    expect(existsSync(join(dirs[1], 'compare-shard.json'))).toBe(false);
    const last = await talisman([...shard(2, dirs[1], '2'), '--resume']).done;
    expect(last.code, last.err).toBe(0);
    expect(existsSync(cp)).toBe(false);
    for (const k of [1, 3]) expect((await cli(shard(k, dirs[k - 1]))).code).toBe(0);
    const merged = await cli(['merge', ...dirs, '--out', join(root, 'merged')]);
    expect(merged.code, merged.err).toBe(0);
    expect((await cli([...FLAGS, '--workers', '2', '--out', join(root, 'whole')])).code).toBe(0);
    expect(files(join(root, 'merged'))).toEqual(files(join(root, 'whole')));
  });
});
