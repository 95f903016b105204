// The odds grid as a Vega-Lite heatmap, data inlined: one panel per outcome (win, stand-off, loss,
// and the double outcomes of Auto-Win/Lose), each cell labelled with its chance. The grid comes from
// src/odds/enumerate.ts; odds-report.ts renders it (svg.ts) and writes the files.
import type { TopLevelSpec } from 'vega-lite';
import type { GridCell, Odds } from '../odds/enumerate.ts';
import { CHART_CONFIG } from './svg.ts';

const CELL = 38;

/** The panels, in order: [key in Odds, panel title]. */
const OUTCOMES: readonly (readonly [keyof Odds, string])[] = [
  ['win', 'Win'], ['standoff', 'Stand-off'], ['loss', 'Loss'], ['doubleWin', 'Double win'], ['doubleLoss', 'Double loss'],
];

/** A probability as a rulebook percentage with one decimal; "<0.1%" / ">99.9%" when not exact. */
export function formatPercent(p: number): string {
  if (p > 0 && p < 0.0005) return '<0.1%';
  if (p < 1 && p > 0.9995) return '>99.9%';
  return `${(p * 100).toFixed(1)}%`;
}

/** A cell's label: "0%" and "100%" only when exact (impossible, certain), else as formatPercent. */
export function cellLabel(p: number): string {
  if (p === 0) return '0%';
  if (p === 1) return '100%';
  return formatPercent(p);
}

/**
 * Heatmaps of P(win), P(stand-off) and P(loss) (and the double outcomes when `auto`): creature
 * value across, character value down (highest at the top). `title` names the combat mode;
 * `description` the provenance.
 */
export function oddsHeatmapSpec(cells: readonly GridCell[], title: string, description: string, auto = false): TopLevelSpec {
  const size = Math.max(...cells.map((c) => c.character));
  const outcomes = auto ? OUTCOMES : OUTCOMES.slice(0, 3);
  const values = outcomes.flatMap(([key, outcome]) => cells.map((c) => ({
    outcome, character: c.character, creature: c.creature, p: round(c[key]), label: cellLabel(c[key]),
  })));
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    description,
    title: { text: 'Attack odds: chance of each outcome', subtitle: `${title}; one panel per outcome, 0% and 100% only when exact` },
    config: CHART_CONFIG,
    data: { values },
    facet: { field: 'outcome', type: 'nominal', sort: outcomes.map(([, name]) => name), title: null },
    columns: 3,
    spec: {
      width: size * CELL,
      height: size * CELL,
      encoding: {
        x: { field: 'creature', type: 'ordinal', title: 'Creature Strength (or Craft)', axis: { labelAngle: 0 } },
        y: { field: 'character', type: 'ordinal', sort: 'descending', title: 'Character Strength (or Craft)' },
      },
      layer: [
        {
          mark: 'rect',
          encoding: {
            color: { field: 'p', type: 'quantitative', title: 'chance', scale: { domain: [0, 1], scheme: 'blues' }, legend: { format: '.0%' } },
            tooltip: [{ field: 'outcome' }, { field: 'character', type: 'ordinal' }, { field: 'creature', type: 'ordinal' }, { field: 'label', title: 'chance' }],
          },
        },
        {
          mark: { type: 'text', fontSize: 11 },
          encoding: {
            text: { field: 'label' },
            color: { condition: { test: 'datum.p > 0.6', value: 'white' }, value: 'black' },
          },
        },
      ],
    },
  } as TopLevelSpec;
}

/** Probabilities in the chart's data, rounded so the spec stays readable. */
function round(p: number): number {
  return Math.round(p * 1e6) / 1e6;
}
