// `talisman-sim tune`: hill-climbs the expert's weights by self-play. Each round makes a few
// candidates (one numeric weight nudged, from a seeded stream), plays each against the incumbent
// at rotated 4-seat tables (2 seats each) on the round's paired seeds, the same game indices for
// every candidate, and keeps the best if its head-to-head interval lies above 1/2; else it stops.
import { expertStrategy } from '../../strategies/expert.ts';
import { NULL_LOG, seededRng, type Rng } from '../engine/index.ts';
import { DEFAULT_RULES, type RuleOptions } from '../rules/options.ts';
import { wilsonInterval } from '../stats/intervals.ts';
import type { RunPlan } from './plan.ts';
import { runGame } from './run-game.ts';

export type Weights = Record<string, unknown>;

/** Candidate vs incumbent: wins in the same games, and the candidate's share of the decided ones. */
export interface HeadToHead {
  games: number;
  candidateWins: number;
  incumbentWins: number;
  /** candidateWins / (candidateWins + incumbentWins); 0.5 when neither won. */
  rate: number;
  ciLow: number;
  ciHigh: number;
}

export interface TuneOptions {
  weights: Weights;
  rounds: number;
  candidates: number;
  /** Games per head-to-head, rounded up to a multiple of 4 (every rotation). */
  games: number;
  seed: string;
  /** Relative nudge of a weight (0.2: times 0.8 or 1.2); whole numbers move by at least 1. */
  step: number;
  rules?: Partial<RuleOptions>;
  onMatch?: (round: number, change: string, h: HeadToHead) => void;
}

export interface TuneResult {
  best: Weights;
  /** The change kept in each round, in order. */
  kept: string[];
  /** The last round's best candidate (kept or not), for the report. */
  last: { change: string; h: HeadToHead } | null;
  /** Why it stopped. */
  stop: 'no candidate beat the incumbent' | 'round limit';
}

const TABLE = ['candidate', 'candidate', 'incumbent', 'incumbent'];

/** Play `games` games of candidate vs incumbent, in this thread, on seeds from `seed`. */
export function headToHead(candidate: Weights, incumbent: Weights, games: number, seed: string, rules: Partial<RuleOptions> = {}): HeadToHead {
  const plan: RunPlan = {
    scenario: 'tune', rules: { ...DEFAULT_RULES, ...rules, players: 4 }, seats: TABLE.map((strategy) => ({ character: null, strategy })),
    games: Math.ceil(games / 4) * 4, seed, rotate: true,
  };
  const make = (id: string) => expertStrategy(id === 'candidate' ? candidate : incumbent);
  let c = 0;
  let inc = 0;
  for (let i = 0; i < plan.games; i++) {
    const w = runGame(plan, i, NULL_LOG, make).winnerStrategy;
    if (w === 'candidate') c++;
    else if (w === 'incumbent') inc++;
  }
  const ci = wilsonInterval(c, c + inc);
  return { games: plan.games, candidateWins: c, incumbentWins: inc, rate: c + inc === 0 ? 0.5 : c / (c + inc), ciLow: ci.low, ciHigh: ci.high };
}

/** Paths to every number in the weights (the tunable ones), in key order. */
export function numericPaths(w: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof w === 'number') return [path];
  if (Array.isArray(w)) return w.flatMap((x, i) => numericPaths(x, [...path, i]));
  if (typeof w === 'object' && w !== null) return Object.entries(w).flatMap(([k, x]) => numericPaths(x, [...path, k]));
  return [];
}

/** A copy of the weights with one number nudged, and a note of the change. */
export function nudge(w: Weights, rng: Rng, step: number): { weights: Weights; change: string } {
  const paths = numericPaths(w);
  const path = paths[rng.int(paths.length)];
  const copy = structuredClone(w);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  const old = node[last] as number;
  const up = rng.int(2) === 1;
  const scaled = old * (up ? 1 + step : 1 - step);
  const value = Number.isInteger(old) ? Math.max(0, up ? Math.max(old + 1, Math.round(scaled)) : Math.min(old - 1, Math.round(scaled))) : Math.round(scaled * 1000) / 1000;
  node[last] = value;
  return { weights: copy, change: `${path.join('.')}: ${old} -> ${value}` };
}

/** Hill-climb from `weights` until no candidate clearly beats the incumbent, or `rounds` rounds. */
export function tune(o: TuneOptions): TuneResult {
  const rng = seededRng(`${o.seed}/tune`);
  let best = o.weights;
  const kept: string[] = [];
  let last: TuneResult['last'] = null;
  for (let round = 0; round < o.rounds; round++) {
    let winner: { weights: Weights; change: string; h: HeadToHead } | null = null;
    last = null;
    for (let k = 0; k < o.candidates; k++) {
      const c = nudge(best, rng, o.step);
      if (!isValid(c.weights)) continue;
      const h = headToHead(c.weights, best, o.games, `${o.seed}/round/${round}`, o.rules);
      o.onMatch?.(round, c.change, h);
      if (!last || h.rate > last.h.rate) last = { change: c.change, h };
      if (h.ciLow > 0.5 && (!winner || h.rate > winner.h.rate)) winner = { ...c, h };
    }
    if (!winner) return { best, kept, last, stop: 'no candidate beat the incumbent' };
    best = winner.weights;
    kept.push(winner.change);
  }
  return { best, kept, last, stop: 'round limit' };
}

function isValid(w: Weights): boolean {
  try {
    expertStrategy(w);
    return Number(w.midRound) < Number(w.lateRound);
  } catch {
    return false;
  }
}
