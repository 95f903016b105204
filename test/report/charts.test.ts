// The run report's Vega-Lite specs: each compiles with vega-lite without a warning, carries its
// data inline and its provenance, and renders to SVG; the histogram bins and the page's pieces.
import { describe, expect, it } from 'vitest';
import { compile, type TopLevelSpec } from 'vega-lite';
import { addRecord, emptyAggregate } from '../../src/sim/aggregate.ts';
import { summaryOf } from '../../src/sim/summary.ts';
import { binWidth, gameLengthData } from '../../src/report/charts.ts';
import { count, formatP, scopeSvgIds } from '../../src/report/html.ts';
import { characterName, seatName } from '../../src/report/labels.ts';
import { RUN_CHARTS, runChartSpecs } from '../../src/report/run-report.ts';
import { renderSvg } from '../../src/report/svg.ts';
import { smallPlan } from '../sim/fixtures.ts';
import { runGame } from '../../src/sim/run-game.ts';
import { CHARACTER_IDS } from '../../src/content/index.ts';

const plan = smallPlan(12, 'charts');
const aggregate = emptyAggregate(CHARACTER_IDS);
const records = Array.from({ length: plan.games }, (_, i) => runGame(plan, i));
for (const r of records) addRecord(aggregate, r);
const summary = summaryOf(aggregate, plan, [{ id: 'base', desc: 'Base rules' }]);
const specs = runChartSpecs(summary, aggregate);

/** A vega-lite logger that keeps warnings and errors instead of printing them. */
function collectingLogger(messages: string[]) {
  let level = 0;
  const keep = (...args: readonly unknown[]) => {
    messages.push(args.map(String).join(' '));
    return logger;
  };
  const logger = {
    level(l?: number) {
      if (l === undefined) return level as never;
      level = l;
      return logger as never;
    },
    error: keep,
    warn: keep,
    info: () => logger,
    debug: () => logger,
  };
  return logger;
}

describe('run report charts', () => {
  it.each(RUN_CHARTS)('should compile the %s spec with vega-lite, without warnings', (name) => {
    const messages: string[] = [];
    const vega = compile(specs[name], { logger: collectingLogger(messages) as never }).spec;
    expect(messages).toEqual([]);
    expect(vega.marks?.length ?? 0).toBeGreaterThan(0);
  });

  it.each(RUN_CHARTS)('should inline the %s data and name the provenance', (name) => {
    const spec = specs[name] as TopLevelSpec & { data: { values: unknown[] }; description: string };
    expect(spec.data.values.length).toBeGreaterThan(0);
    expect(JSON.stringify(spec)).not.toMatch(/"url"/);
    expect(spec.description).toBe('talisman-sim 0.1.0: scenario small, seed charts, 12 games, rules base, strategies basic, basic, basic, basic'.replace('0.1.0', summary.provenance.version));
  });

  it('should sort the win rates from highest to lowest, playing characters only', () => {
    const values = (specs['win-rates'] as unknown as { data: { values: { label: string; winRate: number }[] } }).data.values;
    const rates = values.map((v) => v.winRate);
    expect(rates).toEqual(rates.slice().sort((a, b) => b - a));
    expect(values.length).toBe(summary.characters.filter((c) => c.games > 0).length);
  });

  it('should render every spec to an SVG, the same bytes twice', async () => {
    for (const name of RUN_CHARTS) {
      const svg = await renderSvg(specs[name]);
      expect(svg).toMatch(/^<svg[^>]+width="\d+"/);
      expect(await renderSvg(specs[name])).toBe(svg);
    }
  });

  it('should draw no text smaller than 12 px (readable at 100% zoom), the titles at 16 px', async () => {
    for (const name of RUN_CHARTS) {
      const svg = await renderSvg(specs[name]);
      const sizes = [...svg.matchAll(/font-size="(\d+(?:\.\d+)?)px"/g)].map((m) => Number(m[1]));
      expect(sizes.length, name).toBeGreaterThan(5);
      expect(Math.min(...sizes), name).toBeGreaterThanOrEqual(12);
      expect(Math.max(...sizes), name).toBe(16);
    }
  });
});

/** A chart's inline data, from specs made afresh (rendering marks the shared specs' data with ids). */
function dataOf<T>(name: (typeof RUN_CHARTS)[number]): T[] {
  return (runChartSpecs(summary, aggregate)[name] as unknown as { data: { values: T[] } }).data.values;
}

