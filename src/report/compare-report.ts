// The files of `talisman-sim compare` (reports/compare/<name>/): compare.json, the tidy compare.csv
// (one row per mix, arm, metric and subject), compare.md (a table to paste), the forest plot of the
// rate differences as a Vega-Lite spec and an SVG, and index.html with every arm's provenance.
import { stringify } from 'csv-stringify/sync';
import type { TopLevelSpec } from 'vega-lite';
import type { CompareOutcome } from '../experiment/outcome.ts';
import type { CompareRow } from '../experiment/results.ts';
import { contentText, count, escapeHtml, figure, htmlPage, idHtml, rulesHtml, warningLines, type About } from './html.ts';
import { amount, armName, botCaveat, seatsInWords, subjectName } from './labels.ts';
import { CHART_CONFIG, narrowSpec, renderSvg, subtitle } from './svg.ts';
import { skillCsv, skillLines, skillMarkdown, skillRatesCsv } from './skill-report.ts';
import { shippedName } from '../scenario/load.ts';

export { amount, subjectName };

/** Every file of a compare report, index.html last. */
export const COMPARE_FILES = ['compare.json', 'compare.csv', 'compare.md', 'forest.vl.json', 'forest.svg', 'index.html'] as const;
/** Written besides, under two or more --strategies mixes: the skill check. */
export const SKILL_FILES = ['skill.csv', 'skill-rates.csv'] as const;

/** The simultaneous interval's columns come last, so that no earlier column moves. */
const CSV_COLUMNS = ['mix', 'arm', 'metric', 'subject', 'baseline', 'value', 'diff', 'paired_lo', 'paired_hi', 'p', 'p_holm', 'significant', 'family', 'family_size', 'note', 'unpaired_lo', 'unpaired_hi', 'variance_ratio', 'trials', 'games', 'simultaneous_lo', 'simultaneous_hi'];

function num(x: number | null, digits = 6): string {
  return x === null || !Number.isFinite(x) ? '' : x.toFixed(digits);
}

function pText(x: number | null): string {
  return x === null ? '' : x === 0 || x >= 1e-4 ? x.toFixed(6) : x.toExponential(3);
}

/** compare.csv: tidy, one row per mix, arm, metric and subject; empty cells where nothing was tested. */
export function compareCsv(rows: readonly CompareRow[]): string {
  const cells = rows.map((r) => [r.mix, r.arm, r.metric, r.subject, num(r.baseline), num(r.value), num(r.diff), num(r.low), num(r.high),
    pText(r.p), pText(r.pHolm), r.significant ? 'yes' : 'no', r.family, r.familySize === null ? '' : String(r.familySize), r.note, num(r.unpairedLow), num(r.unpairedHigh), num(r.varianceRatio, 4), String(r.trials), String(r.games),
    num(r.simultaneousLow), num(r.simultaneousHigh)]);
  return stringify(cells, { header: true, columns: CSV_COLUMNS });
}

function level(r: CompareRow, x: number): string {
  const rounds = r.metric === 'rounds' || r.metric === 'median-rounds';
  return rounds ? x.toFixed(1) : `${(x * 100).toFixed(1)}%`;
}

function interval(r: CompareRow, lo: number | null, hi: number | null): string {
  return lo === null || hi === null ? '–' : `${amount(r, lo)} to ${amount(r, hi)}`;
}

/** An interval of the row, or why there is none ("too few games"). */
function intervalCell(r: CompareRow, lo: number | null, hi: number | null): string {
  return lo === null && r.note !== '' ? r.note : interval(r, lo, hi);
}

function pCell(p: number | null): string {
  if (p === null) return '–';
  return p >= 0.001 ? p.toFixed(3) : p >= 1e-15 ? p.toExponential(1) : '<1e-15';
}

/** The simultaneous interval is the answer (every one of the report holds at once in 95% of runs); the per-row one holds for its row alone. */
export const TABLE_HEAD = ['subject', 'baseline', 'arm', 'diff', 'simultaneous 95%', 'per-row 95%', 'p', 'p (Holm)', 'unpaired 95%', 'var ratio'];

