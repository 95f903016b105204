// `card-balance SCENARIO --design fork` and `doc-balance --design fork` (src/experiment/fork-metric.ts,
// fork.ts): the scenario's games with a counterfactual fork at each draw of a card under test (a fan
// card from the Adventure deck, or a card of a deck a module declares: the DOC deck), played on the
// pool in index order; prints the ranking (or, with --json, the outcome) and writes
// <command>-fork.json, <command>-fork.csv and index.html (last) to the output folder once whole.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Arm } from '../experiment/arms.ts';
import type { CardEntry } from '../experiment/card-balance.ts';
import { forkFindings, forkReport, type ForkFlags, type ForkRunOutcome } from '../experiment/fork.ts';
import { forkChangeFindings, forkChangeReport, type ForkChangeFindings } from '../experiment/fork-change.ts';
import type { ForkParams } from '../experiment/fork-metric.ts';
import { measureArms } from '../experiment/run.ts';
import { openRunner, type BatchRunner } from '../experiment/pool.ts';
import { forkReportFiles } from '../report/fork-report.ts';
import { intRule } from '../fields/field-rules.ts';
import { ScenarioError, checkFlag } from '../scenario/validate.ts';
import { writeReportFiles } from '../sim/json-file.ts';
import { VERSION } from '../sim/summary.ts';
import { gamesProgress, interruptible, playHeld, printJson, status, type CliIo } from './io.ts';
import { claimOutDir } from './out-dir.ts';

export interface ForkRun {
  arm: Arm;
  /** The command: the stem of the files. */
  stem: 'card-balance' | 'doc-balance';
  cards: readonly { id: string; name: string }[];
  params: ForkParams;
  games: number;
  /** Per outcome (forkFlagsOf: --flag, or the design's default). */
  flag: ForkFlags;
  batch: number;
  out: string;
  command: string;
  json?: boolean;
  /** The scenario before a change (--against): each card's effect after it (arm) minus before it, on the same seeds (fork-change.ts). */
  against?: Arm;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/** The fan cards a fork can pass over: those in the deck (a removal has no card to draw). */
export function forkCards(entries: readonly CardEntry[]): { id: string; name: string }[] {
  return entries.filter((e) => e.without.length > 0).map((e) => ({ id: e.id, name: e.name }));
}

const CONTINUATIONS = intRule(1, 64);
const HORIZON = intRule(0, 1000);

/** --continuations and --horizon (fork-metric.ts ForkParams), 1 and 0 by default. */
export function forkOptions(a: { continuations?: string; horizon?: string }): { continuations: number; horizon: number } {
  return {
    continuations: a.continuations === undefined ? 1 : checkFlag('continuations', a.continuations, CONTINUATIONS),
    horizon: a.horizon === undefined ? 0 : checkFlag('horizon', a.horizon, HORIZON),
  };
}

/** Play the forks and report; 130 when interrupted (nothing written). */
export async function cardBalanceFork(r: ForkRun, runner: BatchRunner, io: CliIo): Promise<number> {
  if (r.cards.length < 2) throw new ScenarioError(`${r.arm.plan.scenario}: --design fork needs two or more cards in the deck (removals have no card to draw)`);
  if (r.arm.plan.search !== undefined || r.arm.plan.seats.some((s) => s.strategy === 'search')) {
    throw new ScenarioError(`${r.arm.plan.scenario}: --design fork copies games before turns and cannot seat the search player (it copies them too); use --design ablation`);
  }
  const arms = r.against === undefined ? [r.arm.plan] : [{ ...r.against.plan, seed: r.arm.plan.seed }, r.arm.plan];
  const sums = await measureArms({ arms, metric: 'fork' as const, params: r.params }, r.games, { batch: r.batch, runner, signal: r.signal, onProgress: r.onProgress });
  if (sums === null) {
    io.err(`talisman-sim: ${r.stem} interrupted; no report written`);
    return 130;
  }
  if (r.against !== undefined) return changeReport(r, forkChangeFindings(sums, r.cards, r.flag, r.params.horizon), io);
  const findings = forkFindings(sums, r.cards, r.flag, r.params.horizon);
  const outcome: ForkRunOutcome = {
    version: VERSION, command: r.command, scenario: r.arm.plan.scenario, seed: r.arm.plan.seed, design: 'fork',
    deck: r.params.deck ?? 'adventure', continuations: r.params.continuations ?? 1, horizon: r.params.horizon ?? 0, findings,
  };
  // A report is whole only with its index.html, written last: an old one goes first.
  if (existsSync(join(r.out, 'index.html'))) rmSync(join(r.out, 'index.html'));
  writeReportFiles(r.out, forkReportFiles(outcome, r.stem), `${r.stem} report`);
  if (r.json) printJson(io, outcome);
  else for (const line of forkReport(findings)) io.out(line);
  return 0;
}

/** --against: the change's findings written (<command>-change.json, then index.html) and printed. */
function changeReport(r: ForkRun, findings: ForkChangeFindings, io: CliIo): number {
  const outcome = {
    version: VERSION, command: r.command, scenario: r.arm.plan.scenario, against: r.against!.file, seed: r.arm.plan.seed, design: 'fork',
    deck: r.params.deck ?? 'adventure', continuations: r.params.continuations ?? 1, horizon: r.params.horizon ?? 0, findings,
  };
  const lines = forkChangeReport(findings);
  if (existsSync(join(r.out, 'index.html'))) rmSync(join(r.out, 'index.html'));
  writeReportFiles(r.out, { [`${r.stem}-change.json`]: `${JSON.stringify(outcome, null, 1)}\n`, 'index.html': changeHtml(r, lines) }, `${r.stem} report`);
  if (r.json) printJson(io, outcome);
  else for (const line of lines) io.out(line);
  return 0;
}

function changeHtml(r: ForkRun, lines: readonly string[]): string {
  const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const title = `${r.stem}: ${r.arm.file} against ${r.against!.file}`;
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head>\n<body><h1>${esc(title)}</h1>\n<p>${esc(r.command)}</p>\n<pre>${esc(lines.join('\n'))}</pre></body></html>\n`;
}

/** The cards both scenarios hold, in the changed one's order; one line naming the others when they differ. */
export function sameCards(after: readonly { id: string; name: string }[], before: readonly { id: string; name: string }[], scenario: string, against: string): void {
  const ids = new Set(before.map((c) => c.id));
  const differ = [...after.filter((c) => !ids.has(c.id)), ...before.filter((c) => !after.some((x) => x.id === c.id))].map((c) => c.name);
  if (differ.length > 0) throw new ScenarioError(`${scenario}: --against ${against} needs the same cards in both, with changes to them; only one holds ${differ.join(', ')}`);
}

/** The command's --design fork: claim the folder, play on a pool of `workers`, report (cardBalanceFork). */
export function forkCommand(args: { fresh: boolean; quiet: boolean; json: boolean }, io: CliIo, r: Omit<ForkRun, 'signal' | 'onProgress' | 'json'>, workers: number): Promise<number> {
  const release = claimOutDir(r.out, r.stem, args.fresh);
  const runner = openRunner(workers);
  const stop = interruptible(io);
  return playHeld(io, { stop, runner, release }, async () => {
    const show = gamesProgress(io, args.quiet, 1, r.games);
    const code = await cardBalanceFork({ ...r, json: args.json, signal: stop.signal, onProgress: (done) => show.update(done) }, runner, io);
    show.finish();
    if (code === 0) {
      stop.played();
      status(io, `report: ${join(r.out, 'index.html')}`, args.quiet);
    }
    return code;
  });
}
