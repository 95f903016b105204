// The body of `talisman-sim tournament`, loaded by main.ts once it has parsed the flags: it
// checks the strategy list, builds the tournament plan (src/experiment/tournament.ts), plays it on the
// worker pool and writes summary.json plus the tournament report (src/report/tournament-report.ts).
import { join } from 'node:path';
import { interruptible, loadSim, type Interruptible, printJson, searchFlags, startProgress, status, warnRoundCap, type CliIo } from './io.ts';
import { searchOverrides } from '../scenario/load.ts';
import { POSITIVE_INT, ROUND_CAP, SEED, ScenarioError, checkFlag, WORKERS } from '../scenario/validate.ts';
import { checkWritableDir, makeDir, writeReportFiles } from '../sim/json-file.ts';
import { didYouMean } from '../fields/suggest.ts';
import { checkOutKind, clearOutDir } from './out-dir.ts';
import { writeProvenanceFile } from '../sim/provenance.ts';
import { checkRunSize } from '../sim/limits.ts';
import { DEFAULT_WORKERS } from '../experiment/pool.ts';
import { writeSummaryFile } from '../experiment/run-dir.ts';
import { DEFAULT_BATCH, runPlan, summarise, type RunOutcome } from '../experiment/run-plan.ts';
import type { RunPlan } from '../sim/plan.ts';
import { tournamentEntries, tournamentPlan, type TournamentEntry } from '../experiment/tournament.ts';
import type { MeanSummary, Summary } from '../sim/summary.ts';

export const DEFAULT_TOURNAMENT_GAMES = '1000';
export const DEFAULT_TOURNAMENT_OUT = join('reports', 'tournament');

/** The flags of `tournament` (main.ts declares them). */
export interface TournamentFlags {
  strategies: string;
  games: string;
  seed: string;
  out: string;
  fresh: boolean;
  workers?: string;
  batch?: string;
  roundCap?: string;
  searchBudget?: string;
  searchHorizon?: string;
  searchPolicy?: string;
  searchEvaluation?: string;
  searchAllocation?: string;
  quiet: boolean;
  json: boolean;
}

/** The comma-separated list, checked: known ids, no repeats, at least `min`: two for a tournament, one for compare. */
export function strategyList(text: string, known: readonly string[], min = 2): string[] {
  const list = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const unknown = list.filter((s) => !known.includes(s));
  if (unknown.length > 0) throw new ScenarioError(`--strategies: unknown strategy ${unknown.map((s) => `"${s}"`).join(', ')} (known: ${known.join(', ')})${didYouMean(unknown[0], known)}`);
  const repeated = list.find((s, i) => list.indexOf(s) !== i);
  if (repeated) throw new ScenarioError(`--strategies: "${repeated}" is listed twice`);
  if (list.length < min) throw new ScenarioError(`--strategies needs at least ${min === 1 ? 'one strategy' : 'two strategies, comma-separated'} (got "${text}")`);
  return list;
}

/** `tournament`: play the rotated tables, print the table, write the files. */
export async function tournamentCommand(args: TournamentFlags, io: CliIo, argv: readonly string[] = []): Promise<number> {
  const strategies = strategyList(args.strategies, (await loadSim()).ids.strategies);
  const games = checkFlag('games', args.games, POSITIVE_INT);
  const seed = checkFlag('seed', args.seed, SEED, true);
  const rules = args.roundCap === undefined ? {} : { roundCap: checkFlag('round-cap', args.roundCap, ROUND_CAP) };
  const workers = args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS);
  const batch = args.batch === undefined ? DEFAULT_BATCH : checkFlag('batch', args.batch, POSITIVE_INT);
  const search = searchOverrides(undefined, searchFlags(args));
  const plan = tournamentPlan({ strategies, games, seed, rules, search });
  checkRunSize(plan, plan.games, workers, batch, false);
  checkWritableDir(args.out);
  checkOutKind(args.out, 'tournament', args.fresh);
  if (plan.games !== games) io.err(`talisman-sim: playing ${plan.games} games: whole cycles of ${plan.tables!.length} tables x 4 rotations`);
  const stop = interruptible(io);
  try {
    const outcome = await playTournament(plan, { workers, batch, quiet: args.quiet }, io, stop);
    if (!outcome.complete) {
      io.err('talisman-sim: tournament interrupted; nothing written');
      return 130;
    }
    return await writeTournament(plan, outcome, strategies, args, io, argv);
  } finally {
    stop.release();
  }
}

/** The tournament's games, with progress. */
async function playTournament(plan: RunPlan, o: { workers: number; batch: number; quiet: boolean }, io: CliIo, stop: Interruptible): Promise<RunOutcome> {
  const progress = startProgress(io, o.quiet);
  const onProgress = (done: number, total: number) => {
    if (done === total) stop.played();
    progress?.update(done, total);
  };
  try {
    return await runPlan(plan, { workers: o.workers, batch: o.batch, signal: stop.signal, onProgress });
  } finally {
    progress?.finish();
  }
}

/** The tournament's files, its tables printed, where they went said. */
async function writeTournament(plan: RunPlan, outcome: RunOutcome, strategies: string[], args: TournamentFlags, io: CliIo, argv: readonly string[]): Promise<number> {
  const summary = summarise(plan, outcome.aggregate);
  const entries = tournamentEntries(strategies, summary);
  const { tournamentReport } = await import('../report/tournament-report.ts');
  const files = await tournamentReport(summary, strategies, entries);
  makeDir(args.out);
  clearOutDir(args.out, 'tournament');
  writeSummaryFile(args.out, summary);
  writeProvenanceFile(args.out, argv);
  writeReportFiles(args.out, files, 'tournament report');
  if (args.json) printJson(io, { entries, summary });
  else {
    io.out(formatTournament(entries));
    io.out(formatBehaviour(strategies, summary));
    io.out(`games: ${summary.games} (${summary.timeouts} timeouts)`);
  }
  warnRoundCap(io, summary.roundCapWarning);
  status(io, `tournament: ${join(args.out, 'tournament.json')}`, args.quiet);
  status(io, `report: ${join(args.out, 'index.html')}`, args.quiet);
  return 0;
}

/** Per strategy and seat-game: kills, Inner Region entries and rounds, each mean [95% interval]. */
export function formatBehaviour(strategies: readonly string[], s: Summary): string {
  const mean = (m: MeanSummary, digits: number) => `${m.mean.toFixed(digits)} [${m.ciLow.toFixed(digits)}, ${m.ciHigh.toFixed(digits)}]`;
  const rows = strategies.flatMap((id) => s.strategies.filter((r) => r.strategy === id))
    .map((r) => [r.strategy, mean(r.kills, 3), mean(r.innerEntries, 3), mean(r.rounds, 1)]);
  const widths = [Math.max(10, ...rows.map((r) => r[0].length + 2)), 24, 24, 22];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('').trimEnd();
  return [line(['strategy', 'kills/seat', 'Inner entries/seat', 'rounds']), ...rows.map(line)].join('\n');
}

/** strategy, seat-games, wins, win% and the 95% interval, highest win rate first. */
export function formatTournament(entries: readonly TournamentEntry[]): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const rows = entries.slice().sort((a, b) => b.winRate - a.winRate)
    .map((e) => [e.strategy, String(e.games), String(e.wins), pct(e.winRate), `${pct(e.ciLow)}-${pct(e.ciHigh)}`]);
  const widths = [Math.max(10, ...rows.map((r) => r[0].length + 2)), 8, 8, 8, 16];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('').trimEnd();
  return [line(['strategy', 'seats', 'wins', 'win%', '95% interval']), ...rows.map(line)].join('\n');
}
