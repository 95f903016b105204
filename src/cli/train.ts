// The body of `talisman-sim train`, loaded by main.ts once it has parsed the flags: resolves the
// scenarios (a mix: each plays --games games on the same seed), plays them on the worker pool,
// fits the learned value (src/experiment/train.ts) and, with --generations, iterates the policy
// (src/experiment/generations.ts); writes the model file and its reliability chart beside it.
import { basename, dirname, join } from 'node:path';
import { interruptible, loadSim, printJson, resolvePlan, startProgress, status, type CliIo } from './io.ts';
import type { RunPlan } from '../sim/plan.ts';
import { NON_NEGATIVE_INT, POSITIVE_INT, SEED, ScenarioError, WORKERS, checkFlag } from '../scenario/validate.ts';
import { checkWritableDir, writeJsonAtomic } from '../sim/json-file.ts';
import { DEFAULT_WORKERS } from '../experiment/pool.ts';
import { DEFAULT_BATCH } from '../experiment/run-plan.ts';
import { reliabilitySpec, trainOn, type TrainSettings } from '../experiment/train.ts';
import { worstGap } from '../experiment/train-fit.ts';
import type { ModelFile } from '../../strategies/learned/value.ts';
import type { GenerationReport } from '../experiment/generations.ts';

/** The flags of `train` (main.ts declares them). */
export interface TrainFlags {
  scenarios: string[];
  games: string;
  seed: string;
  out: string;
  generations: string;
  evalGames: string;
  l2: string;
  workers?: string;
  batch?: string;
  quiet: boolean;
  json: boolean;
  /** Expert iteration: distil the search player into the learned player's scorer over this many generations (src/experiment/distill.ts). */
  expertIteration?: string;
  /** With --expert-iteration: the first generation's labels cache. */
  labels?: string;
}

export const DEFAULT_TRAIN_OUT = join('reports', 'train', 'model.json');

/** An L2 penalty: a number from 0 to 1e6. */
function l2Flag(text: string): number {
  const x = Number(text);
  if (text.trim() === '' || !Number.isFinite(x) || x < 0 || x > 1e6) throw new ScenarioError(`--l2 must be a number from 0 to 1000000 (got ${JSON.stringify(text)})`);
  return x;
}

/** The chart file beside the model: model.json -> model.reliability.vl.json. */
export function chartPath(out: string): string {
  return join(dirname(out), `${basename(out).replace(/\.json$/i, '')}.reliability.vl.json`);
}

/** One line per held-out measure and the worst calibration gap. */
export function formatModel(m: ModelFile): string {
  const h = m.heldOut;
  const rows = h.reliability.filter((b) => b.positions > 0)
    .map((b) => `  ${(b.from * 100).toFixed(0).padStart(3)}-${(b.to * 100).toFixed(0).padEnd(3)}%  ${String(b.positions).padStart(8)}  ${(b.predicted * 100).toFixed(1).padStart(6)}%  ${(b.observed * 100).toFixed(1).padStart(6)}%`);
  return [
    `generation ${m.provenance.generation}: ${m.provenance.positions} positions fitted; held out ${h.positions}: log-loss ${h.logLoss}, Brier ${h.brier} (base rate ${(h.baseRate * 100).toFixed(1)}%)`,
    '  predicted  positions  mean-pred  observed',
    ...rows,
    `  worst gap where 1% or more of the positions lie: ${worstGap(h).toFixed(1)} points`,
  ].join('\n');
}

function formatGeneration(r: GenerationReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  return `generation ${r.generation}: vs previous ${pct(r.vsPrevious.learned.winRate)} against ${pct(r.vsPrevious.previous.winRate)}; vs basic ${pct(r.vsBasic.learned.winRate)} against ${pct(r.vsBasic.basic.winRate)}: ${r.kept ? 'kept' : 'no gain, stopped'}`;
}

