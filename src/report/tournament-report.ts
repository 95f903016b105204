// The files of a tournament (`talisman-sim tournament`): tournament.json (one entry per strategy),
// tournament.csv, the win-rate chart as a Vega-Lite spec and an SVG, and a self-contained
// index.html; summary.json (the run's full summary) is written by the CLI next to them.
import { stringify } from 'csv-stringify/sync';
import type { Summary } from '../sim/summary.ts';
import type { TournamentEntry } from '../experiment/tournament.ts';
import { strategyWinRatesSpec, tournamentPar } from './charts.ts';
import { formatRate } from './csv.ts';
import { count, escapeHtml, figure, htmlPage, percent, rulesHtml, type About } from './html.ts';
import { botCaveat } from './labels.ts';
import { narrowSpec, renderSvg, withDescription } from './svg.ts';

/** Every file of a tournament report but summary.json, index.html last. */
export const TOURNAMENT_FILES = ['tournament.json', 'tournament.csv', 'tournament.vl.json', 'tournament.svg', 'index.html'] as const;

/** tournament.csv: strategy,games (seat-games),wins,win_rate,ci_low,ci_high. */
export function tournamentCsv(entries: readonly TournamentEntry[]): string {
  const rows = entries.map((e) => [e.strategy, e.games, e.wins, formatRate(e.winRate), formatRate(e.ciLow), formatRate(e.ciHigh)].map(String));
  return stringify(rows, { header: true, columns: ['strategy', 'games', 'wins', 'win_rate', 'ci_low', 'ci_high'] });
}

export function tournamentLine(s: Summary, strategies: readonly string[]): string {
  const p = s.provenance;
  return `talisman-sim ${p.version}: tournament of ${strategies.join(', ')}, seed ${p.seed}, ${p.games} games, ${p.tables?.length ?? 0} tables x ${p.seats.length} rotations, rules ${p.ruleModules.map((m) => m.id).join(' + ')}`;
}

function tableHtml(entries: readonly TournamentEntry[]): string {
  const rows = entries.slice().sort((a, b) => b.winRate - a.winRate)
    .map((e) => [e.strategy, count(e.games), count(e.wins), percent(e.winRate), `${percent(e.ciLow)} – ${percent(e.ciHigh)}`]);
  const head = ['Strategy', 'Seat-games', 'Wins', 'Win rate', '95% interval'].map((h) => `<th>${h}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n');
  return `<table id="tournament"><thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody></table>`;
}

/** How par was reached: "par 22.5%: 90.0% of the games had a winner, one in each such game, shared among 4 seats". */
export function parText(s: Summary, entries: readonly TournamentEntry[]): string {
  const seats = s.provenance.seats.length;
  const par = tournamentPar(entries);
  return `par ${percent(par)}: ${percent(par * seats)} of the games had a winner, one in each such game, shared among ${seats} seats`;
}

/** The tournament's HTML section: chart (and its narrow rendering), table and how the tables were built. */
export function tournamentSection(s: Summary, entries: readonly TournamentEntry[], svg: string, narrow?: string): string {
  const seats = s.provenance.seats.length;
  const tables = s.provenance.tables?.length ?? 0;
  const par = parText(s, entries);
  return `<section id="tournament-section"><h2>Tournament</h2>
${figure({ name: 'tournament', caption: `Win rate per seat-game with its 95% Wilson interval; dashed: ${par} (tournament.vl.json).`, svg, narrow })}
${tableHtml(entries)}
<p class="note">${escapeHtml(`Tables: every choice of ${seats} strategies (repeats allowed) that mixes at least two, ${tables} in all; each is played in all ${seats} rotations, so every strategy sits in every seat equally often and meets every other. Characters are dealt at random. A win rate is wins over seat-games, comparable to par: ${par}; it would be 1 in ${seats} only if every game had a winner (timeouts and games where no one is left have none).`)}</p>
<p class="note">${escapeHtml(`${count(s.games)} games; ${count(s.timeouts)} timed out at the round cap (${percent(s.timeoutRate)}); mean ${s.roundsMean.toFixed(1)} rounds.`)}</p></section>`;
}

/** Which bots met, how they were seated, and the rule set in words. */
export function tournamentAbout(s: Summary, strategies: readonly string[]): About {
  const seats = s.provenance.seats.length;
  const who = `${strategies.join(', ')}, mixed at ${seats}-seat tables, every strategy in every seat equally often`;
  return {
    lines: [['Strategies', `${escapeHtml(who)}; characters dealt at random`], ['Rules', `${rulesHtml(s.provenance.rules)}; ${seats} players`]],
    caveat: botCaveat(strategies.join(', ')),
  };
}

function page(s: Summary, strategies: readonly string[], section: string): string {
  const files = ['summary.json', ...TOURNAMENT_FILES.filter((f) => f !== 'index.html')];
  const links = files.map((f) => `<li><a href="${f}">${f}</a></li>`).join('\n');
  return htmlPage({
    title: `talisman-sim tournament: ${strategies.join(', ')}`,
    heading: 'Talisman strategy tournament',
    lede: tournamentLine(s, strategies),
    about: tournamentAbout(s, strategies),
    warning: s.roundCapWarning,
    body: `${section}\n<section id="files"><h2>Files</h2><ul class="files">\n${links}\n</ul></section>`,
  });
}

/** Every file's content by name: the same summary gives the same bytes. */
export async function tournamentReport(s: Summary, strategies: readonly string[], entries: readonly TournamentEntry[]): Promise<Record<string, string>> {
  const line = tournamentLine(s, strategies);
  const spec = strategyWinRatesSpec(entries, s.provenance.seats.length, line);
  const svg = withDescription(await renderSvg(spec), line);
  const narrow = await renderSvg(narrowSpec(spec, 300));
  return {
    'tournament.json': `${JSON.stringify(entries, null, 2)}\n`,
    'tournament.csv': tournamentCsv(entries),
    'tournament.vl.json': `${JSON.stringify(spec, null, 2)}\n`,
    'tournament.svg': svg,
    'index.html': page(s, strategies, tournamentSection(s, entries, svg, narrow)),
  };
}
