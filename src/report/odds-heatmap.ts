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

/** A cell's label in whole percent without the sign, for small cells: "42", "<1" and ">99" when not exact. */
export function shortCellLabel(p: number): string {
  if (p === 0 || p === 1) return String(p * 100);
  if (p < 0.005) return '<1';
  if (p > 0.995) return '>99';
  return (p * 100).toFixed(0);
}

/** How the panels are laid out: panels per row, cell size in pixels, and whole-percent labels (small cells). */
export interface OddsLayout {
  columns: number;
  cell: number;
  short: boolean;
}

/** odds-heatmap.svg: three panels side by side. */
export const ODDS_LAYOUT: OddsLayout = { columns: 3, cell: CELL, short: false };

/**
 * Heatmaps of P(win), P(stand-off) and P(loss) (and the double outcomes when `auto`): creature
 * value across, character value down (highest at the top). `title` names the combat mode;
 * `description` the provenance; `layout` the panels' arrangement and cell size.
 */
export function oddsHeatmapSpec(cells: readonly GridCell[], title: string, description: string, auto = false, layout: OddsLayout = ODDS_LAYOUT): TopLevelSpec {
  const size = Math.max(...cells.map((c) => c.character));
  const outcomes = auto ? OUTCOMES : OUTCOMES.slice(0, 3);
  const label = layout.short ? shortCellLabel : cellLabel;
  const values = outcomes.flatMap(([key, outcome]) => cells.map((c) => ({
    outcome, character: c.character, creature: c.creature, p: round(c[key]), label: label(c[key]),
  })));
  const subtitle = layout.short
    ? `${title}; one panel per outcome; chances in whole percent, 0 and 100 only when exact`
    : `${title}; one panel per outcome, 0% and 100% only when exact`;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    description,
    title: { text: 'Attack odds: chance of each outcome', subtitle },
    config: CHART_CONFIG,
    data: { values },
    facet: { field: 'outcome', type: 'nominal', sort: outcomes.map(([, name]) => name), title: null },
    columns: layout.columns,
    spec: {
      width: size * layout.cell,
      height: size * layout.cell,
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
          mark: { type: 'text', fontSize: layout.short ? 10 : 11 },
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
