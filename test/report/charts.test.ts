// The run report's Vega-Lite specs: each compiles with vega-lite without a warning, carries its
// data inline and its provenance, and is drawn to SVG (draw.ts); the histogram bins and the page's pieces.
import { describe, expect, it } from 'vitest';
import { compile, type TopLevelSpec } from 'vega-lite';
import { addRecord, emptyAggregate } from '../../src/sim/aggregate.ts';
import { summaryOf } from '../../src/sim/summary.ts';
import { binWidth, gameLengthData } from '../../src/report/charts.ts';
import { count, formatP, scopeSvgIds, svgWidth } from '../../src/report/html.ts';
import { characterName, seatName } from '../../src/report/labels.ts';
import { RUN_CHARTS, runChartSpecs } from '../../src/report/run-report.ts';
import { NARROW_WIDTH, narrowSpec } from '../../src/report/svg.ts';
import { drawChart, niceTicks } from '../../src/report/draw.ts';
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

  it('should draw every chart, wide and narrow, to an SVG with a size, the same bytes twice', () => {
    for (const name of RUN_CHARTS) {
      for (const spec of [specs[name], narrowSpec(specs[name], 300)]) {
        const svg = drawChart(name, spec);
        expect(svg).toMatch(/^<svg[^>]+width="\d+" height="\d+" viewBox="0 0 \d+ \d+">/);
        expect(drawChart(name, spec)).toBe(svg);
      }
      // A narrowed chart fits a narrow window.
      expect(svgWidth(drawChart(name, narrowSpec(specs[name], 300))), name).toBeLessThanOrEqual(NARROW_WIDTH);
    }
  });

  it('should draw no text smaller than 12 px (readable at 100% zoom), the titles at 16 px', () => {
    for (const name of RUN_CHARTS) {
      const svg = drawChart(name, specs[name]);
      const sizes = [...svg.matchAll(/font-size="(\d+(?:\.\d+)?)px"/g)].map((m) => Number(m[1]));
      expect(sizes.length, name).toBeGreaterThan(5);
      expect(Math.min(...sizes), name).toBeGreaterThanOrEqual(12);
      expect(Math.max(...sizes), name).toBe(16);
    }
  });

  it('should draw each character\'s dot at its rate on its interval, and the dashed line at the pooled rate', () => {
    const svg = drawChart('win-rates', specs['win-rates']);
    const rows = (specs['win-rates'] as unknown as { data: { values: { label: string; winRate: number; ciLow: number; ciHigh: number }[] } }).data.values;
    const dots = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
    const bars = [...svg.matchAll(/<line x1="([\d.]+)" x2="([\d.]+)" y1="([\d.]+)" y2="\3" stroke="#6b8fc7"/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(dots).toHaveLength(rows.length);
    const ticks = [...svg.matchAll(/<text x="([\d.]+)" y="[\d.]+"[^>]*text-anchor="middle">(\d+)%</g)].map((m) => [Number(m[1]), Number(m[2]) / 100]);
    const [[x0, v0], [x1, v1]] = [ticks[0], ticks[ticks.length - 1]];
    const at = (v: number) => x0 + ((v - v0) / (v1 - v0)) * (x1 - x0);
    rows.forEach((r, i) => {
      expect(dots[i][0]).toBeCloseTo(at(r.winRate), 1);
      expect(bars[i][0]).toBeCloseTo(at(r.ciLow), 1);
      expect(bars[i][1]).toBeCloseTo(at(r.ciHigh), 1);
      expect(dots[i][1]).toBeGreaterThan(i === 0 ? 0 : dots[i - 1][1]);
    });
    expect(svg).toContain(`x1="${Math.round(at(summary.balance.pooledRate) * 100) / 100}" x2="${Math.round(at(summary.balance.pooledRate) * 100) / 100}" y1="0"`);
  });

  it('should stack each length bin\'s bars to its games, and step the survival curve down from 100%', () => {
    const bars = [...drawChart('game-length', specs['game-length']).matchAll(/<rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)" fill="#[0-9a-f]+" stroke="white"/g)].map((m) => Number(m[2]));
    const games = (specs['game-length'] as unknown as { data: { values: { games: number }[] } }).data.values.map((b) => b.games);
    expect(bars).toHaveLength(games.length);
    bars.forEach((h, i) => expect(h / bars[0]).toBeCloseTo(games[i] / games[0], 1));
    const path = /<path d="M0,0((?:H[\d.]+V[\d.]+)+)"/.exec(drawChart('survival', specs.survival));
    const ys = [...(path?.[1] ?? '').matchAll(/V([\d.]+)/g)].map((m) => Number(m[1]));
    const rows = (specs.survival as unknown as { data: { values: { survival: number }[] } }).data.values;
    expect(ys).toHaveLength(rows.length - 1);
    expect(ys).toEqual(ys.slice().sort((a, b) => a - b));
    expect(ys[ys.length - 1]).toBeCloseTo(220 * (1 - rows[rows.length - 1].survival), 1);
  });

  it('should place round ticks on a scale that covers the data', () => {
    expect(niceTicks(0, 0.789, 560)).toEqual({ lo: 0, hi: 0.8, ticks: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8] });
    expect(niceTicks(0.07, 0.45, 560)).toEqual({ lo: 0.05, hi: 0.45, ticks: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45] });
    expect(niceTicks(0, 1, 220, 45).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0, 0, 100).ticks).toEqual([0, 0.5, 1]);
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
