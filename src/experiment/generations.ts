// Policy iteration (`train --generations N`): generation k+1's model is fitted on the games of
// learned players playing generation k's model, then it plays two rotated tournaments: against
// generation k (the learned player with the old model, named `previous`) and against basic, the two
// arms of one experiment on the same game indices (the aggregate metric). It is kept when it beats
// generation k (a higher seat-game win rate than `previous` in their
// tournament); the first generation that does not gain ends the iteration, and the last kept model
// is the result.
import type { ModelFile } from '../../strategies/learned/value.ts';
import type { RunPlan } from '../sim/plan.ts';
import { summarise } from './run-plan.ts';
import { measureArms } from './run.ts';
import { tournamentEntries, tournamentPlan, type TournamentEntry } from './tournament.ts';
import { learnedPlans, trainOn, type TrainSettings } from './train.ts';

export interface GenerationReport {
  generation: number;
  /** Seat-game win rates in the tournament against the previous generation: this one's, the previous one's. */
  vsPrevious: { learned: TournamentEntry; previous: TournamentEntry };
  /** In the tournament against basic. */
  vsBasic: { learned: TournamentEntry; basic: TournamentEntry };
  kept: boolean;
  model: ModelFile;
}

export interface IterationOptions {
  generations: number;
  /** Games of each tournament (rounded up to whole cycles of tables and rotations). */
  evalGames: number;
  workers: number;
  batch: number;
  signal?: AbortSignal;
  /** Games played and the iteration's most (every generation played), after each merged batch. */
  onProgress?: (done: number, total: number) => void;
  /** Told of each generation as it is measured. */
  onGeneration?: (r: GenerationReport) => void;
}

/** The games of one generation: its self-play games, then two tournaments. */
function generationGames(plans: readonly RunPlan[], evalGames: number): number {
  return plans.reduce((n, p) => n + p.games, 0) + 2 * tournamentPlan({ strategies: ['learned', 'previous'], games: evalGames, seed: '' }).games;
}

/** The games of every generation, for the progress of `train --generations` (fewer when one does not gain). */
export function iterationGames(plans: readonly RunPlan[], o: Pick<IterationOptions, 'generations' | 'evalGames'>): number {
  return o.generations * generationGames(plans, o.evalGames);
}

type Duel = [TournamentEntry, TournamentEntry];

/** The learned player with model `next` in rotated tournaments against `previous` (with `model`) and against basic; null when stopped. */
async function duels(next: ModelFile, model: ModelFile, games: number, seed: string, o: IterationOptions): Promise<[Duel, Duel] | null> {
  const opponents = ['previous', 'basic'];
  const arms = opponents.map((b): RunPlan => ({ ...tournamentPlan({ strategies: ['learned', b], games, seed }), models: b === 'previous' ? { learned: next, previous: model } : { learned: next } }));
  // Two strategies make the same tables in both, so the same game count.
  const total = await measureArms({ arms, metric: 'aggregate', params: { rows: false } }, arms[0].games, { workers: o.workers, batch: o.batch, signal: o.signal, onProgress: o.onProgress && ((done) => o.onProgress?.(done * arms.length, 0)) });
  if (total === null) return null;
  const entries = (a: number): Duel => {
    const [ea, eb] = tournamentEntries(['learned', opponents[a]], summarise(arms[a], total[a]));
    return [ea, eb];
  };
  return [entries(0), entries(1)];
}

/** Iterate from generation 0's model; the last model kept and each generation's report (null: stopped). */
export async function iterate(plans: readonly RunPlan[], first: ModelFile, s: TrainSettings, o: IterationOptions): Promise<{ model: ModelFile; reports: GenerationReport[] } | null> {
  let model = first;
  const reports: GenerationReport[] = [];
  const total = iterationGames(plans, o);
  let played = 0;
  /** The options of one part of the iteration: its progress counted on from the games before it. */
  const part = (): IterationOptions => {
    const before = played;
    return { ...o, onProgress: (done) => o.onProgress?.((played = before + done), total) };
  };
  for (let k = 1; k <= o.generations; k++) {
    const next = await trainOn(learnedPlans(plans, model), { ...s, generation: k }, part());
    if (next === null) return null;
    const seed = `${s.seed}/generation/${k}`;
    const duelled = await duels(next, model, o.evalGames, seed, part());
    if (duelled === null) return null;
    const [prev, basic] = duelled;
    const kept = prev[0].winRate > prev[1].winRate;
    const report: GenerationReport = { generation: k, vsPrevious: { learned: prev[0], previous: prev[1] }, vsBasic: { learned: basic[0], basic: basic[1] }, kept, model: next };
    reports.push(report);
    o.onGeneration?.(report);
    if (!kept) break;
    model = next;
  }
  return { model, reports };
}
