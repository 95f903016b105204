// The command line in-process through main(argv, io): exit codes, error messages on stderr, and
// (with the real engine) `run` writing summary.json and `trace` printing a game's log.
import { availableParallelism } from 'node:os';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';

const dir = mkdtempSync(join(tmpdir(), 'talisman-cli-'));

function scenarioFile(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('talisman-sim usage errors', () => {
  it('should exit 2 on an unknown flag', async () => {
    const r = await cli('run', '--bogus');
    expect(r.code).toBe(2);
    // One line naming the flag and where the usage is, not the help itself (issue 14, case 9).
    expect(r.err.trim().split('\n')).toEqual(["talisman-sim: Unknown argument: bogus (see 'talisman-sim run --help')"]);
  });

  it('should cap --workers at four per core, with the allowed range (issue 14, case 5)', async () => {
    const r = await cli('run', '--workers', '1000', '--games', '4');
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toEqual([`talisman-sim: --workers must be an integer from 1 to ${availableParallelism() * 4} (got "1000") (see 'talisman-sim run --help')`]);
  });

  it('should exit 2 on an unknown command or none', async () => {
    expect((await cli('fly')).code).toBe(2);
    expect((await cli()).code).toBe(2);
  });

  it('should exit 2 on a flag value outside its choices, naming them', async () => {
    const r = await cli('run', '--combat', '3d6');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/combat.*"1d6", "2d6"/s);
  });

  it('should exit 2 on a bad integer flag, naming the flag', async () => {
    const r = await cli('run', scenarioFile('ok.yaml', 'games: 3\n'), '--games', 'lots');
    expect(r).toMatchObject({ code: 2, err: 'talisman-sim: --games must be a positive integer (got "lots") (see \'talisman-sim run --help\')' });
  });

  it('should exit 2 on a bad scenario, with the file and field and no stack trace', async () => {
    const file = scenarioFile('bad.yaml', 'players: 9\n');
    const r = await cli('run', file, '--quiet');
    expect(r).toMatchObject({ code: 2, err: `talisman-sim: ${file}:1: players must be an integer from 2 to 8 (got 9)` });
  });

  it('should exit 2 on a missing scenario file', async () => {
    const r = await cli('trace', join(dir, 'nowhere.yaml'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^talisman-sim: cannot read .*nowhere\.yaml/);
  });
});

describe('a path that is a file where a folder is meant, or a folder where a file is', () => {
  const file = scenarioFile('plain-file', 'not a folder\n');

  it.each([
    ['a scenario under a file (ENOTDIR)', ['run', join(file, 'x.yaml')], `talisman-sim: cannot read ${join(file, 'x.yaml')}: ${file} is a file, not a folder`],
    ['a folder as the scenario (EISDIR)', ['run', dir], `talisman-sim: cannot read ${dir}: it is a folder, not a file`],
    ['run --out under a file', ['run', '--games', '2', '--quiet', '--out', join(file, 'out')], `talisman-sim: cannot create ${join(file, 'out')}: ${file} is a file, not a folder`],
    ['odds --out under a file', ['odds', '--out', join(file, 'odds')], `talisman-sim: cannot write ${join(file, 'odds')}: ${file} is a file, not a folder`],
    ['doc-balance --out under a file', ['doc-balance', '--games', '2', '--quiet', '--out', join(file, 'db')], `talisman-sim: cannot create ${join(file, 'db')}: ${file} is a file, not a folder`],
    ['train --out under a file', ['train', '--games', '2', '--quiet', '--out', join(file, 'm', 'model.json')], `talisman-sim: cannot create ${join(file, 'm')}: ${file} is a file, not a folder`],
  ])('%s: one readable line, exit 2', async (_, argv, line) => {
    const r = await cli(...argv);
    expect(r.err).toBe(line);
    expect(r.code).toBe(2);
  });
});

describe('--resume where there is no checkpoint', () => {
  it('should say in one line that the folder holds another plan\'s run, not that it starts first', async () => {
    const out = join(dir, 'resume-other');
    expect((await cli('run', '--games', '2', '--seed', 'one', '--quiet', '--out', out)).code).toBe(0);
    const r = await cli('run', '--games', '2', '--seed', 'two', '--quiet', '--resume', '--out', out);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toEqual([`talisman-sim: ${out} holds the run of another plan (seed: "one" in summary.json, "two" now): choose another --out, or add --fresh to replace it`]);
  });

  it('should say in one line that a compare folder holds another command\'s files', async () => {
    const out = join(dir, 'resume-kind');
    expect((await cli('run', '--games', '2', '--quiet', '--out', out)).code).toBe(0);
    const r = await cli('compare', 'default', '--vary', 'rules.combat=1d6,2d6', '--games', '2', '--quiet', '--resume', '--out', out);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/holds a run's files/);
  });
});

describe('did you mean', () => {
  it('should name the flag meant by a misspelt one', async () => {
    const r = await cli('run', '--gmaes', '5');
    expect(r).toMatchObject({ code: 2, err: "talisman-sim: Unknown argument: gmaes. Did you mean --games? (see 'talisman-sim run --help')" });
  });

  it('should name the shipped scenario meant by a misspelt name', async () => {
    const r = await cli('run', 'defualt', '--games', '2');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^talisman-sim: unknown scenario 'defualt': neither a file nor a shipped scenario \(.*\); did you mean 'default'\?$/);
  });

  it('should name the rule option meant by a wrongly cased key, with no hint about players', async () => {
    const file = scenarioFile('trophyrate.yaml', 'games: 3\nrules:\n  trophyrate: 5\n');
    const r = await cli('run', file, '--quiet');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`^talisman-sim: ${file}:3: rules\\.trophyrate is not a known key; did you mean trophyRate\\? allowed keys in rules: roundCap, `));
    expect(r.err).not.toContain('players');
    const players = await cli('run', scenarioFile('players.yaml', 'rules:\n  players: 3\n'), '--quiet');
    expect(players.err).toMatch(/rules\.players is not a known key; allowed keys in rules: .* \(players is set at the top level, or by seats\)$/);
  });
});

