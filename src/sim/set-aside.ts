// The cards a game sets aside before play (RunPlan.setAside, Game.setAside): the balance checks'
// arms. Fixed ids, plus in the factorial design a random half of a list drawn per game from the
// game's seed, the same half in every arm of the game (its complement in the other arm).
import { seededRng } from '../engine/index.ts';
import type { RunPlan } from './plan.ts';
import { gameSeed } from './seeds.ts';

/** Which of n cards game `index` of `seed` keeps in the factorial's first arm: a fair coin each, from the game's own stream. */
export function halfOf(seed: string, index: number, n: number): boolean[] {
  const rng = seededRng(`${gameSeed(seed, index)}/half`);
  const kept: boolean[] = [];
  for (let i = 0; i < n; i++) kept.push(rng.int(2) === 1);
  return kept;
}

/** The ids game `index` of the plan sets aside (none without plan.setAside). */
export function setAsideOf(plan: RunPlan, index: number): readonly string[] {
  const s = plan.setAside;
  if (s === undefined) return [];
  if (s.half === undefined) return s.ids;
  const { entries, complement } = s.half;
  const kept = halfOf(plan.seed, index, entries.length);
  return [...s.ids, ...entries.flatMap((e, i) => (kept[i] !== complement ? e.with : e.without))];
}