// What each chart shows, tallied here from the 12 game records themselves, not through the
// aggregate, the summary or the chart code.
describe('the data each chart shows', () => {
  it('win-rates: each character that played, its games and its wins', () => {
    const shown = dataOf<{ label: string; games: number; wins: number; winRate: number }>('win-rates');
    const played = [...new Set(records.flatMap((r) => r.seats.flatMap((s) => s.characters)))];
    const expected = played.map((c) => {
      const games = records.filter((r) => r.seats.some((s) => s.characters.includes(c))).length;
      const wins = records.filter((r) => r.winnerCharacter === c).length;
      return { label: characterName(c), games, wins, winRate: Math.round((wins / games) * 1e6) / 1e6 };
    });
    const sortKey = (d: { label: string }) => d.label;
    expect(shown.map(({ label, games, wins, winRate }) => ({ label, games, wins, winRate })).sort((a, b) => sortKey(a).localeCompare(sortKey(b))))
      .toEqual(expected.sort((a, b) => sortKey(a).localeCompare(sortKey(b))));
  });

  it('seat-win-rates: each seat in turn order, 12 games each, its wins', () => {
    const shown = dataOf<{ label: string; games: number; wins: number }>('seat-win-rates');
    expect(shown.map(({ label, games, wins }) => ({ label, games, wins }))).toEqual([0, 1, 2, 3].map((seat) =>
      ({ label: seatName(seat), games: 12, wins: records.filter((r) => r.winner === seat).length })));
  });

  it('game-length: every game in the bar of its rounds, ended or stopped at the cap', () => {
    const shown = dataOf<{ from: number; to: number; outcome: string; games: number }>('game-length');
    expect(shown.reduce((n, d) => n + d.games, 0)).toBe(12);
    for (const r of records) {
      const outcome = r.endReason === 'timeout' ? 'timeout (round cap)' : 'ended';
      const bar = shown.find((d) => d.outcome === outcome && d.from <= r.rounds && r.rounds < d.to);
      const alike = records.filter((q) => (q.endReason === 'timeout') === (r.endReason === 'timeout') && bar && bar.from <= q.rounds && q.rounds < bar.to);
      expect(bar?.games).toBe(alike.length);
    }
  });

  it('survival: the share of games still running after each round', () => {
    // Games stopped at the round cap are censored there, the only place censoring happens, so below
    // the cap Kaplan-Meier is the plain share of games longer than r, and at the cap it holds.
    const shown = dataOf<{ round: number; survival: number; censored: number }>('survival');
    expect(shown[0]).toEqual({ round: 0, survival: 1, censored: 0 });
    const ends = [...new Set(records.map((r) => r.rounds))].sort((a, b) => a - b);
    expect(shown.slice(1).map((d) => d.round)).toEqual(ends);
    for (const d of shown.slice(1)) {
      const censored = records.filter((r) => r.endReason === 'timeout' && r.rounds === d.round).length;
      const ended = records.filter((r) => r.endReason !== 'timeout' && r.rounds === d.round).length;
      expect(d.censored).toBe(censored);
      if (ended > 0) expect(d.survival).toBeCloseTo(records.filter((r) => r.rounds > d.round).length / 12, 4);
    }
  });
});

describe('chart data', () => {
  it.each([[0, 1], [59, 1], [60, 2], [119, 2], [120, 5], [299, 5], [300, 10], [600, 20], [3000, 100]])('should bin rounds up to %d in bars of %d', (max, width) => {
    expect(binWidth(max)).toBe(width);
  });

  it('should split each bin into games that ended and games stopped at the cap', () => {
    const a = emptyAggregate([]);
    a.rounds = { 3: 2, 7: 1, 14: 1, 299: 4 };
    a.timeoutRounds = { 299: 3 };
    expect(gameLengthData(a)).toEqual([
      { from: 0, to: 5, outcome: 'ended', games: 2 },
      { from: 5, to: 10, outcome: 'ended', games: 1 },
      { from: 10, to: 15, outcome: 'ended', games: 1 },
      { from: 295, to: 300, outcome: 'ended', games: 1 },
      { from: 295, to: 300, outcome: 'timeout (round cap)', games: 3 },
    ]);
  });
});

describe('labels and formatting', () => {
  it('should name characters, seats and p-values for reading', () => {
    expect(characterName('prophetess')).toBe('Prophetess');
    expect([0, 1, 2, 3, 10, 11].map(seatName)).toEqual(['1st seat', '2nd seat', '3rd seat', '4th seat', '11th seat', '12th seat']);
    expect(formatP(0.04321)).toBe('p = 0.043');
    expect(formatP(2.34e-8)).toBe('p = 2.3e-8');
    expect(formatP(0)).toBe('p < 1e-15');
    expect([0, 999, 1000, 12345678].map(count)).toEqual(['0', '999', '1,000', '12,345,678']);
  });

  it('should give each inlined SVG its own clip and gradient ids', () => {
    expect(scopeSvgIds('<clipPath id="clip0"/><g clip-path="url(#clip0)"/>', 'survival')).toBe('<clipPath id="survival-clip0"/><g clip-path="url(#survival-clip0)"/>');
  });
});
