// `talisman-sim tournament`: the files it writes, and a clear exit-2 error for unknown strategies;
// `run --rotate` records the rotation in summary.json; provenance.json holds the command line.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FAIL_GAME_ENV } from '../src/experiment/worker.ts';
import { cli, scenarioFile, tempDir } from './sim/fixtures.ts';

describe('talisman-sim tournament', () => {
  it('should write tournament.json, CSV, chart, summary and index.html', async () => {
    const out = tempDir('tournament');
    const r = await cli(['tournament', '--strategies', 'random,basic', '--games', '12', '--workers', '1', '--quiet', '--out', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^strategy/);
    expect(r.out).toMatch(/strategy +kills\/seat +Inner entries\/seat +rounds\nrandom +\d\.\d{3} \[/);
    const argv = ['tournament', '--strategies', 'random,basic', '--games', '12', '--workers', '1', '--quiet', '--out', out];
    expect(JSON.parse(readFileSync(join(out, 'provenance.json'), 'utf8'))).toEqual({ command: `talisman-sim ${argv.join(' ')}`, argv });
    for (const f of ['summary.json', 'provenance.json', 'tournament.json', 'tournament.csv', 'tournament.vl.json', 'tournament.svg', 'index.html']) expect(existsSync(join(out, f)), f).toBe(true);
    const entries = JSON.parse(readFileSync(join(out, 'tournament.json'), 'utf8'));
    expect(entries.map((e: { strategy: string }) => e.strategy)).toEqual(['random', 'basic']);
    expect(readFileSync(join(out, 'tournament.csv'), 'utf8').split('\n')[0]).toBe('strategy,games,wins,win_rate,ci_low,ci_high');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<table id="tournament">');
  });

  it('should say when games are rounded up to whole cycles', async () => {
    const out = tempDir('tournament-round');
    const r = await cli(['tournament', '--strategies', 'random,basic', '--games', '5', '--workers', '1', '--quiet', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.err).toContain('playing 12 games');
  });

  it.each([
    ['random,nobody', /unknown strategy "nobody" \(known: .*random.*\)/],
    ['basic', /at least two strategies/],
    ['basic,basic', /listed twice/],
  ])('should exit 2 for --strategies %s', async (list, message) => {
    const r = await cli(['tournament', '--strategies', list, '--games', '4', '--quiet', '--out', tempDir('tournament-bad')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});

describe('talisman-sim tournament: a game that throws', () => {
  afterEach(() => {
    delete process.env[FAIL_GAME_ENV];
  });

  it('should exit 1 naming the game and its seed, and write no report', async () => {
    process.env[FAIL_GAME_ENV] = '2';
    const out = tempDir('tournament-fail');
    const r = await cli(['tournament', '--strategies', 'random,basic', '--games', '6', '--workers', '2', '--quiet', '--out', out]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^talisman-sim: internal error: game 2 \(seed [^)]+\): injected failure/m);
    expect(existsSync(join(out, 'summary.json'))).toBe(false);
  });
});

describe('talisman-sim run --rotate', () => {
  it('should rotate the strategies and say so in the provenance', async () => {
    const dir = tempDir('rotate');
    const file = scenarioFile(dir, 'rot', 4, 'r');
    const r = await cli(['run', file, '--rotate', '--workers', '1', '--quiet', '--out', join(dir, 'out')]);
    expect(r.code).toBe(0);
    const summary = JSON.parse(readFileSync(join(dir, 'out', 'summary.json'), 'utf8'));
    expect(summary.provenance.rotate).toBe(true);
  });
});