/** Arms on independent seeds (--unpaired): the report's method says so. */
export function unpairedOf(o: Pick<CompareOutcome, 'method'>): boolean {
  return o.method.startsWith('unpaired');
}

/** The table's head (under --unpaired every interval is an unpaired one: the method says so). */
export function tableHead(_o: Pick<CompareOutcome, 'method'>): string[] {
  return TABLE_HEAD;
}

/** One table line's cells. */
export function tableCells(r: CompareRow): string[] {
  const sig = r.significant ? ' *' : '';
  return [subjectName(r), level(r, r.baseline), level(r, r.value), `${amount(r, r.diff)}${sig}`, intervalCell(r, r.simultaneousLow, r.simultaneousHigh), intervalCell(r, r.low, r.high), pCell(r.p), pCell(r.pHolm),
    interval(r, r.unpairedLow, r.unpairedHigh), r.varianceRatio === null ? '–' : r.varianceRatio.toFixed(2)];
}

/** The verdict of one arm and mix: what is significant after Holm, or that no difference stands out. */
export function verdict(rows: readonly CompareRow[]): string {
  const sig = rows.filter((r) => r.significant).map(subjectName);
  return `Verdict: ${sig.length === 0 ? 'no difference stands out (none is significant after Holm)' : `significant after Holm: ${sig.join(', ')}`}.`;
}

/** compare.md: per mix and arm, its verdict and a Markdown table of every tested row (rates in points). */
export function compareMarkdown(o: CompareOutcome): string {
  const out = [`# ${o.name}: ${o.arms.map((a) => a.name).join(' vs ')}`, '', headline(o), '', ...warningLines(o), `Intervals: ${o.method}`, ''];
  for (const mix of o.mixes) {
    for (const arm of o.arms.slice(1)) {
      const all = o.rows.filter((r) => r.mix === mix.mix && r.arm === arm.name);
      const rows = all.filter((r) => r.p !== null || r.metric === 'median-rounds');
      out.push(`## ${arm.name} against ${o.arms[0].name}${mix.mix ? `, every seat ${mix.mix}` : ''} (${count(mix.games)} games; ${mix.stopped})`, '', `**${verdict(all)}**`, '');
      out.push(`| ${tableHead(o).join(' | ')} |`, `|${TABLE_HEAD.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`);
      for (const r of rows) out.push(`| ${tableCells(r).join(' | ')} |`);
      out.push('');
    }
  }
  out.push(`Differences: arm minus baseline, rates in percentage points. * significant at 5% after Holm-Bonferroni over one family of every tested row of the report (every arm, mix and metric; the timeout tested once, as the timeout rate). ${SIMULTANEOUS} too few games: fewer than 6 games differ, so no test could reach 5%. var ratio: variance of the paired difference over the unpaired one.`);
  if (o.agreement) out.push('', agreementText(o));
  if (o.skill) out.push('', ...skillMarkdown(o.skill, o.arms.map((a) => a.name)));
  return `${out.join('\n')}\n`;
}

/** What the two intervals are. */
export const SIMULTANEOUS = 'simultaneous 95%: the answer, each row\'s interval at 5% over the size of that family (Bonferroni), so that all of them hold at once in 95% of runs; one that excludes 0 is significant. per-row 95%: one row\'s interval alone.';

/** One line of what was compared; `name` shows the arms' names (the page: in words). */
export function headline(o: CompareOutcome, name: (arm: string) => string = (arm) => arm): string {
  const base = o.arms[0];
  return `talisman-sim ${o.version}: ${o.arms.length} arms, baseline ${name(base.name)}, seed ${base.seed}, ${base.seats.length} players, ${unpairedOf(o) ? 'each arm on its own seed (unpaired)' : 'game i of every arm on the same game seed'}`;
}

