// The body of `talisman-sim tune`, loaded by main.ts: reads the starting weights, hill-climbs
// them by self-play (src/experiment/tune.ts) on a worker pool, writes the best weights to --out and prints
// the head-to-head win rate of the result against the start and against basic, with 95%
// intervals, on seeds the search never used.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { messageOf, printJson, status, type CliIo } from './io.ts';
import { POSITIVE_INT, ROUND_CAP, SEED, ScenarioError, checkFlag, WORKERS } from '../scenario/validate.ts';
import { InputError, checkWritableDir, writeJsonAtomic } from '../sim/json-file.ts';
import { DEFAULT_WORKERS, openRunner } from '../experiment/pool.ts';
import { headToHead, tune, type HeadToHead, type Weights } from '../experiment/tune.ts';

/** The flags of `tune` (main.ts declares them). */
export interface TuneFlags {
  weights?: string;
  out: string;
  rounds: string;
  candidates: string;
  games: string;
  seed: string;
  step: string;
  workers?: string;
  roundCap?: string;
  json: boolean;
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

export function formatMatch(h: HeadToHead): string {
  return `${pct(h.rate)} [${pct(h.ciLow)}, ${pct(h.ciHigh)}] (${h.candidateWins}-${h.incumbentWins} in ${h.games} games)`;
}

async function readWeights(file: string | undefined): Promise<{ file: string; weights: Weights }> {
  const { WEIGHTS_FILE } = await import('../../strategies/expert-weights.ts');
  const path = file ?? WEIGHTS_FILE;
  try {
    const weights = JSON.parse(readFileSync(path, 'utf8')) as Weights;
    (await import('../../strategies/expert.ts')).expertStrategy(weights);
    return { file: path, weights };
  } catch (err) {
    throw new InputError(`--weights ${path}: ${messageOf(err)}`);
  }
}

/** --out must be a file in a folder that can be written: checked before the first game. */
function checkOutFile(out: string): void {
  if (existsSync(out) && statSync(out).isDirectory()) throw new ScenarioError(`--out ${out} is a folder; give the file the weights go to, e.g. ${join(out, 'expert.weights.json')}`);
  checkWritableDir(dirname(out));
}

/** `tune`: search, write --out, print the result's head-to-head against the start. */
export async function tuneCommand(args: TuneFlags, io: CliIo): Promise<number> {
  const start = await readWeights(args.weights);
  const step = Number(args.step);
  if (!(step > 0 && step < 1)) throw new ScenarioError(`--step must be a number between 0 and 1 (got "${args.step}")`);
  const rules = args.roundCap === undefined ? {} : { roundCap: checkFlag('round-cap', args.roundCap, ROUND_CAP) };
  const seed = checkFlag('seed', args.seed, SEED, true);
  const games = checkFlag('games', args.games, POSITIVE_INT);
  const rounds = checkFlag('rounds', args.rounds, POSITIVE_INT);
  const candidates = checkFlag('candidates', args.candidates, POSITIVE_INT);
  checkOutFile(args.out);
  const runner = openRunner(args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS));
  try {
    const result = await tune({
      weights: start.weights, rounds, candidates, games, seed, step, rules, runner,
      onMatch: (round, change, h) => io.err(`talisman-sim: tune: round ${round + 1}: ${change}: ${formatMatch(h)}`),
      // A long search keeps its best so far on disk: stopping it early loses no kept change.
      onKeep: (best) => writeJsonAtomic(args.out, best),
    });
    writeJsonAtomic(args.out, result.best);
    const vsStart = result.kept.length > 0 ? await headToHead(result.best, start.weights, games, `${seed}/final`, runner, rules) : null;
    const vsBasic = await headToHead(result.best, 'basic', games, `${seed}/final`, runner, rules);
    if (args.json) printJson(io, { kept: result.kept, stopped: result.stop, last: result.last, start: start.file, vsStart, vsBasic, weights: result.best });
    else {
      io.out(`kept: ${result.kept.length === 0 ? 'no change' : result.kept.join('; ')}`);
      io.out(`stopped: ${result.stop}`);
      if (result.last) io.out(`last round's best candidate (${result.last.change}) vs incumbent: ${formatMatch(result.last.h)}`);
      if (vsStart) io.out(`tuned vs ${start.file}: ${formatMatch(vsStart)}`);
      io.out(`tuned vs basic: ${formatMatch(vsBasic)}`);
    }
  } finally {
    await runner.stop();
  }
  status(io, `weights: ${args.out}`);
  return 0;
}
