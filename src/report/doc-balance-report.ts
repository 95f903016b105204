// The files of `talisman-sim doc-balance` (reports/doc-balance/<scenario>/): doc-balance.json, the tidy
// doc-balance.csv (ablation, exposure and whole-deck rows), doc-balance.md, the ranking by relative
// effect (the absolute effect beside it) and the card × character heatmap of relative effects as
// Vega-Lite specs and SVGs, and index.html, written last.
import { stringify } from 'csv-stringify/sync';
import type { TopLevelSpec } from 'vega-lite';
import { DOC_DECK, type BalanceDeck } from '../experiment/balance-deck.ts';
import type { AblationRow, DocBalanceFindings } from '../experiment/doc-balance.ts';
import type { ArmProvenance } from '../experiment/outcome.ts';
import { TABLE_HEAD, tableCells } from './compare-report.ts';
import { contentText, count, escapeHtml, figure, htmlPage, idHtml, rulesHtml, warningLines, type About } from './html.ts';
import { armName, botCaveat, characterName, seatsInWords } from './labels.ts';
import { CHART_CONFIG, narrowSpec, renderSvg, subtitle, withDescription } from './svg.ts';

/** Every file of a balance report (doc-balance's, card-balance's), index.html last. */
export function balanceFiles(command: BalanceDeck['command']): readonly string[] {
  return [`${command}.json`, `${command}.csv`, `${command}.md`, 'ranking.vl.json', 'ranking.svg', 'heatmap.vl.json', 'heatmap.svg', 'index.html'];
}

/** Every file of a doc-balance report, index.html last. */
export const DOC_BALANCE_FILES = balanceFiles('doc-balance');

export interface DocBalanceOutcome {
  version: string;
  command: string;
  scenario: string;
  seed: string;
  players: number;
  method: string;
  findings: DocBalanceFindings;
  arms: ArmProvenance[];
  /** When more than 10% of an arm's games reached the round cap (stats/round-cap.ts). */
  roundCapWarning?: string;
}

const ASSOCIATION = 'Win rate of the seats that encountered the card against the other seats: an association, not a cause (a seat that travels more meets more cards, and a winner plays longer).';

function headline(o: DocBalanceOutcome): string {
  const f = o.findings;
  return `talisman-sim ${o.version}: ${o.scenario}, seed ${o.seed}, ${o.players} players, ${count(f.games)} games per arm (${o.arms.length} arms on the same game seeds); flag ±${f.flag} points`;
}

/**
 * What the report finds, before any ranking: the cards flagged, or those whose effect relative to the
 * others is significant after Holm, or that no card stands out (the order is then chance).
 */
export function balanceVerdict(f: DocBalanceFindings, on: BalanceDeck = DOC_DECK): string {
  const flagged = f.ranking.filter((c) => c.flagged).map((c) => c.name);
  if (flagged.length > 0) return `Flagged (a relative effect beyond ±${f.flag}, significant after Holm): ${flagged.join(', ')}.`;
  const differ = f.ranking.filter((c) => f.ablation.some((r) => r.card === c.card && r.relative.significant)).map((c) => c.name);
  if (differ.length > 0) return `${differ.join(', ')} ${differ.length === 1 ? 'differs' : 'differ'} from the other ${on.cards} (significant after Holm), none by more than ±${f.flag}.`;
  return `No card stands out: no card's effect relative to the others is significant after Holm, so the order below is chance at ${count(f.games)} games per arm.`;
}

/** An effect on the ranking's scale: points, or percent of the mean rounds. */
function scaled(r: AblationRow, x: number): string {
  return `${x >= 0 ? '+' : ''}${x.toFixed(1)}${r.metric === 'rounds' ? '%' : ''}`;
}

function what(r: AblationRow): string {
  return r.metric === 'character-dealt' ? characterName(r.subject) : r.metric === 'rounds' ? 'mean rounds' : r.metric === 'drawer' ? 'its first drawer' : 'timeout rate';
}

/** An interval on the ranking's scale, or why there is none. */
function span(r: AblationRow, low: number | null, high: number | null, note: string): string {
  return low === null || high === null ? note || '–' : `${scaled(r, low)} to ${scaled(r, high)}`;
}

function pCell(p: number | null): string {
  if (p === null) return '–';
  return p >= 0.001 ? p.toFixed(3) : p >= 1e-15 ? p.toExponential(1) : '<1e-15';
}