/** Under --strategies: how many conclusions hold under every bot, and the ones that do not. */
export function agreementText(o: CompareOutcome, words = false): string {
  const a = o.agreement ?? [];
  const bad = a.filter((x) => !x.agree);
  const mixes = o.mixes.map((m) => m.mix).join(', ');
  const lines = [`Under every strategy mix (${mixes}): ${a.length - bad.length} of ${a.length} conclusions agree (same significance after Holm, and the same sign where significant); ${a.filter((x) => x.sameSign).length} have the same sign everywhere.`];
  for (const x of bad) lines.push(`- differs: ${words ? `${armName(x.arm)}: ${subjectName(x as Pick<CompareRow, 'metric' | 'subject'>)}` : `${x.arm} ${x.metric} ${x.subject}`}: signs ${x.signs.join('/')}, significant ${x.significant.map((s) => (s ? 'yes' : 'no')).join('/')}`);
  return lines.join('\n');
}

/** The forest plot: every rate difference tested (characters dealt, seats, timeout), dot and paired interval, significant ones red. */
export function forestSpec(o: CompareOutcome): TopLevelSpec {
  const rows = forestRows(o);
  const several = o.arms.length > 2 || o.mixes.length > 1;
  const values = rows.map((r) => ({
    label: several ? `${armName(r.arm)}${r.mix ? ` [${r.mix}]` : ''}: ${subjectName(r)}` : subjectName(r),
    diff: points(r.diff), low: points(r.simultaneousLow as number), high: points(r.simultaneousHigh as number), significant: r.significant ? 'yes (Holm)' : 'no',
  }));
  const y = { field: 'label', type: 'nominal', sort: null, title: null };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    description: headline(o),
    title: { text: 'Differences against the baseline', subtitle: subtitle(`${intervalKind(o)}; red: significant after Holm`) },
    config: CHART_CONFIG,
    width: 520,
    height: { step: 18 },
    data: { values },
    layer: [
      { mark: { type: 'rule', strokeWidth: 2 }, encoding: { y, x: { field: 'low', type: 'quantitative', title: 'arm − baseline, percentage points', axis: { format: '+.1f' } }, x2: { field: 'high' }, color: colour } },
      { mark: { type: 'point', filled: true, size: 50, opacity: 1 }, encoding: { y, x: { field: 'diff', type: 'quantitative' }, color: colour } },
      { data: { values: [{ zero: 0 }] }, mark: { type: 'rule', strokeDash: [4, 4], color: '#555' }, encoding: { x: { field: 'zero', type: 'quantitative' } } },
    ],
  } as TopLevelSpec;
}

/** A rate difference in percentage points, to 2 decimals: the forest plot's unit. */
function points(x: number): number {
  return Math.round(x * 1e4) / 1e2;
}

function intervalKind(o: CompareOutcome): string {
  if (unpairedOf(o)) return 'unpaired simultaneous 95% intervals';
  return `paired simultaneous 95% intervals (${o.method.startsWith('asymptotic confidence sequence') ? 'confidence sequence' : 'fixed sample'}; all hold at once)`;
}

const colour = { field: 'significant', type: 'nominal', title: 'significant', scale: { domain: ['no', 'yes (Holm)'], range: ['#1f4e9c', '#b03a2e'] } };

/** Where an arm's scenario came from: a shipped one by its name (not the folder it is installed in), a file as given. */
function scenarioLabel(file: string, scenario: string): string {
  const shipped = shippedName(file);
  return shipped === null ? `${file} (scenario ${scenario})` : `shipped scenario ${shipped}`;
}

/** An arm's name in words, the name as given (compare.json, compare.csv) in a tooltip. */
function armHtml(name: string): string {
  return idHtml(name, armName(name));
}

