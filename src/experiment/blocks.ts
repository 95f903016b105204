// Playing one strategy mix of an experiment in blocks: games in blocks aligned on multiples of the
// block size (so that a resumed run looks at the same game counts), a checkpoint after each, and
// under --precision or --sprt a look after each that decides whether to stop: --precision on the
// ordinary fixed-sample intervals (fixed-width stopping, Chow and Robbins 1965), --sprt and --anytime
// with every interval the confidence sequence; or a shard's range of the games, in the same blocks,
// kept as sums for merge. src/cli/compare.ts calls it.
import { characterIdsOfPlans } from '../content/plan-content.ts';
import type { BatchRunner } from './pool.ts';
import { pairedEstimate } from '../stats/differences.ts';
import { mixingPrecision, sprt } from '../stats/sequential.ts';
import type { Experiment } from './arms.ts';
import type { FinishedMix } from './checkpoint.ts';
import { layoutOf } from './metrics.ts';
import type { MixOutcome } from './outcome.ts';
import { compareRows, widestPrimary } from './results.ts';
import { playRange } from './run.ts';
import { armSums, pairSums, type ExperimentSums } from './sums.ts';
import type { IndexRange } from '../sim/shards.ts';

/** Why a mix without --precision or --sprt stopped. */
export const FIXED_STOP = 'fixed game count';

/** When a mix stops: --precision (in rate units), --sprt, the most games, and the games between looks. */
export interface Stopping {
  /** Half-width target in rate units (flag / 100). */
  precision: number | null;
  sprt: { subject: string; d0: number; d1: number } | null;
  maxGames: number;
  block: number;
  /** --anytime: every paired interval the confidence sequence, valid at every look (always so under --sprt). */
  anytime: boolean;
  /** --unpaired: the arms on independent seeds, read with the unpaired intervals (results.ts). */
  unpaired: boolean;
}

/**
 * Every paired interval is the confidence sequence under --sprt and --anytime. --precision alone
 * keeps the fixed-sample intervals: stopping when they are narrow enough keeps their coverage
 * (Chow and Robbins 1965), at about half the games of the sequence.
 */
export function sequentialOf(s: Stopping): boolean {
  return s.sprt !== null || s.anytime;
}

/** Play looks after each block: --precision or --sprt. */
function looksOf(s: Stopping): boolean {
  return s.precision !== null || s.sprt !== null;
}

export interface MixRun {
  batch: number;
  signal: AbortSignal;
  say: (line: string) => void;
  /** Write the checkpoint of these sums (after each block, whole batches in index order). */
  save: (sums: ExperimentSums) => void;
  /** Called after each merged batch with the sums so far (the serve command's live intervals); read only. */
  onBatch?: (sums: ExperimentSums) => void;
}

/**
 * One mix: its games in blocks of `s.block`, aligned on multiples of it whatever the starting
 * point, so that a resumed run looks at the same game counts; a look after each block under
 * --precision or --sprt. Continues `sums` (from a checkpoint) in place; null when interrupted.
 */
export async function playMix(x: Experiment, mix: string, s: Stopping, runner: BatchRunner, sums: ExperimentSums, o: MixRun): Promise<FinishedMix | null> {
  const rho2 = sequentialOf(s) ? mixingPrecision(s.maxGames / 2) : undefined;
  let stopped = looksOf(s) ? `--max-games ${s.maxGames} reached` : FIXED_STOP;
  let verdict: MixOutcome['sprt'] = null;
  for (;;) {
    if (sums.games > 0 && (sums.games % s.block === 0 || sums.games >= s.maxGames)) {
      const look = lookAt(x, sums, s, mix, rho2, o.say);
      verdict = look.sprt;
      if (look.stop !== null) {
        stopped = look.stop;
        break;
      }
    }
    if (sums.games >= s.maxGames) break;
    if (!(await playBlock(x, sums, sums.games, s.maxGames, s.block, runner, o))) return null;
  }
  return finishedMix(x, mix, sums, stopped, verdict, { rho2, unpaired: s.unpaired });
}

