// index.html of a run report: one self-contained page (inline CSS with print and dark-mode rules,
// the charts' SVG inlined, tables as HTML, no scripts, no fonts or images to fetch) with the
// provenance, the rule set, the balance summary, the tables and the charts. run-report.ts gathers the pieces and writes the file.
import type { ContentProvenance } from '../sim/provenance.ts';
import type { Summary } from '../sim/summary.ts';
import type { LengthSummary } from '../stats/histogram.ts';
import { botCaveat, characterName, endReasonName, idName, ruleWords, rulesInWords, seatName, seatsInWords, type RuleWords } from './labels.ts';

/**
 * A chart as the page shows it: a name (also the id prefix of its SVG), a caption, the SVG, and
 * optionally a narrow rendering of the same chart that the page shows instead where the SVG would
 * not fit (the page never scales a chart down, so its text keeps the size it was drawn at).
 */
export interface HtmlChart {
  name: string;
  caption: string;
  svg: string;
  narrow?: string;
}

export interface HtmlReport {
  summary: Summary;
  /** Keyed by section: 'characters', 'seats', 'length', 'survival'. */
  charts: Record<'characters' | 'seats' | 'length' | 'survival', HtmlChart>;
  /** The other files of the report folder, linked at the end. */
  files: readonly string[];
}

export const CSS = `
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;max-width:62rem;margin:0 auto;padding:1rem 1.25rem 3rem}
h1{font-size:1.6rem;margin:.5rem 0 .25rem}h2{font-size:1.2rem;margin:2rem 0 .5rem;border-bottom:1px solid #ddd;padding-bottom:.2rem}
.lede{color:#555;margin:0 0 1rem}table{border-collapse:collapse;margin:.5rem 0 1rem;font-variant-numeric:tabular-nums}
th,td{padding:.2rem .6rem;border-bottom:1px solid #eee;text-align:right;vertical-align:top}th{background:#f5f5f5}
th:first-child,td:first-child{text-align:left}table.kv td{text-align:left}code{font-size:.9em;background:#f3f3f3;padding:0 .2em}
figure{margin:1rem 0}figcaption{color:#555;font-size:.9rem}
.chart{max-width:100%;overflow-x:auto}.chart svg{display:block;max-width:none;height:auto}.chart.narrow{display:none}
.note{color:#555;font-size:.9rem}ul.files{columns:2}#about{margin:0 0 1rem}#about ul{margin:.25rem 0;padding-left:1.2rem}
[title]{text-decoration:underline dotted #999;text-underline-offset:2px}
table{display:block;max-width:100%;overflow-x:auto}pre{max-width:100%;overflow-x:auto}
p,li,.lede,table.kv td{overflow-wrap:anywhere}table.kv th{text-align:left}
@media (prefers-color-scheme:dark){body{background:#161819;color:#e4e4e4}h2{border-color:#444}
.lede,figcaption,.note{color:#aaa}th{background:#262a2d}th,td{border-color:#333}code{background:#2a2e31}
a{color:#8ab4f8}a:visited{color:#c58af9}figure svg{background:#fff;border-radius:4px}}
@media print{body{max-width:none;padding:0;font-size:10pt;color:#000;background:#fff}
h2{break-after:avoid}figure,table{break-inside:avoid}table{display:table;overflow:visible}
.chart{overflow:visible}.chart svg{max-width:100%}.chart.wide{display:block!important}.chart.narrow{display:none!important}
a{color:inherit;text-decoration:none}ul.files{columns:3}}`;

/** The pages' colour schemes: light, and dark where the reader's system asks for it (CSS above). */
export const COLOR_SCHEME_META = '<meta name="color-scheme" content="light dark">';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function percent(rate: number, digits = 1): string {
  return `${(rate * 100).toFixed(digits)}%`;
}

function interval(low: number, high: number): string {
  return `${percent(low)} – ${percent(high)}`;
}

