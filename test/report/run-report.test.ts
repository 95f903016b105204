// `talisman-sim run --out DIR` writes the report (CSV, Vega-Lite specs, SVGs, index.html) next to
// summary.json: every file there, byte-identical for 1 and 2 workers and for shards merged, no
// temporary files left, and no report at all from an interrupted run.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUN_REPORT_FILES } from '../../src/report/run-report.ts';
import { cli, scenarioFile, tempDir } from '../sim/fixtures.ts';

const dir = tempDir('report');
const file = scenarioFile(dir, 'small', 30, 'report');
const read = (folder: string, name: string) => readFileSync(join(folder, name), 'utf8');
const ALL = ['summary.json', ...RUN_REPORT_FILES];
/** provenance.json holds the command line, which differs between runs of equal output. */
const WRITTEN = [...ALL, 'provenance.json'];
const command = (folder: string) => JSON.parse(read(folder, 'provenance.json')).command;

async function run(name: string, ...flags: string[]): Promise<string> {
  const out = join(dir, name);
  const r = await cli(['run', file, '--out', out, '--quiet', ...flags]);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  expect(r.out).not.toContain('report: ');
  return out;
}

const one = run('one', '--workers', '1');

describe('the run report', () => {
  it('should write every file, and no temporary ones', async () => {
    const out = await one;
    expect(readdirSync(out).sort()).toEqual(WRITTEN.slice().sort());
    expect(command(out)).toBe(`talisman-sim run ${file} --out ${out} --quiet --workers 1`);
  });

  it('should write the same bytes for 1 and 2 workers', async () => {
    const ref = await one;
    const two = await run('two', '--workers', '2', '--batch', '4');
    for (const name of ALL) expect(read(two, name), name).toBe(read(ref, name));
    expect(command(two)).toBe(`talisman-sim run ${file} --out ${two} --quiet --workers 2 --batch 4`);
  });

  it('should write the same bytes from shards merged', async () => {
    const ref = await one;
    const shards = ['1/2', '2/2'].map((s, i) => join(dir, `shard-${i}`));
    for (const [i, out] of shards.entries()) {
      expect((await cli(['run', file, '--shard', `${i + 1}/2`, '--out', out, '--quiet', '--workers', '1'])).code).toBe(0);
      expect(existsSync(join(out, 'index.html'))).toBe(false);
    }
    const merged = join(dir, 'merged');
    const r = await cli(['merge', ...shards, '--out', merged]);
    expect(r.code).toBe(0);
    expect(r.err).toContain(`report: ${join(merged, 'index.html')}`);
    for (const name of ALL) expect(read(merged, name), name).toBe(read(ref, name));
    expect(command(merged)).toBe(`talisman-sim merge ${shards.join(' ')} --out ${merged}`);
  });

  it('should list games.csv on the page when it was written, by a run or a merge, and not otherwise', async () => {
    const link = '<li><a href="games.csv">games.csv</a></li>';
    expect(read(await one, 'index.html')).not.toContain(link);
    const withCsv = await run('games-csv', '--workers', '1', '--games-csv');
    expect(read(withCsv, 'index.html')).toContain(`<li><a href="summary.json">summary.json</a></li>\n${link}`);
    const shards = ['1/2', '2/2'].map((s, i) => join(dir, `csv-shard-${i}`));
    for (const [i, out] of shards.entries()) {
      expect((await cli(['run', file, '--shard', `${i + 1}/2`, '--out', out, '--quiet', '--workers', '1', '--games-csv'])).code).toBe(0);
    }
    const merged = join(dir, 'csv-merged');
    expect((await cli(['merge', ...shards, '--out', merged])).code).toBe(0);
    expect(read(merged, 'games.csv')).toBe(read(withCsv, 'games.csv'));
    expect(read(merged, 'index.html')).toBe(read(withCsv, 'index.html'));
  });

  it('should write no report from an interrupted run', async () => {
    const out = join(dir, 'stopped');
    const r = await cli(['run', file, '--out', out, '--workers', '1', '--quiet'], { onInterrupt: (stop) => (stop(), () => undefined) });
    expect(r.code).toBe(130);
    expect(readdirSync(out)).toEqual(['checkpoint.json']);
  });
});

