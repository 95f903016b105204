// The `odds` command's files: odds-difference.csv, odds-grid.csv (tidy, via csv-stringify), odds.md
// (a rulebook table), odds-heatmap.vl.json and its SVG, each written to a temporary name and renamed.
// The numbers come from src/odds/enumerate.ts; the chart from odds-heatmap.ts, rendered by svg.ts.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { differenceTable, oddsGrid, type DifferenceRow, type GridCell, type Odds } from '../odds/enumerate.ts';
import { describeOdds, oddsFlags, type OddsOptions } from '../odds/options.ts';
import { formatPercent, oddsHeatmapSpec } from './odds-heatmap.ts';
import { renderSvg, withDescription } from './svg.ts';

export { formatPercent };

export const ODDS_FILES = ['odds-difference.csv', 'odds-grid.csv', 'odds.md', 'odds-heatmap.vl.json', 'odds-heatmap.svg'] as const;
export type OddsFile = (typeof ODDS_FILES)[number];

/** A probability as CSV text: ten decimals, always the same width (0.2777777778). */
export function formatDecimal(p: number): string {
  return p.toFixed(10);
}

/** The outcome columns (CSV names): double outcomes only with Auto-Win/Lose. */
function outcomeColumns(auto: boolean): [string, keyof Odds][] {
  const columns: [string, keyof Odds][] = [['win', 'win'], ['standoff', 'standoff'], ['loss', 'loss']];
  if (auto) columns.push(['double_win', 'doubleWin'], ['double_loss', 'doubleLoss']);
  return columns;
}

function tidyCsv(keys: string[], rows: readonly object[], auto: boolean): string {
  const outcomes = outcomeColumns(auto);
  const records = rows.map((r) => {
    const row = r as Record<string, number>;
    return [...keys.map((k) => String(row[k])), ...outcomes.map(([, k]) => formatDecimal(row[k]))];
  });
  return stringify(records, { header: true, columns: [...keys, ...outcomes.map(([name]) => name)] });
}

/** odds-difference.csv: difference,win,standoff,loss (and double_win,double_loss with auto). */
export function differenceCsv(rows: readonly DifferenceRow[], auto: boolean): string {
  return tidyCsv(['difference'], rows, auto);
}

/** odds-grid.csv: character,creature,win,standoff,loss (and double_win,double_loss with auto). */
export function gridCsv(cells: readonly GridCell[], auto: boolean): string {
  return tidyCsv(['character', 'creature'], cells, auto);
}

/** A Markdown table for a rulebook: one row per difference, percentages with one decimal. */
export function oddsMarkdown(rows: readonly DifferenceRow[], o: OddsOptions): string {
  const auto = o.combat === '2d6-auto';
  const heads = ['Difference', 'Win', 'Stand-off', 'Loss', ...(auto ? ['Double win', 'Double loss'] : [])];
  const lines = [
    `**Attack odds: ${describeOdds(o)}.** Difference: the character's attack value (Strength or Craft, with all modifiers) minus the creature's.`,
    '',
    `| ${heads.join(' | ')} |`,
    `| ${heads.map(() => '---:').join(' | ')} |`,
  ];
  for (const r of rows) {
    const cells = [signed(r.difference), ...outcomeColumns(auto).map(([, k]) => formatPercent(r[k]))];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  if (auto) {
    lines.push('', 'Double win: both rolled a natural 12 (the character loses a life as if defeated, then wins).',
      'Double loss: both rolled a natural 2 (a stand-off).');
  }
  return `${lines.join('\n')}\n`;
}

function signed(d: number): string {
  return d > 0 ? `+${d}` : String(d);
}

/** Every file's content, by name. `generator` names the tool and version for provenance. */
export async function oddsReport(o: OddsOptions, modifier: number, generator: string): Promise<Record<OddsFile, string>> {
  const auto = o.combat === '2d6-auto';
  const rows = differenceTable(o);
  const cells = oddsGrid(o, modifier);
  const provenance = `${generator}: talisman-sim odds ${oddsFlags(o, modifier)}`;
  const spec = oddsHeatmapSpec(cells, describeOdds(o, modifier), provenance, auto);
  return {
    'odds-difference.csv': differenceCsv(rows, auto),
    'odds-grid.csv': gridCsv(cells, auto),
    'odds.md': `${oddsMarkdown(rows, o)}\n<!-- ${provenance} -->\n`,
    'odds-heatmap.vl.json': `${JSON.stringify(spec, null, 2)}\n`,
    'odds-heatmap.svg': withDescription(await renderSvg(spec), provenance),
  };
}

/**
 * Write the odds files (and the breakage and Armour files, when given) into `dir` (created if missing): all to temporary names first, then each
 * renamed into place. Returns the paths written.
 */
export function writeOddsFiles(dir: string, files: Record<OddsFile, string> & Record<string, string>): string[] {
  mkdirSync(dir, { recursive: true });
  const names = Object.keys(files);
  const paths = names.map((name) => join(dir, name));
  names.forEach((name, i) => writeFileSync(`${paths[i]}.tmp`, files[name]));
  for (const path of paths) renameSync(`${path}.tmp`, path);
  return paths;
}
