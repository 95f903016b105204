// Progress on every long command (run, compare, doc-balance, card-balance, tournament, train,
// disagreements): the one mechanism of src/sim/progress.ts, its last line counting every game played
// (over all arms), nothing with --quiet; and a Ctrl-C once the games are played finishes the report
// (exit 0) instead of killing the command with nothing written. The lines and the ETA themselves are
// tested with a fake clock in test/sim/progress.test.ts.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { cli, tempDir } from './sim/fixtures.ts';

const BARROW = join(import.meta.dirname, '..', 'examples', 'barrow-beast', 'barrow-deck.yaml');

/** Each command, tiny, and the games it plays in all: its arms times its games. */
const COMMANDS: [string, (out: string) => string[], number][] = [
  ['run', (out) => ['run', '--games', '12', '--out', out], 12],
  ['compare', (out) => ['compare', 'default', '--vary', 'rules.combat=1d6,2d6', '--games', '6', '--out', out], 12],
  ['compare --strategies', (out) => ['compare', 'default', '--vary', 'rules.combat=1d6,2d6', '--strategies', 'basic,random', '--games', '4', '--out', out], 16],
  ['doc-balance', (out) => ['doc-balance', '--games', '2', '--out', out], 2 * 28],
  ['card-balance', (out) => ['card-balance', BARROW, '--games', '2', '--out', out], 2 * 8],
  ['tournament', (out) => ['tournament', '--strategies', 'basic,random', '--games', '12', '--out', out], 12],
  ['train', (out) => ['train', '--games', '5', '--out', join(out, 'model.json')], 5],
  ['disagreements', (out) => ['disagreements', 'search-vs-basic', '--games', '2', '--search-budget', '2', '--search-horizon', '2', '--out', out], 2],
  ['train --generations', (out) => ['train', '--games', '5', '--generations', '1', '--eval-games', '12', '--out', join(out, 'model.json')], 5 + 5 + 2 * 12],
];

/**
 * The command run with a Ctrl-C pressed once its games are played (when progress prints its last
 * line): what it printed, its exit code, and whether the press found the command listening (a
 * process that no longer listens is killed by it, with nothing written after).
 */
async function ctrlCAtTheEnd(argv: string[]): Promise<{ code: number; err: string; out: string; killed: boolean; said: string }> {
  const err: string[] = [];
  const out: string[] = [];
  let stop: (() => string | void) | null = null;
  let listening = false;
  let killed = false;
  let said = '';
  const code = await main(argv, {
    out: (l) => out.push(l),
    err: (l) => {
      err.push(l);
      if (!/^talisman-sim: (\d+)\/\1 games, /.test(l)) return;
      if (stop === null || !listening) killed = true;
      else said = stop() ?? '';
    },
    onInterrupt: (s) => {
      stop = s;
      listening = true;
      return () => void (listening = false);
    },
  });
  return { code, err: err.join('\n'), out: out.join('\n'), killed, said };
}

describe('progress on every long command', () => {
  it.each(COMMANDS)('%s: should end its progress with every game played, finish its report on a Ctrl-C then, and print no progress with --quiet', async (_, args, games) => {
    const out = tempDir('progress');
    const r = await ctrlCAtTheEnd([...args(out), '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(new RegExp(`^talisman-sim: ${games}/${games} games, \\d+ games/s, [\\d.]+s$`, 'm'));
    expect(r.killed).toBe(false);
    expect(r.said).toMatch(/^the games are played: finishing/);
    expect(r.err).not.toMatch(/interrupted/);
    const quiet = await cli([...args(tempDir('progress-quiet')), '--workers', '1', '--quiet']);
    expect(quiet.err).not.toMatch(/games\/s/);
  });
});