/** A count with thousands separators: 10,000. */
export function count(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A p-value for reading: "p = 0.043", "p = 2.3e-8", and "p < 1e-15" below what the chi-square
 * approximation (and a double) can tell apart from zero.
 */
export function formatP(p: number): string {
  if (p >= 0.001) return `p = ${p.toFixed(3)}`;
  return p >= 1e-15 ? `p = ${p.toExponential(1)}` : 'p < 1e-15';
}

function table(id: string, heads: string[], rows: string[][]): string {
  const head = `<thead><tr>${heads.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>`;
  const body = rows.map((r) => `<tr>${r.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('\n');
  return `<table id="${id}">${head}\n<tbody>\n${body}\n</tbody></table>`;
}

function keyValues(rows: [string, string][]): string {
  return `<table class="kv"><tbody>${rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</tbody></table>`;
}

/**
 * Vega numbers clip-path and gradient ids from 0 in every SVG (stableIds); several SVGs inlined in
 * one page would share them, so each chart's ids get its name as a prefix.
 */
export function scopeSvgIds(svg: string, prefix: string): string {
  return svg.replace(/\b(gradient_|clip)(\d+)\b/g, `${prefix}-$1$2`);
}

/** The width an SVG is drawn at (its width attribute). */
export function svgWidth(svg: string): number {
  return Number(/^<svg[^>]*?\swidth="([\d.]+)"/.exec(svg)?.[1] ?? 0);
}

/**
 * A chart's <figure>: the SVG at the size it was drawn, in a box that scrolls sideways rather than
 * shrink it, and the narrow rendering beside it, which htmlPage's CSS shows instead below the
 * window width the wide one needs (data-wide).
 */
export function figure(chart: HtmlChart): string {
  const wide = `<div class="chart wide">${scopeSvgIds(chart.svg, chart.name)}</div>`;
  const narrow = chart.narrow === undefined ? '' : `<div class="chart narrow">${scopeSvgIds(chart.narrow, `${chart.name}-narrow`)}</div>`;
  const data = chart.narrow === undefined ? '' : ` data-wide="${Math.ceil(svgWidth(chart.svg))}"`;
  return `<figure id="chart-${chart.name}"${data}>${wide}${narrow}<figcaption>${escapeHtml(chart.caption)}</figcaption></figure>`;
}

/**
 * Window width under which a chart drawn `width` pixels wide no longer fits the page's column:
 * the body's padding (2 x 1.25rem) and a scrollbar (up to 17 pixels), with a pixel to spare.
 */
export function narrowBelow(width: number): number {
  return width + 2 * 20 + 17 + 1;
}

/** The CSS that swaps each figure with a narrow rendering to it below the width its wide one needs. */
function narrowRules(body: string): string {
  return [...body.matchAll(/<figure id="([\w-]+)" data-wide="(\d+)">/g)]
    .map(([, id, w]) => `@media screen and (max-width:${narrowBelow(Number(w)) - 1}px){#${id} .chart.wide{display:none}#${id} .chart.narrow{display:block}}`)
    .join('\n');
}

/** What made the numbers, at the top of every page: label and HTML (escaped by the caller) per line, and the caveat. */
export interface About {
  lines: [string, string][];
  caveat: string;
}

function aboutHtml(a: About): string {
  const lines = a.lines.map(([label, html]) => `<li><b>${escapeHtml(label)}:</b> ${html}</li>`).join('\n');
  return `<section id="about"><ul>\n${lines}\n</ul><p class="note" id="caveat">${escapeHtml(a.caveat)}</p></section>`;
}

/** A rule option's words with its key and doc in a tooltip: <span title="trophyRate: ...">trophy rate</span>. */
export function ruleNameHtml(r: RuleWords): string {
  return `<span title="${escapeHtml(`${r.key}: ${r.doc}`)}">${escapeHtml(r.name)}</span>`;
}

/** The rule set in words (rulesInWords), each changed option's name with its key in a tooltip. */
export function rulesHtml(rules: object): string {
  const changed = ruleWords(rules, 'changed');
  if (changed.length === 0) return escapeHtml(rulesInWords(rules));
  return `the base game but ${changed.map((r) => `${ruleNameHtml(r)} ${escapeHtml(r.value)}`).join(', ')}`;
}

/** An id shown as words, the id in a tooltip. */
export function idHtml(id: string, words: string): string {
  return words === id ? escapeHtml(id) : `<span title="${escapeHtml(id)}">${escapeHtml(words)}</span>`;
}

function provenanceSection(s: Summary): string {
  const p = s.provenance;
  const seats = p.seats.map((seat, i) => `${seatName(i)}: ${seat.character === null ? 'random character' : characterName(seat.character)}, ${seat.strategy} bot`);
  return `<section id="provenance"><h2>Provenance</h2>${keyValues([
    ['talisman-sim version', p.version],
    ['scenario', p.scenario],
    ['master seed', p.seed],
    ['games', count(p.games)],
    ['seats and strategies', seats.join('; ')],
    ...contentRows(p),
    ['git commit', p.commit ?? 'none (not a git checkout)'],
    ['expert weights (SHA-256 of strategies/expert.weights.json)', p.weightsSha256],
    ['command line', 'in provenance.json, next to this page'],
  ])}<p class="note">Game <i>i</i> depends only on the master seed and <i>i</i>: the same scenario, seed and version give these numbers exactly.</p></section>`;
}

/**
 * What a plan played beyond the base game, as provenance rows: the fan cards (their file and the
 * hash of their data), the characters in play when the scenario adds its own, and each house-rule
 * module with the hash of every file its bundle holds. None for the base game.
 */
export function contentRows(p: ContentProvenance): [string, string][] {
  const rows: [string, string][] = [];
  if (p.cards) {
    const removed = p.cards.remove.length === 0 ? '' : `, removing ${p.cards.remove.join(', ')}`;
    const copies = p.cards.cards.reduce((n, c) => n + c.count, 0);
    rows.push(['fan cards', `${p.cards.cards.length} titles (${copies} cards) from ${p.cardsFile ?? 'the scenario'}${removed}; SHA-256 of their data ${p.cardsSha256}`]);
  }
  if (p.characters) rows.push(['characters in play', `${p.characterPool.length}: the 14 base characters, ${p.characters.map((c) => c.name).join(', ')}`]);
  for (const m of p.houseRules ?? []) rows.push([`house-rule module ${m.file}`, m.files.map((f) => `${f.file} SHA-256 ${f.sha256}`).join('; ')]);
  return rows;
}

/** contentRows as one line of text: "key: value; key: value". */
export function contentText(p: ContentProvenance): string {
  return contentRows(p).map(([k, v]) => `${k}: ${v}`).join('; ');
}

function rulesSection(s: Summary): string {
  const modules = s.provenance.ruleModules.map((m) => `<li>${idHtml(m.id, idName(m.id))}: ${escapeHtml(m.desc)}</li>`).join('\n');
  const options = ruleWords(s.provenance.rules).map((r) => `<tr><th>${ruleNameHtml(r)}</th><td>${escapeHtml(r.value)}</td><td>${escapeHtml(r.doc)}</td></tr>`).join('\n');
  return `<section id="rules"><h2>Rule set</h2><ol id="rule-modules">\n${modules}\n</ol><p>Rule options (the key of each in its tooltip and in summary.json):</p>
<table class="kv" id="rule-options"><thead><tr><th>Option</th><th>Value</th><th>What it does</th></tr></thead>\n<tbody>\n${options}\n</tbody></table></section>`;
}

/** The run page's "what made these numbers": the seats' bots, the rule set in words, whose figures these are. */
export function runAbout(s: Summary): About {
  const p = s.provenance;
  const who = seatsInWords(p.seats);
  return {
    lines: [['Strategies', `${escapeHtml(who)}; ${p.seats.some((x) => x.character !== null) ? 'characters as given' : 'characters dealt at random'}`],
      ['Rules', `${rulesHtml(p.rules)}; ${p.seats.length} players`]],
    caveat: botCaveat(who),
  };
}

function balanceText(s: Summary): string {
  const b = s.balance;
  if (b.highest === null || b.lowest === null) return 'No character has played a game.';
  const range = `Win rates run from ${percent(b.lowestRate)} (${characterName(b.lowest)}) to ${percent(b.highestRate)} (${characterName(b.highest)}), a spread of ${(b.spread * 100).toFixed(1)} percentage points; with equal chances every character would win ${percent(b.pooledRate)} of its games.`;
  if (b.chiSquare === null || b.df === null || b.pValue === null) return `${range} There is nothing to test against equal chances.`;
  const verdict = b.pValue < 0.05 ? 'more than chance alone would give (5% level)' : 'within what chance alone would give (5% level)';
  return `${range} Chi-square test against equal chances: χ² = ${b.chiSquare.toFixed(1)} on ${b.df} df, ${formatP(b.pValue)}: the differences are ${verdict}. ${CHI_SQUARE_CAVEAT}`;
}

/** What the README says of the balance test, said where its result is. */
export const CHI_SQUARE_CAVEAT = 'Read the p-value as a yardstick, not an exact probability: the characters of a game share its one win, which the statistic allows for by dividing by 1 + c (about 14/13 for four seats of 14 characters), but the seats are not alike (the first player wins more) and characters drawn after a death share games unevenly.';

function glanceSection(s: Summary): string {
  const r = s.rounds;
  const km = r.survivalMedian === null ? 'more than half the games were still running at the cap' : `half the games were over after round ${r.survivalMedian} (Kaplan-Meier, timeouts censored)`;
  return `<section id="glance"><h2>At a glance</h2><ul>
<li>${count(s.games)} games; ${count(s.timeouts)} timed out at the round cap (${percent(s.timeoutRate)}), counted as no one's win.</li>
<li>Game length: median ${decimal(r.median)} rounds (${decimal(s.turns.median)} turns); ${escapeHtml(km)}.</li>
<li id="balance">${escapeHtml(balanceText(s))}</li>
</ul></section>`;
}

function charactersSection(s: Summary, chart: HtmlChart): string {
  const rows = s.characters.slice().sort((a, b) => b.winRate - a.winRate || (a.character < b.character ? -1 : 1))
    .map((c) => [
      characterName(c.character), count(c.games), count(c.wins), percent(c.winRate), c.games === 0 ? '–' : interval(c.ciLow, c.ciHigh),
      count(c.dealt), percent(c.dealtWinRate), c.dealt === 0 ? '–' : interval(c.dealtCiLow, c.dealtCiHigh),
    ]);
  return `<section id="characters-section"><h2>Characters</h2>${figure(chart)}
${table('characters', ['Character', 'Games', 'Wins', 'Win rate', '95% interval', 'Dealt', 'Dealt: win rate', '95% interval'], rows)}
<p class="note">Games: games in which some seat played the character at any point (a seat that dies picks a new one). Wins: games won by a seat whose winning character it was. Dealt: games in which a seat was dealt the character at the start, and the share of them that seat won, whatever character it ended with. Intervals: Wilson score, 95%.</p></section>`;
}

function seatsSection(s: Summary, chart: HtmlChart): string {
  const seats = s.seats.map((r) => [seatName(r.seat), count(r.games), count(r.wins), percent(r.winRate), interval(r.ciLow, r.ciHigh)]);
  const strategies = s.strategies.map((r) => [r.strategy, count(r.seats), count(r.wins), percent(r.winRate), r.ciLow === null || r.ciHigh === null ? 'none: it held every seat' : interval(r.ciLow, r.ciHigh)]);
  return `<section id="seats-section"><h2>Seats and strategies</h2>${figure(chart)}
${table('seats', ['Seat', 'Games', 'Wins', 'Win rate', '95% interval'], seats)}
${table('strategies', ['Strategy', 'Seat-games', 'Wins', 'Win rate', '95% interval'], strategies)}</section>`;
}

/** A whole number as it is, anything else to one decimal. */
function decimal(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

function lengthRow(name: string, l: LengthSummary): string[] {
  return [name, l.mean.toFixed(1), ...[l.median, l.q1, l.q3, l.p90, l.min, l.max].map(decimal)];
}

function lengthSection(s: Summary, length: HtmlChart, survival: HtmlChart): string {
  const reasons = Object.entries(s.endReasons).map(([reason, games]) => [endReasonName(reason), count(games), percent(s.games === 0 ? 0 : games / s.games)]);
  return `<section id="length-section"><h2>Game length and endings</h2>
${table('game-length', ['Measure', 'Mean', 'Median', 'Lower quartile', 'Upper quartile', '90th percentile', 'Min', 'Max'], [lengthRow('rounds', s.rounds), lengthRow('turns', s.turns)])}
${figure(length)}
${figure(survival)}
${table('end-reasons', ['How the game ended', 'Games', 'Share'], reasons)}</section>`;
}

function filesSection(files: readonly string[]): string {
  const items = files.map((f) => `<li><a href="${escapeHtml(f)}">${escapeHtml(f)}</a></li>`).join('\n');
  return `<section id="files"><h2>Files</h2><p>The same figures as tidy CSV, the summary as JSON, and each chart as a Vega-Lite spec and an SVG:</p><ul class="files">\n${items}\n</ul></section>`;
}

/** A report page's parts: plain-text title, heading and lede (escaped here), its sections as HTML. */
export interface PageParts {
  title: string;
  heading: string;
  lede: string;
  body: string;
  /** CSS rules of this page's own, after the shared CSS. */
  style?: string;
  /** What made the numbers (bots, rule set), under the lede. */
  about?: About;
  /** The round-cap warning (stats/round-cap.ts), when the numbers are thin: a box under the lede. */
  warning?: string;
}

/** A Markdown report's round-cap warning (compare.md, doc-balance.md): a quoted line and a blank one, or nothing. */
export function warningLines(o: { roundCapWarning?: string }): string[] {
  return o.roundCapWarning === undefined ? [] : [`> **Warning:** ${o.roundCapWarning}.`, ''];
}

/** The warning box's rules, in the pages that have one. */
const WARNING_CSS = '.warning{border-left:4px solid #b03a2e;background:#fbeceb;padding:.5rem .75rem;margin:0 0 1rem}\n@media (prefers-color-scheme:dark){.warning{background:#3b2322}}\n';

/** Every report's index.html: one head, one stylesheet, one header (run, compare, doc-balance, tournament). */
export function htmlPage(p: PageParts): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${COLOR_SCHEME_META}
<title>${escapeHtml(p.title)}</title>
<style>${CSS}
${p.style ?? ''}${p.warning === undefined ? '' : WARNING_CSS}${narrowRules(p.body)}</style>
</head>
<body>
<header><h1>${escapeHtml(p.heading)}</h1>
<p class="lede">${escapeHtml(p.lede)}</p>${p.warning === undefined ? '' : `\n<p class="warning"><strong>Warning:</strong> ${escapeHtml(p.warning)}.</p>`}${p.about === undefined ? '' : `\n${aboutHtml(p.about)}`}</header>
${p.body}
</body>
</html>
`;
}

/** The whole page: the same summary and charts give the same bytes (no dates, no timings). */
export function reportHtml(r: HtmlReport): string {
  const s = r.summary;
  const p = s.provenance;
  return htmlPage({
    title: `talisman-sim report: ${p.scenario}, ${p.games} games`,
    heading: `Talisman balance report: ${p.scenario}`,
    lede: `${count(s.games)} games · seed ${p.seed} · ${p.seats.length} players · rules: ${p.ruleModules.map((m) => idName(m.id)).join(' + ')} · talisman-sim ${p.version}`,
    about: runAbout(s),
    warning: s.roundCapWarning,
    body: [glanceSection(s), charactersSection(s, r.charts.characters), seatsSection(s, r.charts.seats),
      lengthSection(s, r.charts.length, r.charts.survival), rulesSection(s), provenanceSection(s), filesSection(r.files)].join('\n'),
  });
}