/** `train`: play, fit, iterate, write. */
export async function trainCommand(args: TrainFlags, io: CliIo): Promise<number> {
  const { ids } = await loadSim();
  if (args.labels !== undefined && args.expertIteration === undefined) throw new ScenarioError('--labels keeps the labels of --expert-iteration: give both');
  if (args.expertIteration !== undefined) return (await import('./distill.ts')).distillCommand(args, ids, io);
  const games = checkFlag('games', args.games, POSITIVE_INT);
  const seed = checkFlag('seed', args.seed, SEED, true);
  const generations = checkFlag('generations', args.generations, NON_NEGATIVE_INT);
  const evalGames = checkFlag('eval-games', args.evalGames, POSITIVE_INT);
  const l2 = l2Flag(args.l2);
  const workers = args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS);
  const batch = args.batch === undefined ? DEFAULT_BATCH : checkFlag('batch', args.batch, POSITIVE_INT);
  if (!/\.json$/i.test(args.out)) throw new ScenarioError(`--out must name a .json file (got ${JSON.stringify(args.out)})`);
  const names = args.scenarios.length > 0 ? args.scenarios : ['default'];
  const plans = names.map((scenario) => resolvePlan({ scenario, seed, games: String(games) }, ids));
  checkWritableDir(dirname(args.out) || '.');
  const settings: TrainSettings = { scenarios: plans.map((p) => p.scenario), games, seed, generation: 0, l2 };
  const stop = interruptible(io);
  try {
    const learned = await learn(plans, settings, { workers, batch, generations, evalGames, signal: stop.signal, played: stop.played }, args, io);
    if (learned === null) {
      io.err('talisman-sim: train interrupted; nothing written');
      return 130;
    }
    const { model, reports } = learned;
    writeJsonAtomic(chartPath(args.out), reliabilitySpec(model.heldOut, `talisman-sim train ${names.join(' ')} --games ${games} --seed ${seed}: held-out reliability of the learned value (bots: the scenarios' own players, generation ${model.provenance.generation})`));
    writeJsonAtomic(args.out, model);
    if (args.json) printJson(io, { model, generations: reports.map(({ model: _m, ...r }) => r) });
    status(io, `model: ${args.out} (generation ${model.provenance.generation})`, args.quiet);
    status(io, `reliability chart: ${chartPath(args.out)}`, args.quiet);
    return 0;
  } finally {
    stop.release();
  }
}

interface LearnOptions {
  workers: number;
  batch: number;
  generations: number;
  evalGames: number;
  signal: AbortSignal;
  /** Told once every game is played. */
  played(): void;
}

/**
 * Generation 0's model and, with --generations, the iteration's last kept one, each printed as it
 * comes; one progress over every generation's games (iterationGames). Null when interrupted.
 */
async function learn(plans: RunPlan[], settings: TrainSettings, o: LearnOptions, args: TrainFlags, io: CliIo): Promise<{ model: ModelFile; reports: GenerationReport[] } | null> {
  const progress = startProgress(io, args.quiet);
  const first = plans.reduce((n, p) => n + p.games, 0);
  const { iterate, iterationGames } = o.generations > 0 ? await import('../experiment/generations.ts') : { iterate: null, iterationGames: () => 0 };
  const total = first + iterationGames(plans, o);
  let played = 0;
  const out = (text: string) => {
    progress?.clear();
    if (!args.json) io.out(text);
  };
  const reports: GenerationReport[] = [];
  try {
    let model = await trainOn(plans, settings, { ...o, onProgress: (done) => progress?.update((played = done), total) });
    if (model !== null) out(formatModel(model));
    if (model !== null && iterate !== null) {
      const result = await iterate(plans, model, settings, {
        ...o, onProgress: (done) => progress?.update((played = first + done), total),
        onGeneration: (r) => {
          reports.push(r);
          out(`${formatModel(r.model)}\n${formatGeneration(r)}`);
        },
      });
      model = result?.model ?? null;
    }
    if (model === null) return null;
    o.played();
    // A generation that did not gain ends the iteration before its most games.
    progress?.update(played, played);
    return { model, reports };
  } finally {
    progress?.finish();
  }
}
