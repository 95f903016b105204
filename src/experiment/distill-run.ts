// Expert iteration's generations (`train --expert-iteration N`, distill.ts): each labels its search
// games on pool threads in batches (worker.ts runs distill.ts labelBatch), fits and gates the scorer
// on this thread, and plays the new player against basic and against the last generation. Labels
// are put back in game order, so the model is the same byte for byte whatever the thread count.
import { Piscina } from 'piscina';
import { NULL_LOG, type Strategy } from '../engine/index.ts';
import { makeStrategy } from '../../strategies/index.ts';
import { loadPolicy, policyStrategy, type PolicyFile, type PolicyModel } from '../../strategies/learned/policy.ts';
import type { RunPlan } from '../sim/plan.ts';
import { runGame } from '../sim/run-game.ts';
import { compiledWorker } from './compiled.ts';
import { fitPolicy, heldOutAgreement, labelBatch, priorPolicy, type DistillSettings, type GenerationResult, type Label, type LabelTask } from './distill.ts';
import { readLabels, writeLabels } from './distill-labels.ts';

/** Seat-game win rate of strategy `a` in `games` rotated games of the plan's table `table` (a at the seats marked 'a'). */
function winRate(plan: RunPlan, games: number, table: string[], make: (id: string) => Strategy): number {
  const p: RunPlan = { ...plan, rotate: true, tables: undefined, seats: plan.seats.map((seat, i) => ({ ...seat, strategy: table[i] })) };
  let wins = 0;
  const seats = table.filter((t) => t === 'a').length;
  for (let g = 0; g < games; g++) {
    const r = runGame(p, g, NULL_LOG, make);
    if (r.winner >= 0 && r.winnerStrategy === 'a') wins++;
  }
  return wins / (games * seats);
}

function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** Games of a labelling batch on a pool thread: search games take about a second each. */
const LABEL_BATCH = 10;

/**
 * Label `games` games on `workers` threads (1: this one), in batches of LABEL_BATCH put back in game
 * order: the same labels whatever the thread count.
 */
export async function labelAll(plan: RunPlan, games: number, s: DistillSettings, rollout: PolicyFile | null, workers: number): Promise<Label[][]> {
  const task = (start: number): LabelTask => ({ plan, start, end: Math.min(games, start + LABEL_BATCH), settings: s, rollout });
  if (workers <= 1) return labelBatch({ ...task(0), end: games });
  const pool = new Piscina({ filename: await compiledWorker(), minThreads: workers, maxThreads: workers });
  try {
    const batches: Promise<Label[][]>[] = [];
    for (let g = 0; g < games; g += LABEL_BATCH) batches.push(pool.run(task(g), { name: 'labelBatch' }) as Promise<Label[][]>);
    return (await Promise.all(batches)).flat();
  } finally {
    await pool.destroy();
  }
}

/**
 * The first generation's labels: read from the cache `labels` when it holds them (distill-labels.ts),
 * else labelled on `workers` threads and, given a cache, written to it.
 */
async function firstLabels(plan: RunPlan, s: DistillSettings, workers: number, labels: string | undefined): Promise<{ byGame: Label[][]; read: boolean }> {
  const header = { scenario: plan.scenario, seed: plan.seed, games: s.games, budget: s.budget, horizon: s.horizon, rollout: 'basic' };
  const cached = labels === undefined ? null : readLabels(labels, header);
  if (cached !== null) return { byGame: cached, read: true };
  const byGame = await labelAll(plan, s.games, s, null, workers);
  if (labels !== undefined) writeLabels(labels, header, byGame);
  return { byGame, read: false };
}

/**
 * Run the generations, labelling on `workers` threads (the first generation's labels from or to the
 * cache file `labels`, when given); `onGeneration` hears of each as it ends. Returns the last model.
 */
export async function expertIteration(plan: RunPlan, s: DistillSettings, workers: number, onGeneration: (r: GenerationResult) => void, labels?: string): Promise<PolicyFile> {
  let file = priorPolicy(plan, s);
  for (let gen = 1; gen <= s.generations; gen++) {
    const last = loadPolicy(file, `generation ${gen - 1}`);
    let t = cpuSeconds();
    // The first generation's teacher is the search player itself (basic rollouts); then it rolls out with the last generation.
    const { byGame, read } = gen === 1 ? await firstLabels(plan, s, workers, labels) : { byGame: await labelAll(plan, s.games, s, file, workers), read: false };
    const fitting = byGame.filter((_, g) => g % 5 !== 4).flat();
    const held = byGame.filter((_, g) => g % 5 === 4).flat();
    const label = cpuSeconds() - t;
    t = cpuSeconds();
    const { file: next, gates } = fitPolicy(file, fitting, held, s, gen);
    const fit = cpuSeconds() - t;
    t = cpuSeconds();
    const model = loadPolicy(next, `generation ${gen}`);
    const make = (lastModel: PolicyModel) => (id: string) => (id === 'a' ? policyStrategy(model) : id === 'b' ? policyStrategy(lastModel) : makeStrategy(id));
    const n = plan.seats.length;
    const vsBasic = winRate(plan, s.evalGames, Array.from({ length: n }, (_, i) => (i === 0 ? 'a' : 'basic')), make(last));
    const vsLast = winRate(plan, s.evalGames, Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'a' : 'b')), make(last));
    onGeneration({ generation: gen, decisions: fitting.length, heldOut: heldOutAgreement(next, held), gates, vsBasic, vsLast, cpu: { label, fit, evaluate: cpuSeconds() - t }, ...(read ? { labelsRead: labels } : {}), model: next });
    file = next;
  }
  return file;
}
