// The run report's four charts drawn as SVG from their own Vega-Lite specs (charts.ts), wide or
// narrowed (svg.ts narrowSpec), without vega: loading vega and rendering the eight drawings took
// about 0.6 s of CPU in every run, more than a hundred games. The specs stay the report's
// description of each chart (the .vl.json files, for anyone to restyle); this file reads their
// data, titles, widths and axis settings and draws dots on intervals, stacked bars and a step
// curve in the same colours and text sizes (CHART_CONFIG). Same spec, same bytes.
import type { TopLevelSpec } from 'vega-lite';
import { escapeHtml } from './html.ts';
import { CHART_CONFIG } from './svg.ts';

/** The run report's chart kinds (run-report.ts RUN_CHARTS): rates with intervals, a histogram, a survival curve. */
export type DrawnChart = 'win-rates' | 'seat-win-rates' | 'game-length' | 'survival';

const FONT = CHART_CONFIG.font as string;
const TITLE = 16;
const SUBTITLE = 13;
const LABEL = 12;
const AXIS_TITLE = 13;
const GRID = '#ddd';
const INK = '#444';
/** Pixels between the ticks of a y axis (an x axis: 80). */
const Y_SPACING = 45;
/** Room right of the plot for half of its last x label. */
const RIGHT = 25;
/** Average glyph width over font size, for measuring text without a font (vega uses 0.8 x font size per character without a canvas; 0.6 fits the system font better). */
const GLYPH = 0.6;

/** Width in pixels of `text` at `size`. */
function textWidth(text: string, size: number): number {
  return text.length * size * GLYPH;
}

/** `text` cut to `limit` pixels, ending with "…" when cut. */
function clip(text: string, size: number, limit: number): string {
  if (textWidth(text, size) <= limit) return text;
  const chars = Math.max(1, Math.floor(limit / (size * GLYPH)) - 1);
  return `${text.slice(0, chars)}…`;
}

const fixed = (x: number) => String(Math.round(x * 100) / 100);

function text(x: number, y: number, content: string, size: number, attrs = ''): string {
  return `<text x="${fixed(x)}" y="${fixed(y)}" font-family='${FONT}' font-size="${size}px" fill="${INK}"${attrs}>${escapeHtml(content)}</text>`;
}

/** A scale's domain widened to round ticks, and the ticks (about one per `spacing` pixels). */
export function niceTicks(lo: number, hi: number, pixels: number, spacing = 80): { lo: number; hi: number; ticks: number[] } {
  if (hi <= lo) hi = lo + 1;
  const count = Math.max(2, Math.round(pixels / spacing));
  const raw = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const err = raw / power;
  const step = power * (err >= 7.07 ? 10 : err >= 3.16 ? 5 : err >= 1.41 ? 2 : 1);
  const from = Math.floor(lo / step + 1e-9) * step;
  const to = Math.ceil(hi / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let i = 0; from + i * step <= to + step / 2; i++) ticks.push(Math.round((from + i * step) * 1e9) / 1e9);
  return { lo: from, hi: to, ticks };
}

/** d3-format's ".0%", ".1%" or plain numbers. */
function formatter(format: string | undefined): (x: number) => string {
  if (format === '.0%') return (x) => `${Math.round(x * 100)}%`;
  if (format === '.1%') return (x) => `${(x * 100).toFixed(1)}%`;
  return (x) => String(x);
}

interface Spec {
  width: number;
  title: { text: string | string[]; subtitle?: string | string[] };
  data: { values: Record<string, number | string>[] };
  height: number | { step: number };
  layer?: { data?: { values: { reference: number }[] }; encoding?: { x?: { axis?: { format?: string }; scale?: { zero?: boolean }; title?: string } } }[];
  config?: { axis?: { labelLimit?: number }; legend?: { orient?: string } };
}

const lines = (t: string | string[] | undefined): string[] => (t === undefined ? [] : Array.isArray(t) ? t : [t]);

/** The title block: title lines at 16 px, subtitle lines at 13 px; its SVG and height. */
function titleBlock(spec: Spec): { svg: string; height: number } {
  const parts: string[] = [];
  let y = 0;
  for (const line of lines(spec.title.text)) parts.push(text(0, (y += TITLE + 4) - 4, line, TITLE, ' font-weight="bold"'));
  for (const line of lines(spec.title.subtitle)) parts.push(text(0, (y += SUBTITLE + 4) - 3, line, SUBTITLE));
  return { svg: parts.join(''), height: y + 10 };
}

interface Plot {
  /** The marks and axes, drawn from the plot's top-left corner. */
  body: string;
  width: number;
  height: number;
  /** Room needed left of the plot (y labels) and below it (x labels, axis title, a legend below). */
  left: number;
  bottom: number;
  right: number;
}

