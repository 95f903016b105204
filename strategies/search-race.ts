// How the search player spends its rollouts over a decision's options (strategies/search.ts).
// `even`: every option is played out in the same `budget / options` worlds. `race`: every option
// first in a few worlds, then the worlds added round by round go only to the options still in the
// race; an option leaves it when the paired differences (same worlds) put it clearly below the best
// so far. The budget goes where the values are close and the verdict is least sure, and a decision
// whose options all fall clearly below the policy's choice stops early. `race-stop`: the race, but a
// decision where no option leads the policy's choice after the first round stops there (most do:
// the other half of their budget seldom changed the choice). The policy's choice never leaves the
// race: an option replaces it only when it beats it by `z` standard errors (bestPaired).
import type { SearchAllocation } from './search-settings.ts';

/** Standard errors below the best by which an option leaves the race. */
const DROP_Z = 1;
/** `race-stop`: standard errors by which some option must lead the policy's choice after the first round for the race to go on. */
const LEAD_Z = 1;

/**
 * The rollouts' values, world by world: values[w * n + i] is option i in world w. Options in the
 * race share every world so far; an option that left keeps the worlds it was played in.
 */
export interface Race {
  n: number;
  values: number[];
  /** Worlds each option was played in (a prefix of the worlds). */
  worlds: number[];
  /** Rollouts played. */
  spent: number;
}

/** Mean and standard error over worlds [0, k) of option a's value less option b's. */
export function pairedGap(values: readonly number[], n: number, k: number, a: number, b: number): { mean: number; se: number } {
  let sum = 0;
  let sq = 0;
  for (let w = 0; w < k; w++) {
    const diff = values[w * n + a] - values[w * n + b];
    sum += diff;
    sq += diff * diff;
  }
  const mean = sum / k;
  const se = k > 1 ? Math.sqrt(Math.max(0, sq / k - mean * mean) / (k - 1)) : Infinity;
  return { mean, se };
}

/**
 * The option whose rollouts beat the policy's own choice by more than `z` standard errors of the
 * paired differences, among the options still in the race (all played in `k` worlds), else the
 * policy's choice: with a few rollouts the means are noisy, and a noisy switch away from the
 * policy's choice loses more than it wins.
 */
export function bestPaired(race: Race, quick: number, z: number): number {
  const k = race.worlds[quick];
  let pick = quick;
  let pickMean = 0;
  for (let i = 0; i < race.n; i++) {
    if (i === quick || race.worlds[i] !== k) continue;
    const { mean, se } = pairedGap(race.values, race.n, k, i, quick);
    if (mean > pickMean && mean > z * se) {
      pick = i;
      pickMean = mean;
    }
  }
  return pick;
}

/**
 * Play the decision's options out: `play(w, i)` is option i's value in world w (worlds are made in
 * order, each served to every option that reaches it). Returns the values and where they went.
 */
export function runRace(
  n: number, quick: number, budget: number, allocation: SearchAllocation, play: (w: number, i: number) => number, values: number[] = [],
): Race {
  values.length = 0;
  const race: Race = { n, values, worlds: new Array<number>(n).fill(0), spent: 0 };
  const inRace = new Array<boolean>(n).fill(true);
  const first = allocation === 'even' ? Math.max(2, Math.floor(budget / n)) : Math.max(2, Math.floor(budget / (2 * n)));
  let k = 0;
  let step = first;
  for (;;) {
    const active = countIn(inRace);
    for (let w = k; w < k + step; w++) {
      for (let i = 0; i < n; i++) {
        values[w * n + i] = inRace[i] ? play(w, i) : NaN;
        if (inRace[i]) race.worlds[i]++;
      }
    }
    race.spent += active * step;
    k += step;
    if (allocation === 'even') break;
    if (allocation === 'race-stop' && k === first && !anyLeads(race, k, quick)) break;
    dropBehind(race, inRace, k, quick);
    const left = countIn(inRace);
    if (left < 2) break;
    step = Math.min(first, Math.floor((budget - race.spent) / left));
    if (step < 1) break;
  }
  return race;
}

/** Whether some option's paired differences over worlds [0, k) put it more than LEAD_Z standard errors above the policy's choice. */
export function anyLeads(race: Race, k: number, quick: number): boolean {
  for (let i = 0; i < race.n; i++) {
    if (i === quick || race.worlds[i] < k) continue;
    const { mean, se } = pairedGap(race.values, race.n, k, i, quick);
    if (mean > LEAD_Z * se) return true;
  }
  return false;
}

function countIn(inRace: readonly boolean[]): number {
  let c = 0;
  for (const a of inRace) if (a) c++;
  return c;
}

/** Take out of the race every option clearly below the best mean (never the policy's choice). */
function dropBehind(race: Race, inRace: boolean[], k: number, quick: number): void {
  const { values, n } = race;
  let best = quick;
  for (let i = 0; i < n; i++) if (inRace[i] && pairedGap(values, n, k, i, best).mean > 0) best = i;
  for (let i = 0; i < n; i++) {
    if (!inRace[i] || i === quick || i === best) continue;
    const { mean, se } = pairedGap(values, n, k, i, best);
    if (mean + DROP_Z * se < 0) inRace[i] = false;
  }
}