function provenanceHtml(o: CompareOutcome): string {
  const rows = o.arms.map((a, i) => `<tr><th>${escapeHtml(i === 0 ? 'baseline' : `arm ${i}`)}: ${armHtml(a.name)}</th><td>${escapeHtml(
    `${scenarioLabel(a.file, a.scenario)}; seed ${a.seed}; rules ${a.ruleModules.map((m) => m.desc).join(' ')}`)}; options: ${rulesHtml(a.rules)}; ${escapeHtml(
    `seats: ${seatsInWords(a.seats)}${a.rotate ? ', rotated' : ''}${contentText(a) === '' ? '' : `; ${contentText(a)}`}`)}</td></tr>`).join('\n');
  const mixes = o.mixes.map((m) => `<li>${escapeHtml(`${m.mix ? `every seat ${m.mix}` : 'the scenarios\' seats'}: ${count(m.games)} games (${m.stopped})`)}</li>`).join('\n');
  return `<section id="provenance"><h2>Provenance</h2><table class="kv"><tbody>\n${rows}\n<tr><th>command</th><td><code>${escapeHtml(o.command)}</code></td></tr><tr><th>version</th><td>talisman-sim ${escapeHtml(o.version)}</td></tr></tbody></table><ul>\n${mixes}\n</ul></section>`;
}