/** The chart: title block over the plot, white background, the plot's frame. */
function chart(spec: Spec, plot: Plot): string {
  const head = titleBlock(spec);
  const width = Math.ceil(Math.max(plot.left + plot.width + plot.right, ...lines(spec.title.text).map((l) => textWidth(l, TITLE)), ...lines(spec.title.subtitle).map((l) => textWidth(l, SUBTITLE))) + 10);
  const height = Math.ceil(head.height + plot.height + plot.bottom + 10);
  const frame = `<rect width="${plot.width}" height="${plot.height}" fill="none" stroke="${GRID}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<rect width="${width}" height="${height}" fill="white"/>`
    + `<g transform="translate(5,0)">${head.svg}</g>`
    + `<g transform="translate(${fixed(plot.left + 5)},${fixed(head.height)})">${frame}${plot.body}</g></svg>`;
}

/** A quantitative x axis under a plot of `height`: grid lines, tick labels and its title (at the end when narrowed). */
function xAxis(ticks: number[], at: (x: number) => number, width: number, height: number, title: string, format: (x: number) => string, titleAtEnd: boolean): string {
  const grid = ticks.map((t) => `<line x1="${fixed(at(t))}" x2="${fixed(at(t))}" y1="0" y2="${height}" stroke="${GRID}"/>`).join('');
  const labels = ticks.map((t) => text(at(t), height + LABEL + 4, format(t), LABEL, ' text-anchor="middle"')).join('');
  const name = text(titleAtEnd ? width : width / 2, height + LABEL + AXIS_TITLE + 12, title, AXIS_TITLE, ` text-anchor="${titleAtEnd ? 'end' : 'middle'}" font-weight="bold"`);
  return grid + labels + name;
}

/** A quantitative y axis: grid lines, tick labels left of the plot, its title turned up the left edge. */
function yAxis(ticks: number[], at: (y: number) => number, width: number, title: string, format: (y: number) => string, labelRoom: number): string {
  const grid = ticks.map((t) => `<line x1="0" x2="${width}" y1="${fixed(at(t))}" y2="${fixed(at(t))}" stroke="${GRID}"/>`).join('');
  const labels = ticks.map((t) => text(-6, at(t) + LABEL / 3, format(t), LABEL, ' text-anchor="end"')).join('');
  const mid = (at(ticks[0]) + at(ticks[ticks.length - 1])) / 2;
  const name = text(0, 0, title, AXIS_TITLE, ` text-anchor="middle" font-weight="bold" transform="translate(${fixed(-labelRoom - 8)},${fixed(mid)}) rotate(-90)"`);
  return grid + labels + name;
}

const tip = (lines: string[]) => `<title>${escapeHtml(lines.join('\n'))}</title>`;

/** Win rates by character or seat: a dot at the rate on a bar across the 95% interval, a dashed reference line. */
function rates(spec: Spec, titleAtEnd: boolean): Plot {
  const rows = spec.data.values as { label: string; games: number; wins: number; winRate: number; ciLow: number; ciHigh: number }[];
  const step = typeof spec.height === 'number' ? spec.height / Math.max(1, rows.length) : spec.height.step;
  const x = spec.layer?.[0].encoding?.x;
  const reference = spec.layer?.[2].data?.values[0].reference ?? 0;
  const zero = x?.scale?.zero !== false;
  const format = formatter(x?.axis?.format);
  const limit = spec.config?.axis?.labelLimit ?? 200;
  const lo = zero ? 0 : Math.min(reference, ...rows.map((r) => r.ciLow));
  const scale = niceTicks(lo, Math.max(reference, ...rows.map((r) => r.ciHigh)), spec.width);
  const at = (v: number) => ((v - scale.lo) / (scale.hi - scale.lo)) * spec.width;
  const height = Math.max(1, rows.length) * step;
  const labels = rows.map((r) => clip(r.label, LABEL, limit));
  const left = Math.max(0, ...labels.map((l) => textWidth(l, LABEL))) + 10;
  const marks = rows.map((r, i) => {
    const y = fixed((i + 0.5) * step);
    return text(-6, (i + 0.5) * step + LABEL / 3, labels[i], LABEL, ' text-anchor="end"')
      + `<line x1="${fixed(at(r.ciLow))}" x2="${fixed(at(r.ciHigh))}" y1="${y}" y2="${y}" stroke="#6b8fc7" stroke-width="2"/>`
      + `<circle cx="${fixed(at(r.winRate))}" cy="${y}" r="4.4" fill="#1f4e9c">${tip([r.label, `${r.wins} wins in ${r.games} games`, `win rate ${formatter('.1%')(r.winRate)}`, `95% CI ${formatter('.1%')(r.ciLow)} to ${formatter('.1%')(r.ciHigh)}`])}</circle>`;
  }).join('');
  const dashed = `<line x1="${fixed(at(reference))}" x2="${fixed(at(reference))}" y1="0" y2="${height}" stroke="#b03a2e" stroke-dasharray="4,4"/>`;
  const axis = xAxis(scale.ticks, at, spec.width, height, x?.title ?? '', format, titleAtEnd);
  return { body: axis + marks + dashed, width: spec.width, height, left, bottom: LABEL + AXIS_TITLE + 20, right: RIGHT };
}

const OUTCOME_COLOURS: Record<string, string> = { ended: '#1f4e9c', 'timeout (round cap)': '#b03a2e' };

