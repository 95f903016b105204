// No user input may print a stack trace (issue 14, case 9): malformed flags and files for every
// command, each answered with exit 2 and one line on stderr that names the flag or file (a flag's
// with a hint to run --help), never "    at " lines. Hostile files too: binary scenarios, an alias
// bomb, a seed of a megabyte, options without the option they need, checkpoints that are not
// objects, output folders that are / or a system folder or hold another command's files. Run
// through the CLI's entry function, one case at a time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
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
/** A folder under the test's own, holding one file with the given text. */
function folderWith(name: string, fileName: string, text: string): string {
  const folder = join(dir, name);
  mkdirSync(folder);
  writeFileSync(join(folder, fileName), text);
  return folder;
}
const notShard = folderWith('not-a-shard', 'aggregate.json', '{"version": 1, "plan": 3}');
const junkShard = folderWith('junk-shard', 'aggregate.json', '\u0000\u0000garbage');
const nullShard = folderWith('null-shard', 'aggregate.json', 'null\n');
const under = join(aFile, 'sub');
const file = (name: string, text: string | Buffer) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
const binary = file('binary.yaml', Buffer.from('games: 10\n\u0000\u0001\u0002seed: x\n'));
const latin1 = file('latin1.yaml', Buffer.from([0x73, 0x65, 0x65, 0x64, 0x3a, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x0a]));
const lols = ['a: &a [x, x, x, x, x, x, x, x, x]'];
for (const [k, prev] of ['ba', 'cb', 'dc', 'ed', 'fe', 'gf', 'hg', 'ih']) lols.push(`${k}: &${k} [${Array(9).fill(`*${prev}`).join(', ')}]`);
const bomb = file('bomb.yaml', `${lols.join('\n')}\ngames: 10\n`);
const longSeed = 'x'.repeat(300);
const seedFile = file('seed.yaml', `games: 10\nseed: ${longSeed}\n`);
const needs = (key: string, text: string) => file(`${key}.yaml`, `games: 10\nrules:\n  roundCap: 50\n  ${text}\n`);
const trade = needs('trade', 'trade: true');
const limits = needs('breakageLimits', 'breakageLimits: true');
const fated = needs('fatedSpells', 'fatedSpells: on');
const docExclude = needs('docExclude', 'docExclude: [next]');
const docCards = needs('docCards', 'docCards: [next, vibes]');
const oneCard = file('one-card.yaml', 'rules:\n  doc: x1\n  docCards: [next]\n');
const nullCheckpoint = folderWith('null-checkpoint', 'checkpoint.json', 'null\n');
const numberCheckpoint = folderWith('number-checkpoint', 'compare-checkpoint.json', '3\n');
const compareDir = folderWith('a-compare', 'compare.json', '{}\n');
const runDir = folderWith('a-run', 'summary.json', '{}\n');
const varyDefault = ['compare', 'scenarios/default.yaml', '--games', '2', '--workers', '1', '--quiet'];

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
  ['run: a binary scenario', ['run', binary], `${binary}: not a text file (YAML expected)`],
  ['run: a scenario that is not UTF-8', ['run', latin1], `${latin1}: not a text file (YAML expected)`],
  ['run: a YAML alias bomb', ['run', bomb], bomb],
  ['run: a 300-character --seed', ['run', '--games', '2', '--seed', longSeed], '--seed'],
  ['run: a 300-character seed in the file', ['run', seedFile], `${seedFile}:2: seed`],
  ['run: trade without fullEncounters', ['run', trade], `${trade}:4: rules.trade needs rules.fullEncounters`],
  ['run: breakageLimits without battleBreakage', ['run', limits], `${limits}:4: rules.breakageLimits needs rules.battleBreakage`],
  ['run: fatedSpells without trueFate', ['run', fated], `${fated}:4: rules.fatedSpells needs rules.trueFate`],
  ['run: docExclude without doc', ['run', docExclude], `${docExclude}:4: rules.docExclude needs rules.doc`],
  ['run: docCards without doc', ['run', docCards], `${docCards}:4: rules.docCards needs rules.doc`],
  ['run: a checkpoint.json that is null', ['run', '--games', '2', '--quiet', '--resume', '--out', nullCheckpoint], join(nullCheckpoint, 'checkpoint.json')],
  ['run: --out /', ['run', '--games', '2', '--quiet', '--out', '/'], 'system folder'],
  ['run: --out /etc', ['run', '--games', '2', '--quiet', '--out', '/etc'], 'system folder'],
  ['run: --out /usr/', ['run', '--games', '2', '--quiet', '--out', '/usr/'], 'system folder'],
  ['run: --out /proc/x', ['run', '--games', '2', '--quiet', '--out', '/proc/x'], 'system folder'],
  ['run: --out the home folder', ['run', '--games', '2', '--quiet', '--out', homedir()], 'home folder'],
  ['run: --out a folder holding a compare report', ['run', '--games', '2', '--quiet', '--out', compareDir], 'compare.json'],
  ['merge: a folder without aggregate.json', ['merge', join(dir, 'empty2')], 'aggregate.json'],
  ['merge: an aggregate.json of the wrong shape', ['merge', notShard], notShard],
  ['merge: an aggregate.json that is not JSON', ['merge', junkShard], junkShard],
  ['merge: an aggregate.json that is null', ['merge', nullShard], nullShard],
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
  ['scaffold: no name', ['scaffold', 'card'], 'scaffold <kind> <name>'],
  ['scaffold: under a file', ['scaffold', 'card', join(aFile, 'bog-troll')], aFile],
  ['scaffold: a name with a space', ['scaffold', 'module', join(dir, 'my rule')], 'my rule'],
  ['validate: no files', ['validate'], 'validate <files..>'],
  ['validate: a binary scenario', ['validate', binary], `${binary}: not a text file`],
  ['serve: --port -1', ['serve', '--port', '-1'], '--port'],
  ['serve: --host with a space', ['serve', '--host', 'a b'], '--host'],
  ['serve: --jobs-dir /proc/x', ['serve', '--jobs-dir', '/proc/x'], 'system folder'],
  ['serve: --jobs-dir under a file', ['serve', '--port', '0', '--jobs-dir', join(aFile, 'jobs')], aFile],
  ['odds: --combat 3d6', ['odds', '--combat', '3d6'], 'combat'],
  ['odds: --fate always', ['odds', '--fate', 'always'], 'fate'],
  ['odds: --extra-dice 9', ['odds', '--extra-dice', '9'], '--extra-dice'],
  ['odds: --modifier x', ['odds', '--modifier', 'x'], '--modifier'],
  ['odds: --out pointing at a file', ['odds', '--out', aFile], aFile],
  ['odds: --out /', ['odds', '--out', '/'], 'system folder'],
  ['odds: --out /proc/x', ['odds', '--out', '/proc/x'], 'system folder'],
  ['tournament: no --strategies', ['tournament'], 'strategies'],
  ['tournament: one strategy', ['tournament', '--strategies', 'basic'], '--strategies'],
  ['tournament: an unknown strategy', ['tournament', '--strategies', 'basic,genius'], 'genius'],
  ['tournament: --games 0', ['tournament', '--strategies', 'basic,random', '--games', '0'], '--games'],
  ['tournament: --out pointing at a file', ['tournament', '--strategies', 'basic,random', '--games', '8', '--workers', '1', '--quiet', '--out', aFile], aFile],
  ['tournament: --out /sys', ['tournament', '--strategies', 'basic,random', '--games', '8', '--quiet', '--out', '/sys'], 'system folder'],
  ['compare: one scenario', ['compare', 'scenarios/default.yaml'], 'two or more'],
  ['compare: --games 0', [...varyDefault, '--vary', 'rules.combat=1d6,2d6', '--games', '0'], '--games'],
  ['compare: --vary without values', [...varyDefault, '--vary', 'rules.combat'], '--vary'],
  ['compare: --vary with one value', [...varyDefault, '--vary', 'rules.combat=1d6'], '--vary'],
  ['compare: --vary with a bad value', [...varyDefault, '--vary', 'rules.combat=1d6,3d6'], 'rules.combat'],
  ['compare: --vary with an unclosed list', [...varyDefault, '--vary', 'rules.docExclude=[next,[vibes'], '--vary'],
  ['compare: --vary rules.trade without fullEncounters', [...varyDefault, '--vary', 'rules.trade=false,true'], 'rules.trade needs rules.fullEncounters'],
  ['compare: --vary seed', [...varyDefault, '--vary', 'seed=1,2'], 'seed'],
  ['compare: --precision 200', [...varyDefault, '--vary', 'rules.combat=1d6,2d6', '--precision', '200'], '--precision'],
  ['compare: --sprt nonsense', [...varyDefault, '--vary', 'rules.combat=1d6,2d6', '--sprt', 'troll'], '--sprt'],
  ['compare: --name with a slash', [...varyDefault, '--vary', 'rules.combat=1d6,2d6', '--name', 'a/b'], '--name'],
  ['compare: a binary scenario', ['compare', binary, '--vary', 'rules.combat=1d6,2d6'], `${binary}: not a text file`],
  ['compare: a YAML alias bomb with --vary', ['compare', bomb, '--vary', 'rules.combat=1d6,2d6'], bomb],
  ['compare: a compare-checkpoint.json that is a number', [...varyDefault, '--vary', 'rules.combat=1d6,2d6', '--resume', '--out', numberCheckpoint], join(numberCheckpoint, 'compare-checkpoint.json')],
  ['compare: --out /', [...varyDefault, '--vary', 'rules.combat=1d6,2d6', '--out', '/'], 'system folder'],
  ['compare: --out a folder holding a run', [...varyDefault, '--vary', 'rules.combat=1d6,2d6', '--out', runDir], 'summary.json'],
  ['plan: no --diff', ['plan', '--baseline', '0.15'], 'diff'],
  ['plan: --baseline 2', ['plan', '--baseline', '2', '--diff', '0.02'], '--baseline'],
  ['plan: --diff x', ['plan', '--baseline', '0.15', '--diff', 'x'], '--diff'],
  ['plan: --power 1', ['plan', '--baseline', '0.15', '--diff', '0.02', '--power', '1'], '--power'],
  ['plan: --pilot 0', ['plan', '--baseline', '0.15', '--diff', '0.02', '--pilot', '0', 'default', 'two-d6-combat'], '--pilot'],
  ['plan: --pilot without scenarios', ['plan', '--baseline', '0.15', '--diff', '0.02', '--pilot', '10'], 'pilot'],
  ['plan: --vary with an unclosed mapping', ['plan', '--baseline', '0.15', '--diff', '0.02', '--pilot', '10', 'default', '--vary', 'rules.upgrade={parties: true'], '--vary'],
  ['plan: a binary scenario', ['plan', '--baseline', '0.15', '--diff', '0.02', '--pilot', '10', binary, 'default'], `${binary}: not a text file`],
  ['doc-balance: --games 0', ['doc-balance', '--games', '0'], '--games'],
  ['doc-balance: --flag x', ['doc-balance', '--flag', 'x'], '--flag'],
  ['doc-balance: a 300-character --seed', ['doc-balance', '--seed', longSeed], '--seed'],
  ['doc-balance: a scenario of one DOC card', ['doc-balance', oneCard, '--games', '2'], 'needs two or more'],
  ['doc-balance: a binary scenario', ['doc-balance', binary], `${binary}: not a text file`],
  ['doc-balance: --out /boot', ['doc-balance', '--games', '2', '--quiet', '--out', '/boot'], 'system folder'],
  ['disagreements: --games 0', ['disagreements', '--games', '0'], '--games'],
  ['disagreements: a missing scenario', ['disagreements', join(dir, 'nope.yaml')], 'nope.yaml'],
  ['disagreements: --out pointing at a file', ['disagreements', '--games', '1', '--quiet', '--out', aFile], aFile],
  ['disagreements: --out /dev', ['disagreements', '--games', '1', '--quiet', '--out', '/dev'], 'system folder'],
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
    if (r.err.startsWith('talisman-sim: --')) expect(r.err).toMatch(/ \(see 'talisman-sim( [\w-]+)? --help'\)$/);
  });
});