describe('the report files', () => {
  it('should write tidy CSV with the documented columns', async () => {
    const out = await one;
    const head = (name: string) => read(out, name).split('\n')[0];
    expect(head('characters.csv')).toBe('character,games,wins,win_rate,ci_low,ci_high,dealt,dealt_wins,dealt_win_rate,dealt_ci_low,dealt_ci_high');
    expect(head('seats.csv')).toBe('seat,games,wins,win_rate,ci_low,ci_high');
    expect(head('strategies.csv')).toBe('strategy,seats,wins,win_rate,ci_low,ci_high,kills,kills_ci_low,kills_ci_high,inner_entries,inner_entries_ci_low,inner_entries_ci_high,rounds,rounds_ci_low,rounds_ci_high');
    expect(head('end-reasons.csv')).toBe('end_reason,games,share');
    expect(head('game-length.csv')).toBe('measure,value,games');
    expect(head('survival.csv')).toBe('round,at_risk,events,censored,survival');
    expect(read(out, 'characters.csv').trimEnd().split('\n')).toHaveLength(15);
    expect(read(out, 'seats.csv').trimEnd().split('\n')).toHaveLength(5);
  });

  it('should agree between the CSV files and summary.json', async () => {
    const out = await one;
    const summary = JSON.parse(read(out, 'summary.json'));
    const troll = read(out, 'characters.csv').split('\n').find((l) => l.startsWith('troll,'))!.split(',');
    const t = summary.characters.find((c: { character: string }) => c.character === 'troll');
    const six = (x: number) => Number(x.toFixed(6));
    expect(troll.map(Number).slice(1)).toEqual([t.games, t.wins, ...[t.winRate, t.ciLow, t.ciHigh].map(six), t.dealt, t.dealtWins, ...[t.dealtWinRate, t.dealtCiLow, t.dealtCiHigh].map(six)]);
    // One strategy at every seat: its rate is fixed by design, so strategies.csv gives no interval.
    expect(read(out, 'strategies.csv').split('\n')[1]).toMatch(/^basic,120,\d+,0\.\d{6},,,/);
    const lengths = read(out, 'game-length.csv').trimEnd().split('\n').slice(1).map((l) => l.split(','));
    const rounds = lengths.filter((l) => l[0] === 'rounds');
    expect(rounds.reduce((n, l) => n + Number(l[2]), 0)).toBe(30);
    expect(rounds.reduce((n, l) => n + Number(l[1]) * Number(l[2]), 0) / 30).toBeCloseTo(summary.roundsMean, 10);
    const survival = read(out, 'survival.csv').trimEnd().split('\n');
    expect(survival[1].split(',')[1]).toBe('30');
  });

  it('should keep summary.json\'s keys and add the new figures', async () => {
    const summary = JSON.parse(read(await one, 'summary.json'));
    for (const key of ['games', 'timeouts', 'roundsMean', 'roundsMedian', 'characters', 'provenance', 'seats', 'strategies', 'endReasons', 'rounds', 'turns', 'balance']) {
      expect(summary).toHaveProperty(key);
    }
    expect(Object.keys(summary.characters[0])).toEqual(['character', 'games', 'wins', 'winRate', 'ciLow', 'ciHigh', 'dealt', 'dealtWins', 'dealtWinRate', 'dealtCiLow', 'dealtCiHigh']);
    expect(summary.provenance.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(summary.provenance.weightsSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(summary.rounds)).toEqual(['mean', 'median', 'q1', 'q3', 'p90', 'min', 'max', 'survivalMedian']);
    expect(Object.keys(summary.balance)).toEqual(['characters', 'highest', 'highestRate', 'lowest', 'lowestRate', 'spread', 'pooledRate', 'chiSquare', 'df', 'pValue']);
    expect(summary.rounds.median).toBe(summary.roundsMedian);
  });

  it('should write specs with inline data and SVGs that name their provenance', async () => {
    const out = await one;
    for (const chart of ['win-rates', 'seat-win-rates', 'game-length', 'survival']) {
      const spec = JSON.parse(read(out, `${chart}.vl.json`));
      expect(spec.$schema).toMatch(/vega-lite\/v5/);
      expect(Array.isArray(spec.data.values)).toBe(true);
      expect(read(out, `${chart}.svg`)).toMatch(/^<svg[^>]*><desc>talisman-sim [\d.]+: scenario small, seed report, 30 games, rules base/);
    }
  });

  it('should make index.html self-contained: no scripts, links or fetched resources', async () => {
    const html = read(await one, 'index.html');
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\bsrc=|@import|url\(["']?(https?:|\/\/)/i);
    expect(html.match(/href="([^"]*)"/g)?.every((h) => !/https?:|\/\//.test(h))).toBe(true);
    // Each chart twice: as drawn, and its narrow rendering for small windows.
    expect(html.match(/<div class="chart wide"><svg\b/g)).toHaveLength(4);
    expect(html.match(/<div class="chart narrow"><svg\b/g)).toHaveLength(4);
    expect(html).toMatch(/<ol id="rule-modules">\n<li><span title="base">Base<\/span>: [^<]+<\/li>/);
  });

  it('should put the chi-square\'s caveat beside it, the dealt-at-start rates and the provenance on the page', async () => {
    const html = read(await one, 'index.html');
    expect(html).toMatch(/<li id="balance">[^<]*Chi-square test against equal chances: [^<]*Read the p-value as a yardstick, not an exact probability: the characters of a game share its one win/);
    expect(html).toContain('<th>Dealt</th><th>Dealt: win rate</th>');
    const summary = JSON.parse(read(await one, 'summary.json'));
    expect(html).toContain(`<tr><th>git commit</th><td>${summary.provenance.commit}</td></tr>`);
    expect(html).toContain(`<td>${summary.provenance.weightsSha256}</td>`);
    expect(html).toContain('<a href="provenance.json">provenance.json</a>');
    expect(html).toContain('<td>none: it held every seat</td>');
  });
});