/** Games by length: stacked bars per bin (ended below, stopped at the cap above), with a legend. */
function gameLength(spec: Spec, titleAtEnd: boolean, legendBelow: boolean): Plot {
  const bins = spec.data.values as { from: number; to: number; outcome: string; games: number }[];
  const height = typeof spec.height === 'number' ? spec.height : 220;
  const totals = new Map<number, number>();
  for (const b of bins) totals.set(b.from, (totals.get(b.from) ?? 0) + b.games);
  const xs = niceTicks(0, Math.max(1, ...bins.map((b) => b.to)), spec.width);
  const ys = niceTicks(0, Math.max(1, ...totals.values()), height, Y_SPACING);
  const atX = (v: number) => ((v - xs.lo) / (xs.hi - xs.lo)) * spec.width;
  const atY = (v: number) => height - (v / ys.hi) * height;
  const labelRoom = Math.max(...ys.ticks.map((t) => textWidth(String(t), LABEL)));
  const below = new Map<number, number>();
  const bars = bins.map((b) => {
    const base = below.get(b.from) ?? 0;
    below.set(b.from, base + b.games);
    return `<rect x="${fixed(atX(b.from))}" y="${fixed(atY(base + b.games))}" width="${fixed(atX(b.to) - atX(b.from))}" height="${fixed(atY(base) - atY(base + b.games))}" fill="${OUTCOME_COLOURS[b.outcome] ?? INK}" stroke="white" stroke-width="0.5">`
      + `${tip([`rounds ${b.from} to ${b.to - 1}`, b.outcome, `${b.games} games`])}</rect>`;
  }).join('');
  const legendY = legendBelow ? height + LABEL + AXIS_TITLE + 34 : 14;
  const legendX = legendBelow ? 0 : spec.width - 150;
  const legend = Object.entries(OUTCOME_COLOURS).map(([name, colour], i) => `<rect x="${legendX}" y="${legendY + i * 18 - 10}" width="10" height="10" fill="${colour}"/>${text(legendX + 16, legendY + i * 18, name, LABEL)}`).join('');
  const axes = xAxis(xs.ticks, atX, spec.width, height, 'rounds', String, titleAtEnd) + yAxis(ys.ticks, atY, spec.width, 'games', String, labelRoom);
  return { body: axes + bars + legend, width: spec.width, height, left: labelRoom + AXIS_TITLE + 18, bottom: LABEL + AXIS_TITLE + 20 + (legendBelow ? 44 : 0), right: RIGHT };
}

/** Games still running after each round: a step curve from (0, 100%), a red cross where games were censored. */
function survival(spec: Spec, titleAtEnd: boolean): Plot {
  const rows = spec.data.values as { round: number; survival: number; censored: number }[];
  const height = typeof spec.height === 'number' ? spec.height : 220;
  const xs = niceTicks(0, Math.max(1, ...rows.map((r) => r.round)), spec.width);
  const ys = niceTicks(0, 1, height, Y_SPACING);
  const atX = (v: number) => ((v - xs.lo) / (xs.hi - xs.lo)) * spec.width;
  const atY = (v: number) => height - v * height;
  const labelRoom = textWidth('100%', LABEL);
  let path = '';
  rows.forEach((r, i) => {
    path += i === 0 ? `M${fixed(atX(r.round))},${fixed(atY(r.survival))}` : `H${fixed(atX(r.round))}V${fixed(atY(r.survival))}`;
  });
  const line = `<path d="${path}" fill="none" stroke="#1f4e9c" stroke-width="2"/>`;
  const crosses = rows.filter((r) => r.censored > 0).map((r) => {
    const [cx, cy] = [atX(r.round), atY(r.survival)];
    return `<path d="M${fixed(cx - 5)},${fixed(cy)}H${fixed(cx + 5)}M${fixed(cx)},${fixed(cy - 5)}V${fixed(cy + 5)}" stroke="#b03a2e" stroke-width="3">`
      + `${tip([`round ${r.round}`, `${r.censored} censored games`, `still running ${formatter('.1%')(r.survival)}`])}</path>`;
  }).join('');
  const axes = xAxis(xs.ticks, atX, spec.width, height, 'round', String, titleAtEnd) + yAxis(ys.ticks, atY, spec.width, 'still running', formatter('.0%'), labelRoom);
  return { body: axes + line + crosses, width: spec.width, height, left: labelRoom + AXIS_TITLE + 18, bottom: LABEL + AXIS_TITLE + 20, right: RIGHT };
}

/** The chart `name` drawn from its spec (wide, or narrowed by narrowSpec: the x title then ends at the plot's end and the legend goes below). */
export function drawChart(name: DrawnChart, vegaLite: TopLevelSpec): string {
  const spec = vegaLite as unknown as Spec;
  const narrowed = spec.config?.legend?.orient === 'bottom';
  if (name === 'game-length') return chart(spec, gameLength(spec, narrowed, narrowed));
  if (name === 'survival') return chart(spec, survival(spec, narrowed));
  return chart(spec, rates(spec, narrowed));
}