const RANK_HEAD = ['rank', 'card', 'strongest relative effect on', 'relative effect', 'simultaneous 95% interval', 'per-row 95%', 'p (Holm)', 'absolute effect', 'simultaneous 95% interval', 'flagged'];

function rankCells(o: DocBalanceOutcome): string[][] {
  return o.findings.ranking.map((c) => {
    const a = c.largest;
    const rel = a.relative;
    return [String(c.rank), c.name, what(a), scaled(a, rel.scaled), span(a, rel.simultaneousLow, rel.simultaneousHigh, rel.note), span(a, rel.scaledLow, rel.scaledHigh, rel.note),
      pCell(rel.pHolm), scaled(a, a.scaled), span(a, a.simultaneousLow, a.simultaneousHigh, a.note), c.flagged ? 'yes' : ''];
  });
}

/** What the relative and the absolute effect are under the design, and why the ranking uses the relative one. */
function effectsText(f: DocBalanceFindings): string {
  const absolute = f.design === 'factorial'
    ? 'Absolute effect: the card in the deck against out of it, from the regression of each seed\'s two games (a random half of the cards, and the other half) on which card was in which.'
    : 'Absolute effect: whole deck minus the deck without the card; it keeps the whole deck\'s chance deviation, which moves every card alike. First drawer: the win rate of the seat that first drew the card, whole deck minus the deck without it (the two play the same game up to that draw), per game.';
  return `Relative effect: the card's effect minus the mean effect of the other cards in the run, so that what every card shares drops out. ${absolute} Cards are ranked by how far the nearer end of a relative effect's simultaneous interval (the answer: Bonferroni over the report's family, so that all of them hold at once in 95% of runs) lies from 0; each shows that effect. The per-row 95% interval holds for one row alone.`;
}

const EXPOSURE_HEAD = ['card', 'drawn / game', 'encountered / game', 'games drawn', 'taken / bought / lost, per game', 'what it did, per game', 'win rate: encountered', 'win rate: not'];

/** What the players did with a card they may keep (a fan Object or Follower: content/fan/cards.ts), its own column. */
const KEPT = ['taken', 'bought', 'lost'];

function exposureCells(o: DocBalanceOutcome, on: BalanceDeck): string[][] {
  const pct = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)}%`);
  const perGame = (e: DocBalanceOutcome['findings']['exposure'][number], what: string) => e.did.find((d) => d.what === what)?.perGame ?? 0;
  return o.findings.exposure.map((e) => [on.name(e.card), e.drawnPerGame.toFixed(3), e.encounteredPerGame.toFixed(3), pct(e.gamesDrawn),
    e.did.some((d) => KEPT.includes(d.what)) ? KEPT.map((k) => perGame(e, k).toFixed(3)).join(' / ') : '–',
    e.did.filter((d) => !KEPT.includes(d.what)).map((d) => `${d.what.replace(/-/g, ' ')} ${d.perGame.toFixed(3)}`).join(', ') || '–', pct(e.winRateEncountered), pct(e.winRateNot)]);
}

function mdTable(head: readonly string[], rows: readonly string[][]): string[] {
  return [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)];
}

/** doc-balance.md: the ranking, the whole deck, the exposure. */
export function docBalanceMarkdown(o: DocBalanceOutcome, on: BalanceDeck = DOC_DECK): string {
  const f = o.findings;
  const out = [`# ${on.title}: ${o.scenario}`, '', headline(o), '', ...warningLines(o), `Intervals: ${o.method}`, '',
    `## Ranking: each card's strongest effect relative to the other cards' mean`, '', `**${balanceVerdict(f, on)}**`, '', ...mdTable(RANK_HEAD, rankCells(o)), '',
    `${effectsText(f)} Effects on win rates and the timeout rate in percentage points, on mean rounds in percent of the whole deck's mean. Flagged: the relative effect is significant after Holm over the report's one family and its simultaneous interval lies wholly outside ±${f.flag}. Widest simultaneous half-width of an effect: characters ±${f.widest.characters.toFixed(2)} points, mean rounds ±${f.widest.rounds.toFixed(2)}%, timeout ±${f.widest.timeout.toFixed(2)} points.`, ''];
  for (const arm of f.deck.length > 0 ? [on.arms[1], on.arms[2]] : []) {
    out.push(`## The whole deck: ${arm} against ${on.arms[0]}`, '', ...mdTable(TABLE_HEAD, f.deck.filter((r) => r.arm === arm).map(tableCells)), '');
  }
  out.push(`## Exposure (${f.design === 'factorial' ? 'per game of the first half that held the card' : 'the whole deck, x1'})`, '', ...mdTable(EXPOSURE_HEAD, exposureCells(o, on)), '', ASSOCIATION, '');
  return `${out.join('\n')}\n`;
}

