// The report of a completed run (`talisman-sim run` and `merge`): tidy CSV (csv.ts), a Vega-Lite
// spec and an SVG per chart (charts.ts, drawn from the spec by draw.ts) and index.html
// (html.ts), built from the Summary and the Aggregate it came from, and written next to
// summary.json, every file through a temporary name and a rename. A checkpoint gets no report.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TopLevelSpec } from 'vega-lite';
import type { Aggregate } from '../sim/aggregate.ts';
import { survivalRows, type Summary } from '../sim/summary.ts';
import { gameLengthSpec, seatWinRatesSpec, survivalSpec, winRatesSpec } from './charts.ts';
import { abilitiesCsv, charactersCsv, choicesCsv, endReasonsCsv, gameLengthCsv, seatsCsv, strategiesCsv, survivalCsv } from './csv.ts';
import { contentText, reportHtml, type HtmlChart } from './html.ts';
import { drawChart } from './draw.ts';
import { narrowSpec, withDescription } from './svg.ts';

export const RUN_CSV_FILES = ['characters.csv', 'seats.csv', 'strategies.csv', 'end-reasons.csv', 'game-length.csv', 'survival.csv', 'abilities.csv', 'choices.csv'] as const;
export const RUN_CHARTS = ['win-rates', 'seat-win-rates', 'game-length', 'survival'] as const;
type ChartName = (typeof RUN_CHARTS)[number];
/** The page, written last: when index.html is there, so is the rest. */
export const REPORT_PAGE = 'index.html';

/** Every file of a run report, in the order they are renamed into place. */
export const RUN_REPORT_FILES: readonly string[] = [
  ...RUN_CSV_FILES,
  ...RUN_CHARTS.flatMap((c) => [`${c}.vl.json`, `${c}.svg`]),
  REPORT_PAGE,
];

/** One line naming what produced the numbers, for the specs' and SVGs' descriptions. */
export function provenanceLine(s: Summary): string {
  const p = s.provenance;
  const modules = p.ruleModules.map((m) => m.id).join(' + ');
  const content = contentText(p);
  return `talisman-sim ${p.version}: scenario ${p.scenario}, seed ${p.seed}, ${p.games} games, rules ${modules}, strategies ${p.strategies.join(', ')}${content === '' ? '' : `; ${content}`}`;
}

/** The Vega-Lite spec of each chart. */
export function runChartSpecs(s: Summary, a: Aggregate): Record<ChartName, TopLevelSpec> {
  const description = provenanceLine(s);
  return {
    'win-rates': winRatesSpec(s, description),
    'seat-win-rates': seatWinRatesSpec(s, description),
    'game-length': gameLengthSpec(a, description),
    survival: survivalSpec(survivalRows(a), description),
  };
}

/** Each chart's plot width in its narrow rendering (labels and axis titles take the rest of NARROW_WIDTH). */
const NARROW_PLOT: Record<ChartName, number> = { 'win-rates': 290, 'seat-win-rates': 320, 'game-length': 340, survival: 320 };

const CAPTIONS: Record<ChartName, string> = {
  'win-rates': 'Win rate of each character with its 95% interval, highest first (win-rates.vl.json).',
  'seat-win-rates': 'Win rate of each seat in turn order: how much going first is worth (seat-win-rates.vl.json).',
  'game-length': 'How many rounds games last; games stopped at the round cap in red (game-length.vl.json).',
  survival: 'Share of games still running after each round, timeouts censored (survival.vl.json).',
};

/**
 * Every file's content, by name: the same summary and aggregate give the same bytes. `beside` names
 * the run's other data files written in the folder (games.csv with --games-csv), listed on the page.
 */
export async function runReport(s: Summary, a: Aggregate, beside: readonly string[] = []): Promise<Record<string, string>> {
  const specs = runChartSpecs(s, a);
  const files: Record<string, string> = {
    'characters.csv': charactersCsv(s),
    'seats.csv': seatsCsv(s),
    'strategies.csv': strategiesCsv(s),
    'end-reasons.csv': endReasonsCsv(s),
    'game-length.csv': gameLengthCsv(a),
    'survival.csv': survivalCsv(survivalRows(a)),
    'abilities.csv': abilitiesCsv(a),
    'choices.csv': choicesCsv(s, a),
  };
  const charts = {} as Record<ChartName, HtmlChart>;
  for (const name of RUN_CHARTS) {
    const svg = withDescription(drawChart(name, specs[name]), provenanceLine(s));
    files[`${name}.vl.json`] = `${JSON.stringify(specs[name], null, 2)}\n`;
    files[`${name}.svg`] = svg;
    // The narrow rendering lives in index.html only (no file of its own): the page shows it in narrow windows.
    const narrow = drawChart(name, narrowSpec(specs[name], NARROW_PLOT[name]));
    charts[name] = { name, caption: CAPTIONS[name], svg, narrow };
  }
  files[REPORT_PAGE] = reportHtml({
    summary: s,
    charts: { characters: charts['win-rates'], seats: charts['seat-win-rates'], length: charts['game-length'], survival: charts.survival },
    files: ['summary.json', ...beside, 'provenance.json', ...RUN_REPORT_FILES.filter((f) => f !== REPORT_PAGE)],
  });
  return files;
}

/**
 * Write the report's files into `dir`: all to temporary names first, then each renamed into place,
 * index.html last. Returns the path of index.html.
 */
export function writeRunReport(dir: string, files: Record<string, string>): string {
  mkdirSync(dir, { recursive: true });
  const names = RUN_REPORT_FILES.filter((f) => f in files);
  try {
    for (const name of names) writeFileSync(join(dir, `${name}.tmp`), files[name]);
  } catch (err) {
    for (const name of names) rmSync(join(dir, `${name}.tmp`), { force: true });
    throw err;
  }
  for (const name of names) renameSync(join(dir, `${name}.tmp`), join(dir, name));
  return join(dir, REPORT_PAGE);
}