describe('shipped scenarios by name', () => {
  it('should play a shipped scenario given by its name, not a path', async () => {
    const out = join(dir, 'by-name');
    const r = await cli('run', 'doc-x1', '--games', '2', '--out', out, '--quiet');
    expect(r.code).toBe(0);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.provenance).toMatchObject({ scenario: 'doc-x1', games: 2, rules: { doc: 'x1' } });
  });

  it('should say in one line, exit 2, that a name is unknown, listing the shipped names', async () => {
    const r = await cli('run', 'nosuch', '--games', '2', '--quiet');
    expect(r.code).toBe(2);
    const shipped = readdirSync('scenarios').filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -5)).sort();
    expect(r.err).toBe(`talisman-sim: unknown scenario 'nosuch': neither a file nor a shipped scenario (${shipped.join(', ')})`);
  });

  it('should read a path that ends in .yaml as a file, even when a shipped scenario has its name', async () => {
    const r = await cli('trace', 'default.yaml');
    expect(r.code).toBe(2);
    expect(r.err).toBe('talisman-sim: cannot read default.yaml: no such file');
  });
});

describe('talisman-sim with the real engine', () => {
  it('end-to-end: run writes summary.json with the required keys and prints the table', async () => {
    const out = join(dir, 'run-out');
    const r = await cli('run', scenarioFile('three.yaml', 'games: 3\n'), '--out', out, '--quiet');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    for (const key of ['games', 'timeouts', 'roundsMean', 'roundsMedian', 'characters', 'provenance']) expect(summary).toHaveProperty(key);
    expect(summary.games).toBe(3);
    expect(summary.characters).toHaveLength(14);
    expect(summary.provenance).toMatchObject({ scenario: 'three', seed: 'talisman', games: 3 });
    expect(existsSync(join(out, 'summary.json.tmp'))).toBe(false);
    expect(r.out).toMatch(/^character\s+games\s+wins\s+win%/);
    expect(r.out).not.toContain('summary: ');
  });

  it('end-to-end: run prints the table on stdout and where the files went on stderr', async () => {
    const out = join(dir, 'status-out');
    const r = await cli('run', scenarioFile('status.yaml', 'games: 2\n'), '--out', out);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^character\s+games\s+wins\s+win%/);
    expect(r.out).not.toMatch(/^(summary|report): /m);
    expect(r.err).toContain(`summary: ${join(out, 'summary.json')}`);
    expect(r.err).toContain(`report: ${join(out, 'index.html')}`);
  });

  it('end-to-end: the same scenario and seed give a byte-identical summary.json', async () => {
    const file = scenarioFile('repeat.yaml', 'games: 2\nseed: same\n');
    const a = join(dir, 'repeat-a');
    const b = join(dir, 'repeat-b');
    expect((await cli('run', file, '--out', a, '--quiet')).code).toBe(0);
    expect((await cli('run', file, '--out', b, '--quiet', '--games', '2')).code).toBe(0);
    expect(readFileSync(join(a, 'summary.json'), 'utf8')).toBe(readFileSync(join(b, 'summary.json'), 'utf8'));
  });

  it('end-to-end: run applies flags and reports progress unless --quiet', async () => {
    const out = join(dir, 'flags-out');
    const r = await cli('run', scenarioFile('flags.yaml', 'games: 5\n'), '--out', out, '--games', '2', '--players', '3', '--combat', '2d6', '--trophy-rate', '5', '--round-cap', '50', '--seed', 'x');
    expect(r.code).toBe(0);
    expect(r.err).toContain('talisman-sim: 2/2 games');
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.provenance).toMatchObject({ seed: 'x', games: 2, rules: { players: 3, combat: '2d6', trophyRate: 5, roundCap: 50 } });
  });

  it('end-to-end: trace prints the game log and then the result', async () => {
    const r = await cli('trace', scenarioFile('trace.yaml', 'games: 1\n'), '--game', '0', '--seed', 't');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[lines.length - 1]).toMatch(/^result: /);
  });
});