/** The relative effect's columns (rel_*) come after the absolute effect's, which keep their places; `flagged` is the relative effect's flag. */
const RELATIVE_COLUMNS = ['rel_diff', 'rel_lo', 'rel_hi', 'rel_scaled', 'rel_scaled_lo', 'rel_scaled_hi', 'rel_p', 'rel_p_holm', 'rel_significant', 'rel_simultaneous_lo', 'rel_simultaneous_hi', 'note', 'rel_note'];
/** The simultaneous interval of an absolute effect (scaled) or a whole-deck row, after the rest so that no column moves. */
const SIMULTANEOUS_COLUMNS = ['simultaneous_lo', 'simultaneous_hi'];
const CSV_COLUMNS = ['section', 'card', 'metric', 'subject', 'value', 'diff', 'lo', 'hi', 'scaled', 'scaled_lo', 'scaled_hi', 'p', 'p_holm', 'significant', 'flagged', ...RELATIVE_COLUMNS, ...SIMULTANEOUS_COLUMNS];

/** doc-balance.csv: tidy, one row per ablation effect (absolute, then relative), exposure figure and whole-deck difference. */
export function docBalanceCsv(f: DocBalanceFindings): string {
  const n = (x: number | null) => (x === null || !Number.isFinite(x) ? '' : x.toFixed(6));
  const none = RELATIVE_COLUMNS.map(() => '');
  const rows: string[][] = f.ablation.map((r) => {
    const v = r.relative;
    return ['ablation', r.card, r.metric, r.subject, n(r.whole), n(r.effect), n(r.low), n(r.high),
      n(r.scaled), n(r.scaledLow), n(r.scaledHigh), n(r.p), n(r.pHolm), r.significant ? 'yes' : 'no', r.flagged ? 'yes' : 'no',
      n(v.effect), n(v.low), n(v.high), n(v.scaled), n(v.scaledLow), n(v.scaledHigh), n(v.p), n(v.pHolm), v.significant ? 'yes' : 'no',
      n(v.simultaneousLow), n(v.simultaneousHigh), r.note, v.note, n(r.simultaneousLow), n(r.simultaneousHigh)];
  });
  for (const e of f.exposure) {
    const fig = (metric: string, x: number | null, subject = '') => rows.push(['exposure', e.card, metric, subject, n(x), '', '', '', '', '', '', '', '', '', '', ...none, '', '']);
    fig('drawn-per-game', e.drawnPerGame);
    fig('encountered-per-game', e.encounteredPerGame);
    fig('games-drawn', e.gamesDrawn);
    for (const d of e.did) fig('per-game', d.perGame, d.what);
    fig('win-rate-encountered', e.winRateEncountered);
    fig('win-rate-not-encountered', e.winRateNot);
  }
  for (const r of f.deck) {
    rows.push(['deck', r.arm, r.metric, r.subject, n(r.value), n(r.diff), n(r.low), n(r.high), '', '', '', n(r.p), n(r.pHolm), r.significant ? 'yes' : 'no', '', ...none, n(r.simultaneousLow), n(r.simultaneousHigh)]);
  }
  return stringify(rows, { header: true, columns: CSV_COLUMNS });
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** The ranking: each card's largest relative effect and its interval, largest at the top, flagged ones red; its absolute effect a grey ring beside it. */
export function rankingSpec(o: DocBalanceOutcome, on: BalanceDeck = DOC_DECK): TopLevelSpec {
  const f = o.findings;
  const values = f.ranking.map((c) => {
    const rel = c.largest.relative;
    const at = (x: number | null) => (x === null ? null : round(x));
    return { card: `${c.rank}. ${c.name} (${what(c.largest)})`, effect: round(rel.scaled), low: at(rel.simultaneousLow), high: at(rel.simultaneousHigh), absolute: round(c.largest.scaled), flagged: c.flagged ? 'yes' : 'no' };
  });
  const y = { field: 'card', type: 'nominal', sort: null, title: null };
  const colour = { field: 'flagged', type: 'nominal', title: `flagged (outside ±${f.flag}, Holm)`, scale: { domain: ['no', 'yes'], range: ['#1f4e9c', '#b03a2e'] } };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    description: headline(o),
    title: { text: [`${on.cards} by their strongest effect`, 'relative to the other cards\' mean'], subtitle: ['the card\'s effect minus the other cards\' mean, with its simultaneous 95% interval', 'ring: the absolute effect, whole deck minus the deck without the card', 'points (mean rounds: % of the mean)'] },
    config: { ...CHART_CONFIG, axis: { ...CHART_CONFIG.axis, labelLimit: 320 } },
    width: 400,
    height: { step: 20 },
    data: { values },
    layer: [
      { mark: { type: 'rule', strokeWidth: 2 }, encoding: { y, x: { field: 'low', type: 'quantitative', title: 'relative effect (ring: absolute)' }, x2: { field: 'high' }, color: colour } },
      { mark: { type: 'point', filled: false, size: 50, color: '#888' }, encoding: { y, x: { field: 'absolute', type: 'quantitative' } } },
      { mark: { type: 'point', filled: true, size: 50, opacity: 1 }, encoding: { y, x: { field: 'effect', type: 'quantitative' }, color: colour } },
      { data: { values: [{ x: -f.flag }, { x: 0 }, { x: f.flag }] }, mark: { type: 'rule', strokeDash: [4, 4], color: '#555' }, encoding: { x: { field: 'x', type: 'quantitative' } } },
    ],
  } as TopLevelSpec;
}

