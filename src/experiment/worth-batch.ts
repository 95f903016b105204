// The work of one `worth` batch (src/experiment/worth.ts): games [start, end) of the scenario, and
// for each character dealt in a game, that game again with one point more (and one fewer) of each
// attribute measured, on the same game seed: the same deal, deck orders and dice streams. A game
// that does not deal the character leaves its dealt win rate as it is, so it is not replayed. Each
// row keeps the counts of its games by who won them in the three arms: every paired comparison of
// the arms is read from them. Runs in the pool's workers from the compiled bundle (src/sim/worker.ts).
import { characterIdsWith } from '../content/plan-content.ts';
import type { Handicaps } from '../content/handicaps.ts';
import type { HandicapPoint } from '../scenario/handicaps.ts';
import type { RunPlan } from '../sim/plan.ts';
import { WatchdogTimeout, watchdogMs, withinBudget } from '../rules/fan-guard.ts';
import { runGame } from '../sim/run-game.ts';
import { failIfInjected, failureOf, injectedFailure, type BatchFailure } from '../sim/failure.ts';

/** One character and attribute: the arms with one point more and, where allowed, one fewer. */
export interface WorthRow {
  character: string;
  attribute: HandicapPoint;
  plus: boolean;
  minus: boolean;
}

/** Cells per row: won in the scenario (1), with a point more (2), with a point fewer (4). */
export const WORTH_CELLS = 8;

export interface WorthTask {
  /** The scenario as given (its own handicaps included): the baseline arm. */
  plan: RunPlan;
  rows: WorthRow[];
  /** Per row, the first game index it no longer plays (its character's games are enough). */
  limits: number[];
  start: number;
  end: number;
}

export interface WorthResult {
  start: number;
  end: number;
  /** counts[r * WORTH_CELLS + cell]: row r's games dealing its character, by cell. */
  counts: number[];
  /** Per character of the scenario (characterIdsWith), the games dealing it and the dealt seat's wins, in the baseline. */
  dealt: number[];
  wins: number[];
  failure: BatchFailure | null;
}

/** The plan with `points` more of `attribute` on top of the character's handicap. */
export function armPlan(plan: RunPlan, character: string, attribute: HandicapPoint, points: number): RunPlan {
  const own = plan.handicaps?.[character] ?? {};
  const handicaps: Handicaps = { ...plan.handicaps, [character]: { ...own, [attribute]: (own[attribute] ?? 0) + points } };
  return { ...plan, handicaps };
}

/**
 * Each arm's plan, made once per thread for the scenario being measured (a rule set and a spare
 * game are kept per plan object, run-game.ts); forgotten when another scenario comes (balance's steps).
 */
const arms = new Map<string, RunPlan>();
let armsOf = '';

function armOf(plan: RunPlan, planKey: string, row: WorthRow, points: number): RunPlan {
  if (armsOf !== planKey) {
    arms.clear();
    armsOf = planKey;
  }
  const key = `${row.character}\u0000${row.attribute}\u0000${points}`;
  let p = arms.get(key);
  if (!p) {
    p = armPlan(plan, row.character, row.attribute, points);
    arms.set(key, p);
  }
  return p;
}

/** Play the batch; a game that throws ends it with `failure` set. */
export function playWorthBatch(task: WorthTask): WorthResult {
  const characters = characterIdsWith(task.plan.characters);
  const out: WorthResult = {
    start: task.start, end: task.end, counts: new Array<number>(task.rows.length * WORTH_CELLS).fill(0),
    dealt: characters.map(() => 0), wins: characters.map(() => 0), failure: null,
  };
  const planKey = JSON.stringify(task.plan);
  const failAt = injectedFailure();
  // A scenario's house-rule modules play under their watchdog (src/rules/fan-guard.ts), a game index's arms at once.
  const files = (task.plan.modules ?? []).map((m) => m.file);
  const budget = files.length > 0 ? watchdogMs() : 0;
  for (let i = task.start; i < task.end; i++) {
    let arm = 'the scenario';
    const play = (): void => {
      const r = runGame(task.plan, i);
      for (let s = 0; s < r.seats.length; s++) {
        const c = characters.indexOf(r.seats[s].characters[0]);
        out.dealt[c]++;
        out.wins[c] += r.winner === s ? 1 : 0;
      }
      task.rows.forEach((row, k) => {
        const seat = r.seats.findIndex((x) => x.characters[0] === row.character);
        if (seat < 0 || i >= task.limits[k]) return;
        const won = (points: number) => {
          arm = `${row.character} ${row.attribute} ${points > 0 ? '+' : ''}${points}`;
          const a = runGame(armOf(task.plan, planKey, row, points), i);
          if (a.seats[seat].characters[0] !== row.character) throw new Error(`the arm dealt ${a.seats[seat].characters[0]}, not ${row.character}, to seat ${seat}`);
          return a.winner === seat ? 1 : 0;
        };
        const cell = (r.winner === seat ? 1 : 0) + (row.plus ? 2 * won(1) : 0) + (row.minus ? 4 * won(-1) : 0);
        out.counts[k * WORTH_CELLS + cell]++;
      });
    };
    try {
      failIfInjected(i, failAt);
      if (budget > 0) withinBudget(budget, play);
      else play();
    } catch (err) {
      out.failure = failureOf(task.plan.seed, i, err instanceof WatchdogTimeout ? err.lineFor(files) : err, `${arm}: `);
      return out;
    }
  }
  return out;
}
