// The odds grid as a Vega-Lite heatmap (data inlined) and its SVG, rendered with vega in Node
// (renderer 'none', no canvas, no browser). The grid itself comes from src/odds/enumerate.ts;
// odds-report.ts writes the files.
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { GridCell } from '../odds/enumerate.ts';

const CELL = 30;

/**
 * A heatmap of P(win): creature value across, character value down (highest at the top), each
 * cell labelled with its percentage. `title` names the combat mode; `description` the provenance.
 */
export function oddsHeatmapSpec(cells: readonly GridCell[], title: string, description: string): TopLevelSpec {
  const size = Math.max(...cells.map((c) => c.character));
  const values = cells.map((c) => ({ character: c.character, creature: c.creature, win: round(c.win) }));
  const percent = { field: 'win', type: 'quantitative', format: '.0%' } as const;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    description,
    title: { text: 'Chance to win an attack', subtitle: title },
    width: size * CELL,
    height: size * CELL,
    data: { values },
    encoding: {
      x: { field: 'creature', type: 'ordinal', title: 'Creature Strength (or Craft)', axis: { labelAngle: 0 } },
      y: { field: 'character', type: 'ordinal', sort: 'descending', title: 'Character Strength (or Craft)' },
    },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: { field: 'win', type: 'quantitative', title: 'P(win)', scale: { domain: [0, 1], scheme: 'blues' }, legend: { format: '.0%' } },
          tooltip: [{ field: 'character', type: 'ordinal' }, { field: 'creature', type: 'ordinal' }, percent],
        },
      },
      {
        mark: { type: 'text', fontSize: 9 },
        encoding: {
          text: percent,
          color: { condition: { test: 'datum.win > 0.6', value: 'white' }, value: 'black' },
        },
      },
    ],
  };
}

/** Render a Vega-Lite spec to SVG text with vega's headless renderer; the same spec gives the same bytes. */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  try {
    return stableIds(await view.toSVG());
  } finally {
    view.finalize();
  }
}

/**
 * Vega numbers gradient and clip-path ids from a counter shared by every render in the process;
 * renumber them in order of appearance so that output does not depend on what was drawn before.
 */
export function stableIds(svg: string): string {
  const ids = new Map<string, string>();
  const used = new Map<string, number>();
  return svg.replace(/\b(gradient_|clip)(\d+)\b/g, (id: string, prefix: string) => {
    let renamed = ids.get(id);
    if (renamed === undefined) {
      const n = used.get(prefix) ?? 0;
      used.set(prefix, n + 1);
      ids.set(id, (renamed = `${prefix}${n}`));
    }
    return renamed;
  });
}

/** Probabilities in the chart's data, rounded so the spec stays readable. */
function round(p: number): number {
  return Math.round(p * 1e6) / 1e6;
}
