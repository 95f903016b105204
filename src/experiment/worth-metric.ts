// `worth`'s metric (src/experiment/worth.ts), played by the experiment runner (run.ts) like every
// other: the scenario's games, and for each character dealt in a game, that game again with one point more (and one fewer) of each
// attribute measured, on the same game seed: the same deal, deck orders and dice streams. A game
// that does not deal the character leaves its dealt win rate as it is, so it is not replayed. Each
// row keeps the counts of its games by who won them in the three arms: every paired comparison of
// the arms is read from them.
import { characterIdsWith } from '../content/plan-content.ts';
import type { Handicaps } from '../content/handicaps.ts';
import type { HandicapPoint } from '../scenario/handicaps.ts';
import type { RunPlan } from '../sim/plan.ts';
import { runGame, type GameRecord } from '../sim/run-game.ts';
import type { Metric } from './metric.ts';

/** One character and attribute: the arms with one point more and, where allowed, one fewer. */
export interface WorthRow {
  character: string;
  attribute: HandicapPoint;
  plus: boolean;
  minus: boolean;
}

/** Cells per row: won in the scenario (1), with a point more (2), with a point fewer (4). */
export const WORTH_CELLS = 8;

/** What a batch needs besides the scenario (the one arm the runner plays): the rows, and per row the first game index it no longer plays (its character's games are enough). */
export interface WorthParams {
  rows: WorthRow[];
  limits: number[];
}

/** Games folded; counts[r * WORTH_CELLS + cell]: row r's games dealing its character, by cell; per character of the scenario (characterIdsWith), the games dealing it and the dealt seat's wins, in the baseline. */
export interface WorthSums {
  games: number;
  counts: number[];
  dealt: number[];
  wins: number[];
}

export function emptyWorthSums(rows: number, characters: number): WorthSums {
  return { games: 0, counts: new Array<number>(rows * WORTH_CELLS).fill(0), dealt: new Array<number>(characters).fill(0), wins: new Array<number>(characters).fill(0) };
}

function addInto(a: number[], b: readonly number[]): void {
  for (let i = 0; i < b.length; i++) a[i] += b[i];
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

/**
 * worth's metric: the runner plays the scenario (its one arm); for each game, the fold plays the
 * row arms of the characters that game dealt (below their rows' limits) on the same game seed. A
 * row arm's game is played here, not by the runner, since a metric over arms plays every arm on
 * every game, and worth plays each only on the games dealing its character (a 14th of them).
 */
export const WORTH_METRIC: Metric<WorthSums, WorthSums, WorthParams> = {
  fold([plan], { rows, limits }) {
    const characters = characterIdsWith(plan.characters);
    const out = emptyWorthSums(rows.length, characters.length);
    const planKey = JSON.stringify(plan);
    return {
      add(_arm, r) {
        const i = r.index;
        out.games++;
        for (let s = 0; s < r.seats.length; s++) {
          const c = characters.indexOf(r.seats[s].characters[0]);
          out.dealt[c]++;
          out.wins[c] += r.winner === s ? 1 : 0;
        }
        rows.forEach((row, k) => {
          const seat = r.seats.findIndex((x) => x.characters[0] === row.character);
          if (seat < 0 || i >= limits[k]) return;
          const won = (points: number) => {
            const arm = `${row.character} ${row.attribute} ${points > 0 ? '+' : ''}${points}`;
            let a: GameRecord;
            try {
              a = runGame(armOf(plan, planKey, row, points), i);
            } catch (err) {
              // The failure names the arm, as `trace` needs to replay it.
              if (err instanceof Error) err.message = `${arm}: ${err.message}`;
              throw err;
            }
            if (a.seats[seat].characters[0] !== row.character) throw new Error(`${arm}: the arm dealt ${a.seats[seat].characters[0]}, not ${row.character}, to seat ${seat}`);
            return a.winner === seat ? 1 : 0;
          };
          const cell = (r.winner === seat ? 1 : 0) + (row.plus ? 2 * won(1) : 0) + (row.minus ? 4 * won(-1) : 0);
          out.counts[k * WORTH_CELLS + cell]++;
        });
      },
      result: () => out,
    };
  },
  empty: ([plan], { rows }) => emptyWorthSums(rows.length, characterIdsWith(plan.characters).length),
  merge(total, batch) {
    total.games += batch.games;
    addInto(total.counts, batch.counts);
    addInto(total.dealt, batch.dealt);
    addInto(total.wins, batch.wins);
  },
};
