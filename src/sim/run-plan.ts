// runPlan(plan): plays games 0..games-1 of a plan in this thread and folds them into a Summary.
// It is the one place a worker pool would replace: callers see only the Summary (summary.ts);
// a failing game is reported with its index so the CLI can print the command that replays it.
import { CHARACTER_IDS } from '../content/index.ts';
import { buildRuleSet } from '../rules/ruleset.ts';
import type { RunPlan } from './plan.ts';
import { runGame, type GameRecord } from './run-game.ts';
import { SummaryBuilder, type Summary } from './summary.ts';

/** Called with the number of games done and the total, every PROGRESS_EVERY games and at the end. */
export type ProgressFn = (done: number, total: number) => void;

export const PROGRESS_EVERY = 1000;

/** A game that threw: its index in the plan, and the original error as `cause`. */
export class GameFailure extends Error {
  override name = 'GameFailure';
  constructor(readonly gameIndex: number, cause: unknown) {
    super(`game ${gameIndex}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** Play every game of the plan and return its summary. Deterministic for a given plan. */
export async function runPlan(plan: RunPlan, onProgress?: ProgressFn): Promise<Summary> {
  const builder = new SummaryBuilder(CHARACTER_IDS);
  for (let i = 0; i < plan.games; i++) {
    builder.add(playOne(plan, i));
    const done = i + 1;
    if (onProgress && (done % PROGRESS_EVERY === 0 || done === plan.games)) onProgress(done, plan.games);
  }
  return builder.build(plan, buildRuleSet(plan.rules).modules);
}

function playOne(plan: RunPlan, index: number): GameRecord {
  try {
    return runGame(plan, index);
  } catch (err) {
    throw new GameFailure(index, err);
  }
}
