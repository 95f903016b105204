// The `odds` command's files: odds-difference.csv, odds-grid.csv (tidy, via csv-stringify), odds.md
// (a rulebook table), odds-heatmap.vl.json and its SVG, each written to a temporary name and renamed.
// The numbers come from src/odds/enumerate.ts; the chart from odds-heatmap.ts, rendered by svg.ts.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { differenceTable, oddsGrid, type DifferenceRow, type GridCell, type Odds } from '../odds/enumerate.ts';
import { describeOdds, oddsFlags, type OddsOptions } from '../odds/options.ts';
import { escapeHtml, figure, htmlPage, type About } from './html.ts';
import { formatPercent, oddsHeatmapSpec, type OddsLayout } from './odds-heatmap.ts';
import { narrowSpec, renderSvg, withDescription } from './svg.ts';

export { formatPercent };

/** Every file of `odds` (without --breakage or --armour), index.html last. */
export const ODDS_FILES = ['odds-difference.csv', 'odds-grid.csv', 'odds.md', 'odds-heatmap.vl.json', 'odds-heatmap.svg', 'index.html'] as const;
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

/** The page's heatmap: the panels one above the other (the file's three side by side need 2,000 pixels). */
const PAGE_LAYOUT: OddsLayout = { columns: 1, cell: 38, short: false };
/** Its narrow rendering: 24-pixel cells labelled in whole percent. */
const NARROW_LAYOUT: OddsLayout = { columns: 1, cell: 24, short: true };

/** What made the numbers: no bot, the dice counted exactly; the fate policy is the one choice. */
export function oddsAbout(o: OddsOptions, modifier: number): About {
  return {
    lines: [['Strategies', 'none: no game is played and no bot chooses; every roll of the dice is counted exactly. The one choice, the fate reroll, follows the fate policy named in the rules line'],
      ['Rules', escapeHtml(`${describeOdds(o, modifier)}${o.fate === 'none' ? '; no fate reroll' : ''}; a battle of one attack roll each, the higher total wins, equal totals a stand-off`)]],
    caveat: 'These chances are exact, not sampled: no bot\'s choices are in them, only the dice and the rules named above.',
  };
}

/** index.html of `odds`: the table by difference, the heatmaps, and the files. */
export function oddsPage(rows: readonly DifferenceRow[], o: OddsOptions, modifier: number, provenance: string, svg: string, narrow: string): string {
  const auto = o.combat === '2d6-auto';
  const heads = ['Difference', 'Win', 'Stand-off', 'Loss', ...(auto ? ['Double win', 'Double loss'] : [])];
  const body = rows.map((r) => `<tr>${[signed(r.difference), ...outcomeColumns(auto).map(([, k]) => formatPercent(r[k]))].map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n');
  const links = ODDS_FILES.filter((f) => f !== 'index.html').map((f) => `<li><a href="${f}">${f}</a></li>`).join('\n');
  return htmlPage({
    title: `talisman-sim odds: ${describeOdds(o, modifier)}`,
    heading: 'Attack odds',
    lede: provenance,
    about: oddsAbout(o, modifier),
    body: `<section id="by-difference"><h2>By difference</h2>
<p>Difference: the character's attack value (Strength or Craft, with all modifiers) minus the creature's.</p>
<table id="odds"><thead><tr>${heads.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>
<tbody>
${body}
</tbody></table>${auto ? '\n<p class="note">Double win: both rolled a natural 12 (the character loses a life as if defeated, then wins). Double loss: both rolled a natural 2 (a stand-off).</p>' : ''}</section>
<section id="grid"><h2>By Strength (or Craft)</h2>
${figure({ name: 'odds-heatmap', caption: 'Chance of each outcome for every character and creature value from 1 to 16 (odds-grid.csv; odds-heatmap.svg has the panels side by side).', svg, narrow })}</section>
<section id="files"><h2>Files</h2><ul class="files">\n${links}\n</ul></section>`,
  });
}

/** Every file's content, by name. `generator` names the tool and version for provenance. */
export async function oddsReport(o: OddsOptions, modifier: number, generator: string): Promise<Record<OddsFile, string>> {
  const auto = o.combat === '2d6-auto';
  const rows = differenceTable(o);
  const cells = oddsGrid(o, modifier);
  const provenance = `${generator}: talisman-sim odds ${oddsFlags(o, modifier)}`;
  const spec = oddsHeatmapSpec(cells, describeOdds(o, modifier), provenance, auto);
  const svg = withDescription(await renderSvg(spec), provenance);
  const pageSvg = await renderSvg(oddsHeatmapSpec(cells, describeOdds(o, modifier), provenance, auto, PAGE_LAYOUT));
  // A faceted chart has no top-level width: its cell size (NARROW_LAYOUT) sets it, narrowSpec the rest.
  const narrow = await renderSvg(narrowSpec(oddsHeatmapSpec(cells, describeOdds(o, modifier), provenance, auto, NARROW_LAYOUT), 0));
  return {
    'odds-difference.csv': differenceCsv(rows, auto),
    'odds-grid.csv': gridCsv(cells, auto),
    'odds.md': `${oddsMarkdown(rows, o)}\n<!-- ${provenance} -->\n`,
    'odds-heatmap.vl.json': `${JSON.stringify(spec, null, 2)}\n`,
    'odds-heatmap.svg': svg,
    'index.html': oddsPage(rows, o, modifier, provenance, pageSvg, narrow),
  };
}

/**
 * Write the odds files (and the breakage and Armour files, when given) into `dir` (created if missing): all to temporary names first, then each
 * renamed into place, index.html last. Returns the paths written.
 */
export function writeOddsFiles(dir: string, files: Record<OddsFile, string> & Record<string, string>): string[] {
  mkdirSync(dir, { recursive: true });
  const names = [...Object.keys(files).filter((n) => n !== 'index.html'), 'index.html'];
  const paths = names.map((name) => join(dir, name));
  names.forEach((name, i) => writeFileSync(`${paths[i]}.tmp`, files[name]));
  for (const path of paths) renameSync(`${path}.tmp`, path);
  return paths;
}