function tablesHtml(o: CompareOutcome): string {
  const parts: string[] = [];
  for (const mix of o.mixes) {
    for (const arm of o.arms.slice(1)) {
      const all = o.rows.filter((r) => r.mix === mix.mix && r.arm === arm.name);
      const rows = all.filter((r) => r.p !== null || r.metric === 'median-rounds');
      const head = tableHead(o).map((h) => `<th>${escapeHtml(h)}</th>`).join('');
      const body = rows.map((r) => `<tr${r.significant ? ' class="sig"' : ''}>${tableCells(r).map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n');
      parts.push(`<h3>${armHtml(arm.name)} against ${armHtml(o.arms[0].name)}${escapeHtml(mix.mix ? `, every seat ${mix.mix}` : '')}</h3>\n<p class="verdict">${escapeHtml(verdict(all))}</p>\n<table><thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody></table>`);
    }
  }
  return `<section id="differences"><h2>Differences</h2>\n${parts.join('\n')}\n<p class="note">${escapeHtml(`Arm minus baseline; rates in percentage points. Paired intervals: ${o.method} Unpaired: Newcombe's hybrid score interval for rates, Welch's for mean rounds. * significant at 5% after Holm-Bonferroni over one family of every tested row of the report. ${SIMULTANEOUS} var ratio: variance of the paired difference over the unpaired one.`)}</p></section>`;
}

/** Which bots played (the scenarios' seats, or each --strategies mix at every seat) and each arm's rules in words. */
export function compareAbout(o: CompareOutcome): About {
  const mixes = o.mixes.map((m) => m.mix).filter((m) => m !== '');
  const base = o.arms[0];
  const who = mixes.length === 0 ? `${seatsInWords(base.seats)}${base.rotate ? ', seats rotated' : ''}`
    : `${mixes.map((m) => `${m} at every seat`).join(', then ')}, each arm under each`;
  return {
    lines: [['Strategies', `${escapeHtml(who)}; characters ${base.seats.some((x) => x.character !== null) ? 'as the scenarios give them' : 'dealt at random'}`],
      ...o.arms.map((a, i): [string, string] => [`Rules, ${i === 0 ? 'baseline' : `arm ${i}`}`, `${armHtml(a.name)}: ${rulesHtml(a.rules)}; ${a.seats.length} players`])],
    caveat: botCaveat(who),
  };
}

/**
 * The forest plot's narrow rendering: labels cut at 160 pixels, the plot 220 wide. With several
 * arms or mixes, a label such as "combat 2d6 [basic]: Troll (dealt)" would be cut before the part
 * that tells the rows apart, so the rows are grouped under a heading per arm and mix instead and
 * labelled by subject alone.
 */
export function narrowForest(o: CompareOutcome, spec: TopLevelSpec): TopLevelSpec {
  const several = o.arms.length > 2 || o.mixes.length > 1;
  if (!several) return narrowSpec(spec, 220, 160);
  const s = spec as TopLevelSpec & { data: { values: { label: string }[] }; layer: unknown[] };
  const rows = forestRows(o);
  const values = s.data.values.map((v, i) => ({ ...v, label: subjectName(rows[i]), group: `${armName(rows[i].arm)}${rows[i].mix ? ` · ${rows[i].mix}` : ''}` }));
  const { layer, data: _data, width: _width, height: _height, ...rest } = s as typeof s & { width: unknown; height: unknown };
  const zero = { mark: { type: 'rule', strokeDash: [4, 4], color: '#555' }, encoding: { x: { datum: 0, type: 'quantitative' } } };
  const faceted = {
    ...rest,
    data: { values },
    facet: { row: { field: 'group', type: 'nominal', sort: null, title: null, header: { labelAngle: 0, labelOrient: 'top', labelAnchor: 'start', labelFontSize: 13, labelFontWeight: 'bold' } } },
    spec: { width: 190, height: { step: 18 }, layer: [...layer.slice(0, 2), zero] },
  } as unknown as TopLevelSpec;
  return narrowSpec(faceted, 190, 160);
}

/** The rows the forest plot draws, in order. */
function forestRows(o: CompareOutcome): CompareRow[] {
  return o.rows.filter((r) => r.low !== null && ['character-dealt', 'seat', 'timeout'].includes(r.metric));
}

function page(o: CompareOutcome, svg: string, narrow: string): string {
  const links = [...COMPARE_FILES, ...(o.skill ? SKILL_FILES : [])].filter((f) => f !== 'index.html').map((f) => `<li><a href="${f}">${f}</a></li>`).join('\n');
  // The arms' generated names (rules.combat=2d6) as words in the page's copy of the printed lines.
  const words = (text: string) => o.arms.reduce((t, a) => (armName(a.name) === a.name ? t : t.split(a.name).join(armName(a.name))), text);
  const agreement = o.agreement ? `<section id="agreement"><h2>Under every bot</h2><pre>${escapeHtml(agreementText(o, true))}</pre></section>\n` : '';
  const skill = o.skill ? `<section id="skill"><h2>Skill check</h2><pre>${escapeHtml(words(skillLines(o.skill, o.arms.map((a) => a.name)).join('\n')))}</pre></section>\n` : '';
  return htmlPage({
    title: `talisman-sim compare: ${o.arms.map((a) => armName(a.name)).join(' vs ')}`,
    heading: `Compare: ${o.arms.map((a) => armName(a.name)).join(' vs ')}`,
    lede: headline(o, armName),
    about: compareAbout(o),
    warning: o.roundCapWarning,
    style: 'tr.sig td { font-weight: 600; }\np.verdict { font-weight: 600; }\n',
    body: `${figure({ name: 'forest', caption: 'Rate differences with their simultaneous 95% intervals (forest.vl.json).', svg, narrow })}
${tablesHtml(o)}
${agreement}${skill}${provenanceHtml(o)}
<section id="files"><h2>Files</h2><ul class="files">\n${links}\n</ul></section>`,
  });
}

/** Every file's content by name, index.html last: the same outcome gives the same bytes. */
export async function compareReport(o: CompareOutcome): Promise<Record<string, string>> {
  const spec = forestSpec(o);
  const svg = (await renderSvg(spec)).replace(/^(<svg[^>]*>)/, `$1<desc>${escapeHtml(headline(o))}</desc>`);
  const narrow = await renderSvg(narrowForest(o, spec));
  return {
    'compare.json': `${JSON.stringify(o, null, 2)}\n`,
    'compare.csv': compareCsv(o.rows),
    'compare.md': compareMarkdown(o),
    'forest.vl.json': `${JSON.stringify(spec, null, 2)}\n`,
    'forest.svg': svg,
    ...(o.skill ? { 'skill.csv': skillCsv(o.skill), 'skill-rates.csv': skillRatesCsv(o.skill) } : {}),
    'index.html': page(o, svg, narrow),
  };
}
