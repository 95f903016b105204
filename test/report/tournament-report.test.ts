// The tournament page's par: the share of games that had a winner divided among the seats (all wins
// over all seat-games), drawn as the chart's dashed line and named on the page; 1 in 4 only when
// every game has a winner.
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { strategyWinRatesSpec, tournamentPar } from '../../src/report/charts.ts';
import { tournamentSection } from '../../src/report/tournament-report.ts';
import { addRecord, emptyAggregate } from '../../src/sim/aggregate.ts';
import { runGame } from '../../src/sim/run-game.ts';
import { summaryOf } from '../../src/sim/summary.ts';
import { smallPlan } from '../sim/fixtures.ts';

const entry = (strategy: string, games: number, wins: number) => ({ strategy, games, wins, winRate: wins / games, ciLow: 0, ciHigh: 1 });
// 200 four-seat games, 800 seat-games; 180 won: 20 games had no winner (timeouts, no one left).
const entries = [entry('basic', 400, 120), entry('random', 400, 60)];

/** The x value of the chart's dashed reference line. */
function referenceLine(spec: unknown): number {
  const layers = (spec as { layer: { data?: { values: { reference: number }[] } }[] }).layer;
  return layers.find((l) => l.data)!.data!.values[0].reference;
}

describe('tournament par', () => {
  it('should be all wins over all seat-games, not 1 / seats, when some games have no winner', () => {
    expect(tournamentPar(entries)).toBeCloseTo(0.225, 12);
    expect(tournamentPar([entry('a', 4, 1), entry('b', 4, 3)])).toBe(0.5);
    expect(tournamentPar([])).toBe(0);
  });

  it('should draw par as the dashed line and name it in the subtitle', () => {
    const spec = strategyWinRatesSpec(entries, 4, 'test');
    expect(referenceLine(spec)).toBe(0.225);
    expect(JSON.stringify(spec)).toContain('dashed: par, 22.5% (games with a winner / 4)');
  });

  it('should name par and how it was reached on the page', () => {
    const plan = smallPlan(4, 'par');
    const aggregate = emptyAggregate(CHARACTER_IDS);
    for (let i = 0; i < plan.games; i++) addRecord(aggregate, runGame(plan, i));
    const html = tournamentSection(summaryOf(aggregate, plan, [{ id: 'base', desc: 'Base rules' }]), entries, '<svg></svg>');
    expect(html).toContain('dashed: par 22.5%: 90.0% of the games had a winner, one in each such game, shared among 4 seats');
    expect(html).not.toContain('dashed: 1 in 4');
  });
});
