// The fork design's report files (card-balance / doc-balance --design fork, src/cli/card-balance-fork.ts):
// the outcome as JSON, every row as CSV (each card's absolute and relative effect per draw on each
// outcome, with its simultaneous interval and Holm p), and index.html: the verdict, the ranking and
// the rows. The same outcome gives the same bytes (no dates, no timings).
import type { ForkEffect, ForkRunOutcome, ForkRow } from '../experiment/fork.ts';
import { flagsText, forkReport } from '../experiment/fork.ts';
import { count, escapeHtml, htmlPage } from './html.ts';

const UNIT = { drawer: "drawer's win (points)", rounds: 'rounds (% of the mean game)', first: "first drawer's win (points)" } as const;

function cells(e: ForkEffect | null): string[] {
  if (e === null) return ['', '', '', '', '', '', ''];
  return [e.effect, e.se, e.low, e.high, e.p, e.holm].map((x) => String(Number(x.toPrecision(6)))).concat(String(e.significant));
}

/** One line per card and outcome: absolute then relative effect per draw. */
export function forkCsv(rows: readonly ForkRow[]): string {
  const kinds = ['effect', 'se', 'simultaneous_lo', 'simultaneous_hi', 'p', 'holm_p', 'significant'];
  const head = ['card', 'name', 'outcome', 'forks', ...kinds.map((k) => `absolute_${k}`), ...kinds.map((k) => `relative_${k}`)];
  const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = rows.map((r) => [r.card, r.name, r.outcome, String(r.forks), ...cells(r.absolute), ...cells(r.relative)].map(quote).join(','));
  return `${[head.join(','), ...lines].join('\n')}\n`;
}

const sign = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;

function effectCell(e: ForkEffect | null): string {
  return e === null ? '<td>too few forks</td><td></td>' : `<td>${sign(e.effect)}</td><td>${sign(e.low)} to ${sign(e.high)}${e.significant ? ' *' : ''}</td>`;
}

/** The page: verdict and cost, the ranking, then every row. */
export function forkHtml(o: ForkRunOutcome, stem: string): string {
  const f = o.findings;
  const ranking = f.ranking.map((r) => {
    const e = r.largest.relative!;
    return `<tr><td>${r.rank}</td><td>${escapeHtml(r.name)}</td><td>${escapeHtml(UNIT[r.largest.outcome])}</td><td>${sign(e.effect)}</td><td>${sign(e.low)} to ${sign(e.high)}</td><td>${e.holm.toExponential(1)}</td><td>${count(r.largest.forks)}</td><td>${r.flagged ? 'flagged' : ''}</td></tr>`;
  }).join('\n');
  const rows = f.rows.map((r) => `<tr><td>${escapeHtml(r.name)}</td><td>${escapeHtml(UNIT[r.outcome])}</td><td>${count(r.forks)}</td>${effectCell(r.absolute)}${effectCell(r.relative)}</tr>`).join('\n');
  const how = `${o.continuations} continuation${o.continuations === 1 ? '' : 's'} per fork${o.horizon > 0 ? `, stopped ${o.horizon} rounds after the draw and scored by the value model` : ', played to the end'}`;
  const [played, , , ...rest] = forkReport(f);
  return htmlPage({
    title: `talisman-sim ${stem} (fork design): ${o.scenario}`,
    heading: `Card balance, fork design: ${o.scenario}`,
    lede: `${played} · deck ${o.deck} · ${how} · seed ${o.seed} · talisman-sim ${o.version}`,
    body: [
      `<section id="verdict"><h2>Verdict</h2><p>${escapeHtml(f.verdict)}</p><p>${escapeHtml(rest[rest.length - 1].replace(/^- w/, 'W'))}. A card's effect per draw is the game as played (the card drawn) minus its fork (the card passed over), on the same dice; relative: minus the other cards' mean. Intervals are simultaneous over the report's ${f.tests} tests (5% / ${f.tests}); * significant after Holm; flagged: significant and wholly beyond ${flagsText(f.flag)}.</p></section>`,
      `<section id="ranking"><h2>Ranking</h2><table><thead><tr><th>rank</th><th>card</th><th>effect per draw, relative to the others</th><th>effect</th><th>simultaneous interval</th><th>Holm p</th><th>forks</th><th></th></tr></thead><tbody>\n${ranking}\n</tbody></table></section>`,
      `<section id="rows"><h2>Every effect</h2><table><thead><tr><th>card</th><th>outcome</th><th>forks</th><th>absolute</th><th>interval</th><th>relative</th><th>interval</th></tr></thead><tbody>\n${rows}\n</tbody></table></section>`,
      `<section id="files"><h2>Files</h2><ul class="files"><li><a href="${stem}-fork.json">${stem}-fork.json</a></li><li><a href="${stem}-fork.csv">${stem}-fork.csv</a></li></ul></section>`,
    ].join('\n'),
  });
}

/** Every file of the report, index.html last. */
export function forkReportFiles(o: ForkRunOutcome, stem: string): Record<string, string> {
  return {
    [`${stem}-fork.json`]: `${JSON.stringify(o, null, 1)}\n`,
    [`${stem}-fork.csv`]: forkCsv(o.findings.rows),
    'index.html': forkHtml(o, stem),
  };
}