/** Card × character: each card's relative effect on each character's win rate, in points. */
export function heatmapSpec(o: DocBalanceOutcome, on: BalanceDeck = DOC_DECK): TopLevelSpec {
  const f = o.findings;
  const rows = f.ablation.filter((r) => r.metric === 'character-dealt');
  const span = Math.max(1, ...rows.map((r) => Math.abs(r.relative.scaled)));
  const values = rows.map((r) => ({ card: on.name(r.card), character: characterName(r.subject), effect: round(r.relative.scaled), label: `${r.relative.scaled.toFixed(1)}${r.relative.significant ? '*' : ''}` }));
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    description: headline(o),
    title: { text: `Each ${on.card}'s relative effect on each character's win rate`, subtitle: subtitle('the card\'s effect minus the other cards\' mean, percentage points; *: significant after Holm over the report\'s family') },
    config: { ...CHART_CONFIG, axis: { ...CHART_CONFIG.axis, labelLimit: 240 } },
    // Cells wide enough for a label such as "-100.0*" (10 px) and rows for 12-pixel card names: no label runs into the next.
    width: { step: 46 },
    height: { step: 22 },
    data: { values },
    encoding: {
      x: { field: 'character', type: 'nominal', title: null, axis: { labelAngle: -45, orient: 'top' } },
      y: { field: 'card', type: 'nominal', sort: f.ranking.map((c) => c.name), title: null },
    },
    layer: [
      { mark: 'rect', encoding: { color: { field: 'effect', type: 'quantitative', title: 'points', scale: { scheme: 'redblue', domain: [-span, span] } } } },
      {
        mark: { type: 'text', fontSize: 10 },
        encoding: { text: { field: 'label' }, color: { condition: { test: `abs(datum.effect) > ${round(span * 0.6)}`, value: 'white' }, value: 'black' } },
      },
    ],
  } as TopLevelSpec;
}

