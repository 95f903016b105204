// No user input may print a stack trace (issue 14, case 9): malformed flags and files for every
// command in the README, each answered with exit 2 and one line on stderr that names the flag or
// file (a flag's with a hint to run --help), never "    at " lines. Run through the CLI's entry
// function, one case at a time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../sim/fixtures.ts';

const dir = tempDir('hostile');
const aFile = join(dir, 'a-file.txt');
writeFileSync(aFile, 'not a folder\n');
const badYaml = join(dir, 'bad.yaml');
writeFileSync(badYaml, 'games: [1, 2\nseed: {\n');
const badKey = join(dir, 'key.yaml');
writeFileSync(badKey, 'games: 10\nwizardry: 3\n');
const notShard = join(dir, 'not-a-shard');
mkdirSync(notShard);
writeFileSync(join(notShard, 'aggregate.json'), '{"version": 1, "plan": 3}');
const junkShard = join(dir, 'junk-shard');
mkdirSync(junkShard);
writeFileSync(join(junkShard, 'aggregate.json'), '\u0000\u0000garbage');
const under = join(aFile, 'sub');

/** [what is tried, argv, a word the line must contain]. */
const CASES: [string, string[], string][] = [
  ['no command', [], 'give a command'],
  ['an unknown command', ['rnu'], 'rnu'],
  ['an unknown flag', ['run', '--gmaes', '5'], 'gmaes'],
  ['run: --games 0', ['run', '--games', '0'], '--games'],
  ['run: --games -5', ['run', '--games', '-5'], '--games'],
  ['run: --games abc', ['run', '--games', 'abc'], '--games'],
  ['run: --games 1e12', ['run', '--games', '1e12'], '--games'],
  ['run: --games with no value', ['run', '--games'], 'games'],
  ['run: --workers 0', ['run', '--workers', '0'], '--workers'],
  ['run: --workers 1000', ['run', '--workers', '1000'], '--workers'],
  ['run: --batch x', ['run', '--batch', 'x'], '--batch'],
  ['run: --shard 3/2', ['run', '--shard', '3/2'], '--shard'],
  ['run: --shard a/b', ['run', '--shard', 'a/b'], '--shard'],
  ['run: --players 9', ['run', '--players', '9'], '--players'],
  ['run: --round-cap 0', ['run', '--round-cap', '0'], '--round-cap'],
  ['run: --combat 3d6', ['run', '--combat', '3d6'], 'combat'],
  ['run: --trophy-rate 4', ['run', '--trophy-rate', '4'], 'trophy-rate'],
  ['run: --checkpoint-every 5', ['run', '--checkpoint-every', '5'], '--checkpoint-every'],
  ['run: --checkpoint-every 1ms', ['run', '--checkpoint-every', '1ms'], '--checkpoint-every'],
  ['run: --checkpoint-every 2d', ['run', '--checkpoint-every', '2d'], '--checkpoint-every'],
  ['run: --resume with --fresh', ['run', '--resume', '--fresh'], '--fresh'],
  ['run: a missing scenario', ['run', join(dir, 'nope.yaml')], 'nope.yaml'],
  ['run: a scenario that is not YAML', ['run', badYaml], 'bad.yaml'],
  ['run: a scenario with an unknown key', ['run', badKey], 'wizardry'],
  ['run: a scenario that is a folder', ['run', dir], dir],
  ['run: --out pointing at a file', ['run', '--games', '2', '--quiet', '--out', aFile], aFile],
  ['run: --out under a file', ['run', '--games', '2', '--quiet', '--out', under], under],
  ['run: --resume with nothing to resume', ['run', '--games', '2', '--quiet', '--resume', '--out', join(dir, 'empty')], 'nothing to resume'],
  ['merge: a folder without aggregate.json', ['merge', join(dir, 'empty2')], 'aggregate.json'],
  ['merge: an aggregate.json of the wrong shape', ['merge', notShard], notShard],
  ['merge: an aggregate.json that is not JSON', ['merge', junkShard], junkShard],
  ['merge: no folders', ['merge'], 'dirs'],
  ['bench: --games 0', ['bench', '--games', '0'], '--games'],
  ['bench: --repeats x', ['bench', '--repeats', 'x'], '--repeats'],
  ['bench: --workers 1000', ['bench', '--workers', '1000'], '--workers'],
  ['trace: --game -1', ['trace', '--game', '-1'], '--game'],
  ['trace: --game x', ['trace', '--game', 'x'], '--game'],
  ['trace: a missing scenario', ['trace', join(dir, 'nope.yaml')], 'nope.yaml'],
  ['pairing: one scenario', ['pairing', 'scenarios/default.yaml'], 'b'],
  ['pairing: missing files', ['pairing', join(dir, 'a.yaml'), join(dir, 'b.yaml')], 'a.yaml'],
  ['pairing: --games 0', ['pairing', 'scenarios/default.yaml', 'scenarios/default.yaml', '--games', '0'], '--games'],
  ['cards: an unknown flag', ['cards', '--jsn'], 'jsn'],
  ['odds: --combat 3d6', ['odds', '--combat', '3d6'], 'combat'],
  ['odds: --fate always', ['odds', '--fate', 'always'], 'fate'],
  ['odds: --extra-dice 9', ['odds', '--extra-dice', '9'], '--extra-dice'],
  ['odds: --modifier x', ['odds', '--modifier', 'x'], '--modifier'],
  ['odds: --out pointing at a file', ['odds', '--out', aFile], aFile],
  ['tournament: no --strategies', ['tournament'], 'strategies'],
  ['tournament: one strategy', ['tournament', '--strategies', 'basic'], '--strategies'],
  ['tournament: an unknown strategy', ['tournament', '--strategies', 'basic,genius'], 'genius'],
  ['tournament: --games 0', ['tournament', '--strategies', 'basic,random', '--games', '0'], '--games'],
  ['tournament: --out pointing at a file', ['tournament', '--strategies', 'basic,random', '--games', '8', '--workers', '1', '--quiet', '--out', aFile], aFile],
  ['tune: --games 0', ['tune', '--games', '0'], '--games'],
  ['tune: --step 2', ['tune', '--step', '2'], '--step'],
  ['tune: --rounds x', ['tune', '--rounds', 'x'], '--rounds'],
  ['tune: a missing --weights file', ['tune', '--weights', join(dir, 'w.json')], 'w.json'],
  ['tune: --weights that is not JSON', ['tune', '--weights', badYaml], 'bad.yaml'],
  ['tune: --out that is a folder', ['tune', '--rounds', '1', '--games', '8', '--out', dir], dir],
  ['tune: --out under a file', ['tune', '--rounds', '1', '--games', '8', '--out', join(under, 'w.json')], under],
];

describe('hostile input', () => {
  it.each(CASES)('%s: exit 2, one line naming it, no stack trace', async (_, argv, word) => {
    const r = await cli(argv);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(r.err.split('\n'), r.err).toHaveLength(1);
    expect(r.code, r.err).toBe(2);
    expect(r.err).toMatch(/^talisman-sim: /);
    expect(r.err).toContain(word);
    if (r.err.startsWith('talisman-sim: --')) expect(r.err).toMatch(/ \(see 'talisman-sim( \w+)? --help'\)$/);
  });
});
