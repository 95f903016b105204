// The body of `talisman-sim train --expert-iteration N`, loaded by train.ts: resolves the scenario (the
// first named, default `default`), runs the generations (src/experiment/distill.ts: the search games
// labelled on --workers threads, the fit and evaluations on this one),
// prints each against basic and against the last with its CPU cost, and writes the policy file.
import { dirname } from 'node:path';
import { printJson, resolvePlan, status, type CliIo } from './io.ts';
import { NON_NEGATIVE_INT, POSITIVE_INT, SEED, WORKERS, ScenarioError, checkFlag, type AllowedIds } from '../scenario/validate.ts';
import { checkWritableDir, writeJsonAtomic } from '../sim/json-file.ts';
import { DEFAULT_WORKERS } from '../experiment/pool.ts';
import { DISTILL_DEFAULTS, type GenerationResult } from '../experiment/distill.ts';
import { expertIteration } from '../experiment/distill-run.ts';

/** The flags of `train` that --expert-iteration reads (train.ts TrainFlags). */
export interface DistillFlags {
  scenarios: string[];
  games: string;
  seed: string;
  out: string;
  evalGames: string;
  quiet: boolean;
  json: boolean;
  expertIteration?: string;
  workers?: string;
  /** The first generation's labels cache: read when the file exists, else written after labelling (distill-labels.ts). */
  labels?: string;
}

function formatGeneration(r: GenerationResult): string {
  const pct = (x: number, n = 1) => `${(x * 100).toFixed(n)}%`;
  const h = r.heldOut;
  return [
    `generation ${r.generation}: ${r.decisions} searched decisions fitted; held out ${h.decisions}: the scorer picks the best-valued option in ${pct(h.scorer / Math.max(1, h.decisions))}, basic in ${pct(h.basic / Math.max(1, h.decisions))}; search's own choice: the scorer ${pct(h.scorerSearch / Math.max(1, h.decisions))}, basic ${pct(h.basicSearch / Math.max(1, h.decisions))}`,
    ...r.gates.map((g) => `  ${g.kind}: ${g.kept ? 'kept' : "basic's"} (${g.fitted} fitted; ${g.why})`),
    `  one learned seat vs basic: ${pct(r.vsBasic)} of seat-games (par ${pct(0.25, 0)}); vs the last generation: ${pct(r.vsLast)} (par 25%)`,
    `  CPU: ${r.labelsRead === undefined ? 'labelling' : `labels read from ${r.labelsRead} in`} ${r.cpu.label.toFixed(0)} s, fit ${r.cpu.fit.toFixed(1)} s, evaluation ${r.cpu.evaluate.toFixed(0)} s`,
  ].join('\n');
}

export async function distillCommand(args: DistillFlags, ids: AllowedIds, io: CliIo): Promise<number> {
  const generations = checkFlag('expert-iteration', args.expertIteration!, NON_NEGATIVE_INT);
  const games = checkFlag('games', args.games, POSITIVE_INT);
  const evalGames = checkFlag('eval-games', args.evalGames, POSITIVE_INT);
  const seed = checkFlag('seed', args.seed, SEED, true);
  if (!/\.json$/i.test(args.out)) throw new ScenarioError(`--out must name a .json file (got ${JSON.stringify(args.out)})`);
  if (args.scenarios.length > 1) throw new ScenarioError('--expert-iteration learns from one scenario (name one, or none for default)');
  const plan = resolvePlan({ scenario: args.scenarios[0] ?? 'default', seed, games: String(games) }, ids);
  checkWritableDir(dirname(args.out) || '.');
  const settings = { ...DISTILL_DEFAULTS, generations, games, evalGames };
  const workers = args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS);
  if (args.labels !== undefined) checkWritableDir(dirname(args.labels) || '.');
  const reports: Omit<GenerationResult, 'model'>[] = [];
  const model = await expertIteration(plan, settings, workers, (r) => {
    const { model: _m, ...rest } = r;
    reports.push(rest);
    if (!args.json) io.out(formatGeneration(r));
  }, args.labels);
  writeJsonAtomic(args.out, model);
  if (args.json) printJson(io, { model, generations: reports });
  status(io, `policy: ${args.out} (${generations} generations of ${games} search games, budget ${settings.budget}, horizon ${settings.horizon})`, args.quiet);
  return 0;
}
