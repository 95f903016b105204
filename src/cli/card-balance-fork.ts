// `card-balance SCENARIO --design fork` and `doc-balance --design fork` (src/experiment/fork-metric.ts,
// fork.ts): the scenario's games with a counterfactual fork at each draw of a card under test (a fan
// card from the Adventure deck, or a card of a deck a module declares: the DOC deck), played on the
// pool in index order; prints the ranking (or, with --json, the outcome) and writes
// <command>-fork.json, <command>-fork.csv and index.html (last) to the output folder once whole.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Arm } from '../experiment/arms.ts';
import type { CardEntry } from '../experiment/card-balance.ts';
import { forkFindings, forkReport, type ForkRunOutcome } from '../experiment/fork.ts';
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
  flag: number;
  batch: number;
  out: string;
  command: string;
  json?: boolean;
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
  const spec = { arms: [r.arm.plan], metric: 'fork' as const, params: r.params };
  const sums = await measureArms(spec, r.games, { batch: r.batch, runner, signal: r.signal, onProgress: r.onProgress });
  if (sums === null) {
    io.err(`talisman-sim: ${r.stem} interrupted; no report written`);
    return 130;
  }
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
