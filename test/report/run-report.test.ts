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

async function run(name: string, ...flags: string[]): Promise<string> {
  const out = join(dir, name);
  const r = await cli(['run', file, '--out', out, '--quiet', ...flags]);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  expect(r.out.split('\n').at(-1)).toBe(`report: ${join(out, 'index.html')}`);
  return out;
}

const one = run('one', '--workers', '1');

describe('the run report', () => {
  it('should write every file, and no temporary ones', async () => {
    const out = await one;
    expect(readdirSync(out).sort()).toEqual(ALL.slice().sort());
  });

  it('should write the same bytes for 1 and 2 workers', async () => {
    const ref = await one;
    const two = await run('two', '--workers', '2', '--batch', '4');
    for (const name of ALL) expect(read(two, name), name).toBe(read(ref, name));
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
    expect(r.out).toContain(`report: ${join(merged, 'index.html')}`);
    for (const name of ALL) expect(read(merged, name), name).toBe(read(ref, name));
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
    expect(head('characters.csv')).toBe('character,games,wins,win_rate,ci_low,ci_high');
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
    expect(troll.map(Number).slice(1)).toEqual([t.games, t.wins, ...[t.winRate, t.ciLow, t.ciHigh].map((x: number) => Number(x.toFixed(6)))]);
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
    expect(Object.keys(summary.characters[0])).toEqual(['character', 'games', 'wins', 'winRate', 'ciLow', 'ciHigh']);
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
    expect(html.match(/<svg\b/g)).toHaveLength(4);
    expect(html).toMatch(/<ol id="rule-modules">\n<li><code>base<\/code>: [^<]+<\/li>/);
  });
});