function htmlTable(head: readonly string[], rows: readonly string[][]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>\n<tbody>\n${rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n')}\n</tbody></table>`;
}

/** An arm's name in words ("DOC deck x1", "without Gift Horse"), the name as given in a tooltip. */
function armHtml(name: string, on: BalanceDeck): string {
  return idHtml(name, armName(name, on.name));
}

/** The bots at the seats and the scenario's rules (the doc=off arm's) in words; what the other arms change. */
export function docBalanceAbout(o: DocBalanceOutcome, on: BalanceDeck = DOC_DECK): About {
  const base = o.arms[0];
  const who = seatsInWords(base.seats);
  return {
    lines: [['Strategies', `${escapeHtml(who)}; characters ${base.seats.some((x) => x.character !== null) ? 'as the scenario gives them' : 'dealt at random'}`],
      ['Rules', `${rulesHtml(base.rules)}; ${o.players} players (the ${armHtml(base.name, on)} arm). ${o.findings.design === 'factorial' ? `The factorial design: each game seed is played with a random half of the ${on.cards} (each by a coin drawn from the seed) and with the other half` : `The other arms ${on.armsDo}`}`]],
    caveat: botCaveat(who),
  };
}

/** The ranking's narrow rendering: labels cut at 230 pixels, the plot 160 wide. */
export function narrowRanking(spec: TopLevelSpec): TopLevelSpec {
  return narrowSpec(spec, 160, 230);
}

function page(o: DocBalanceOutcome, ranking: string, rankingNarrow: string, heatmap: string, on: BalanceDeck): string {
  const f = o.findings;
  const links = balanceFiles(on.command).filter((x) => x !== 'index.html').map((x) => `<li><a href="${x}">${x}</a></li>`).join('\n');
  const deck = (f.deck.length > 0 ? [on.arms[1], on.arms[2]] : []).map((arm) => `<h3>${armHtml(arm, on)} against ${armHtml(on.arms[0], on)}</h3>\n${htmlTable(TABLE_HEAD, f.deck.filter((r) => r.arm === arm).map(tableCells))}`).join('\n');
  const arms = o.arms.map((a) => `<li>${armHtml(a.name, on)}: ${rulesHtml(a.rules)}${contentText(a) === '' ? '' : `; ${escapeHtml(contentText(a))}`}</li>`).join('\n');
  return htmlPage({
    title: `talisman-sim ${on.command}: ${o.scenario}`,
    heading: `${on.title}: ${o.scenario}`,
    lede: headline(o),
    about: docBalanceAbout(o, on),
    style: 'p.verdict { font-weight: 600; }\n',
    warning: o.roundCapWarning,
    body: `<section id="ranking"><h2>Ranking</h2>
${figure({ name: 'ranking', caption: 'Each card\'s largest relative effect with its simultaneous 95% interval, its absolute effect as a ring (ranking.vl.json).', svg: ranking, narrow: rankingNarrow })}
<p class="verdict">${escapeHtml(balanceVerdict(f, on))}</p>
${htmlTable(RANK_HEAD, rankCells(o))}
<p class="note">${escapeHtml(`${effectsText(f)} Win rates and timeouts in percentage points, mean rounds in percent of the whole deck's mean. p adjusted by Holm over one family of every row the report marks (the whole deck's rows, every absolute and relative effect tested). Flagged: the relative effect is significant after that adjustment and its simultaneous interval lies wholly outside ±${f.flag}. too few games: fewer than 6 games tell the arms apart. Intervals: ${o.method}`)}</p></section>
<section id="heatmap"><h2>Card × character</h2>
${figure({ name: 'heatmap', caption: 'Relative effect on each character\'s win rate (the card\'s effect minus the other cards\' mean), points (heatmap.vl.json). In a narrow window it scrolls sideways.', svg: heatmap })}</section>
${f.deck.length === 0 ? '' : `<section id="deck"><h2>The whole deck: off, x1, x2</h2>
${deck}
<p class="note">${on.against}, rates in percentage points; * significant at 5% after Holm over the report's one family.</p></section>`}
<section id="exposure"><h2>Exposure (${f.design === 'factorial' ? `the first half's games holding the card` : 'the whole deck, x1'})</h2>
${htmlTable(EXPOSURE_HEAD, exposureCells(o, on))}
<p class="note">${escapeHtml(ASSOCIATION)}</p></section>
<section id="provenance"><h2>Provenance</h2><p>Command: <code>${escapeHtml(o.command)}</code></p><p>The arms and their rules:</p><ul>\n${arms}\n</ul></section>
<section id="files"><h2>Files</h2><ul class="files">\n${links}\n</ul></section>`,
  });
}

/** Every file's content by name, index.html last: the same outcome gives the same bytes. */
export async function docBalanceReport(o: DocBalanceOutcome, on: BalanceDeck = DOC_DECK): Promise<Record<string, string>> {
  const rank = rankingSpec(o, on);
  const heat = heatmapSpec(o, on);
  const rankSvg = withDescription(await renderSvg(rank), headline(o));
  const heatSvg = withDescription(await renderSvg(heat), headline(o));
  const rankNarrow = await renderSvg(narrowRanking(rank));
  return {
    [`${on.command}.json`]: `${JSON.stringify(o, null, 2)}\n`,
    [`${on.command}.csv`]: docBalanceCsv(o.findings),
    [`${on.command}.md`]: docBalanceMarkdown(o, on),
    'ranking.vl.json': `${JSON.stringify(rank, null, 2)}\n`,
    'ranking.svg': rankSvg,
    'heatmap.vl.json': `${JSON.stringify(heat, null, 2)}\n`,
    'heatmap.svg': heatSvg,
    'index.html': page(o, rankSvg, rankNarrow, heatSvg, on),
  };
}

