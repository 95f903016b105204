// A game that threw, as plain data for the batch that played it (an Error loses its fields crossing
// a thread), and the fault injection the failure-path tests use. Every experiment's batch uses them
// (src/experiment/batch.ts).
import { gameSeed } from './seeds.ts';

/** A game that threw, as plain data. */
export interface BatchFailure {
  index: number;
  seed: string;
  message: string;
  stack: string;
}

/**
 * Fault injection for the failure-path tests: the game whose index this variable names throws.
 * Read here, not in the engine, so that rules code carries no test hooks.
 */
export const FAIL_GAME_ENV = 'TALISMAN_SIM_FAIL_GAME';

/** The game index TALISMAN_SIM_FAIL_GAME names (tests inject a failing game with it), or -1. */
export function injectedFailure(): number {
  const text = process.env[FAIL_GAME_ENV];
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : -1;
}

/** Throws the injected failure when game `index` is the one named. */
export function failIfInjected(index: number, failAt: number): void {
  if (index === failAt) throw new Error(`injected failure (${FAIL_GAME_ENV}=${index})`);
}

/** Game `index` of the master seed `seed` threw `err`; `prefix` says where (e.g. "arm 2: "). */
export function failureOf(seed: string, index: number, err: unknown, prefix = ''): BatchFailure {
  const message = `${prefix}${err instanceof Error ? err.message : String(err)}`;
  const stack = err instanceof Error && err.stack ? err.stack : message;
  return { index, seed: gameSeed(seed, index), message, stack };
}