/** The rows and outcome of a mix played to the end: what playMix returns, and merge makes of the shards' sums. */
export function finishedMix(x: Experiment, mix: string, sums: ExperimentSums, stopped: string, sprt: MixOutcome['sprt'], o: { rho2?: number; unpaired: boolean }): FinishedMix {
  return { rows: compareRows(x, sums, characterIdsOfPlans(x.arms.map((a) => a.plan)), { mix, rho2: o.rho2, unpaired: o.unpaired }), outcome: { mix, games: sums.games, stopped, sprt } };
}

/**
 * A shard's part of one mix: games `range` (continuing `sums`, from a checkpoint, in place) in
 * playMix's blocks, a checkpoint after each, no looks; its sums kept for merge, no rows. Null when
 * interrupted.
 */
export async function playShardMix(x: Experiment, mix: string, range: IndexRange, block: number, runner: BatchRunner, sums: ExperimentSums, o: MixRun): Promise<FinishedMix | null> {
  for (let at = range[0] + sums.games; at < range[1]; at = range[0] + sums.games) {
    if (!(await playBlock(x, sums, at, range[1], block, runner, o))) return null;
  }
  return { rows: [], outcome: { mix, games: sums.games, stopped: FIXED_STOP, sprt: null }, sums };
}

/** Games from `at` to the next multiple of `block` (at most `end`) into `sums`, then a checkpoint; false when interrupted. */
async function playBlock(x: Experiment, sums: ExperimentSums, at: number, end: number, block: number, runner: BatchRunner, o: MixRun): Promise<boolean> {
  const to = Math.min(end, (Math.floor(at / block) + 1) * block);
  const onBatch = o.onBatch;
  if (!(await playRange(x, sums, [at, to], runner, { batch: o.batch, signal: o.signal, onBatch: onBatch && (() => onBatch(sums)) }))) return false;
  o.save(sums);
  return true;
}

/** The look after a block: the widest primary half-width, or the SPRT; `stop` says why to stop, or null. */
function lookAt(x: Experiment, sums: ExperimentSums, s: Stopping, mix: string, rho2: number | undefined, say: (line: string) => void): { stop: string | null; sprt: MixOutcome['sprt'] } {
  const label = mix ? ` [${mix}]` : '';
  if (s.precision !== null) {
    const widest = widestPrimary(compareRows(x, sums, characterIdsOfPlans(x.arms.map((a) => a.plan)), { mix, rho2, unpaired: s.unpaired }));
    const width = Number.isFinite(widest) ? `±${(widest * 100).toFixed(2)} points` : 'unknown (too few games)';
    say(`compare${label}: ${sums.games} games, widest primary half-width ${width} (target ±${(s.precision * 100).toFixed(2)})`);
    return { stop: widest <= s.precision ? `precision ±${(s.precision * 100).toFixed(2)} points reached` : null, sprt: null };
  }
  if (s.sprt !== null) {
    const layout = layoutOf(characterIdsOfPlans(x.arms.map((a) => a.plan)), x.arms[0].plan.seats.length, x.strategies);
    const m = layout.metrics.findIndex((d) => d.metric === 'character-dealt' && d.subject === s.sprt?.subject);
    const e = pairedEstimate(armSums(sums, 1, m), armSums(sums, 0, m), pairSums(sums, 1, m));
    const v = { ...sprt(e, s.sprt.d0, s.sprt.d1), ...s.sprt };
    say(`compare${label}: ${sums.games} games, SPRT ${s.sprt.subject} LLR ${v.llr.toFixed(3)} (bounds ${v.lower.toFixed(3)}, ${v.upper.toFixed(3)})`);
    return { stop: v.verdict === 'continue' ? null : `SPRT accepted ${v.verdict} (${(v.verdict === 'H0' ? s.sprt.d0 : s.sprt.d1) * 100} points)`, sprt: v };
  }
  return { stop: null, sprt: null };
}
