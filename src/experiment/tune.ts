// `talisman-sim tune`: improves the expert's weights by self-play, a coordinate search. Each round
// tries a few candidates (one lever moved by a step: a top-level number, a Personality number in
// every phase, or in the race phase), plays each against the incumbent at rotated 4-seat tables
// (2 seats each, each seed played again with the sides swapped) on the round's paired seeds, the
// same game indices for every candidate, and keeps
// the best if its head-to-head interval lies above 1/2 and stays there on fresh seeds. A head-to-head
// is an experiment of two arms (the two seatings) measuring the aggregate metric on the runner
// (run.ts): the weights travel in the plans to the workers.
import { PHASES, validateWeights } from '../../strategies/expert-weights.ts';
import { seededRng, type Rng } from '../engine/index.ts';
import { DEFAULT_RULES, type RuleOptions } from '../rules/options.ts';
import { wilsonInterval } from '../stats/intervals.ts';
import type { Aggregate } from '../sim/aggregate.ts';
import type { RunPlan } from '../sim/plan.ts';
import type { BatchRunner } from './pool.ts';
import { measureArms } from './run.ts';

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
  /** Games per head-to-head, rounded up to a multiple of 8 (every rotation, both sides' seats). */
  games: number;
  seed: string;
  /** Relative nudge of a weight (0.2: times 0.8 or 1.2); whole numbers move by at least 1. */
  step: number;
  runner: BatchRunner;
  rules?: Partial<RuleOptions>;
  onMatch?: (round: number, change: string, h: HeadToHead) => void;
  /** Called with the new best weights each time a change is kept. */
  onKeep?: (best: Weights) => void;
}

export interface TuneResult {
  best: Weights;
  /** The change kept in each round, in order. */
  kept: string[];
  /** The last round's best candidate (kept or not), for the report. */
  last: { change: string; h: HeadToHead } | null;
  /** Why it stopped. */
  stop: 'a whole sweep kept nothing' | 'round limit';
}

/**
 * Play the `candidate` weights at two seats against `opponent` at the other two (expert weights,
 * or a registered strategy's name such as 'basic'), rotated, on seeds from `seed`: each seed twice,
 * the second time with the two sides' seats swapped (same deal, same dice), so that the luck of the
 * deal and of the seats cancels and equal players share exactly half of the decided games.
 */
export async function headToHead(candidate: Weights, opponent: Weights | string, games: number, seed: string, runner: BatchRunner, rules: Partial<RuleOptions> = {}): Promise<HeadToHead> {
  const other = typeof opponent === 'string' ? opponent : 'incumbent';
  const weights = typeof opponent === 'string' ? { candidate } : { candidate, incumbent: opponent };
  const half = Math.ceil(games / 8) * 4;
  const arms = [['candidate', other], [other, 'candidate']].map((sides): RunPlan => ({
    scenario: 'tune', rules: { ...DEFAULT_RULES, ...rules, players: 4 }, seed, rotate: true, games: half, weights,
    seats: [sides[0], sides[0], sides[1], sides[1]].map((strategy) => ({ character: null, strategy })),
  }));
  // No signal stops it: it plays every game.
  const sides = (await measureArms({ arms, metric: 'aggregate', params: { rows: false } }, half, { runner, batch: 25 })) as Aggregate[];
  const c = sides.reduce((n, a) => n + (a.strategyWins.candidate ?? 0), 0);
  const inc = sides.reduce((n, a) => n + (a.strategyWins[other] ?? 0), 0);
  const ci = wilsonInterval(c, c + inc);
  return { games: 2 * half, candidateWins: c, incumbentWins: inc, rate: c + inc === 0 ? 0.5 : c / (c + inc), ciLow: ci.low, ciHigh: ci.high };
}

/** Paths to every number in the weights (the tunable ones), in key order. */
export function numericPaths(w: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof w === 'number') return [path];
  if (Array.isArray(w)) return w.flatMap((x, i) => numericPaths(x, [...path, i]));
  if (typeof w === 'object' && w !== null) return Object.entries(w).flatMap(([k, x]) => numericPaths(x, [...path, k]));
  return [];
}

/** One weight to move: a path; a first key '*' means that number in every phase at once. */
export type Lever = (string | number)[];

/**
 * The levers of a weights object: every top-level number, every Personality number in all phases
 * at once ('*'), and in the race phase alone (the phase least like the others).
 */
export function leversOf(w: Weights): Lever[] {
  const out: Lever[] = [];
  const seen = new Set<string>();
  for (const path of numericPaths(w)) {
    if (!PHASES.includes(String(path[0]))) out.push(path);
    else if (!seen.has(path.slice(1).join('.'))) {
      seen.add(path.slice(1).join('.'));
      out.push(['*', ...path.slice(1)]);
      if ('race' in w) out.push(['race', ...path.slice(1)]);
    }
  }
  return out;
}

/** A number moved up or down by `step` (relative); whole numbers by at least 1, never below 0. */
function moved(old: number, up: boolean, step: number): number {
  const scaled = old * (up ? 1 + step : 1 - step);
  if (!Number.isInteger(old)) return Math.round(scaled * 1000) / 1000;
  return Math.max(0, up ? Math.max(old + 1, Math.round(scaled)) : Math.min(old - 1, Math.round(scaled)));
}

/** A copy of the weights with the lever moved up or down, and a note of the change. */
export function nudge(w: Weights, lever: Lever, up: boolean, step: number): { weights: Weights; change: string } {
  const copy = structuredClone(w);
  const targets = lever[0] === '*' ? PHASES.filter((p) => p in copy).map((p) => [p, ...lever.slice(1)]) : [lever];
  const notes: string[] = [];
  for (const target of targets) {
    let node = copy as Record<string | number, unknown>;
    for (const key of target.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    const last = target[target.length - 1];
    const old = node[last] as number;
    node[last] = moved(old, up, step);
    notes.push(`${old} -> ${node[last] as number}`);
  }
  return { weights: copy, change: `${lever.join('.')} ${up ? 'up' : 'down'}: ${[...new Set(notes)].join(', ')}` };
}

/** Every lever in both directions, in an order shuffled from the seed. */
function sweepOrder(w: Weights, rng: Rng): [Lever, boolean][] {
  const moves = leversOf(w).flatMap((l): [Lever, boolean][] => [[l, true], [l, false]]);
  for (let i = moves.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [moves[i], moves[j]] = [moves[j], moves[i]];
  }
  return moves;
}

/**
 * Coordinate search from `weights`: rounds walk through every lever in both directions,
 * `candidates` at a time; a kept move is tried again first in the next round. A round's best candidate whose interval lies above 1/2 is played again
 * on fresh seeds and kept only if it clears the bar again (so that one lucky screen among many
 * is not kept). Stops when a whole sweep keeps nothing, or after `rounds` rounds.
 */
export async function tune(o: TuneOptions): Promise<TuneResult> {
  let best = o.weights;
  const moves = sweepOrder(best, seededRng(`${o.seed}/tune`));
  const kept: string[] = [];
  let last: TuneResult['last'] = null;
  let next = 0;
  let sinceKept = 0;
  let push: [Lever, boolean] | null = null;
  for (let round = 0; round < o.rounds; round++) {
    let winner: { weights: Weights; change: string; h: HeadToHead; move: [Lever, boolean] } | null = null;
    last = null;
    // A move just kept is tried again first (the same lever, the same way), then the sweep goes on.
    const tries: [Lever, boolean][] = push ? [push] : [];
    while (tries.length < Math.min(o.candidates, moves.length)) {
      tries.push(moves[next++ % moves.length]);
      sinceKept++;
    }
    for (const move of tries) {
      const c = nudge(best, move[0], move[1], o.step);
      if (!isValid(c.weights) || c.change.endsWith(': 0 -> 0')) continue;
      const h = await headToHead(c.weights, best, o.games, `${o.seed}/round/${round}`, o.runner, o.rules);
      o.onMatch?.(round, c.change, h);
      if (!last || h.rate > last.h.rate) last = { change: c.change, h };
      if (h.ciLow > 0.5 && (!winner || h.rate > winner.h.rate)) winner = { ...c, h, move };
    }
    push = null;
    if (winner) {
      const again = await headToHead(winner.weights, best, o.games, `${o.seed}/confirm/${round}`, o.runner, o.rules);
      o.onMatch?.(round, `${winner.change} (confirming)`, again);
      if (again.ciLow > 0.5) {
        best = winner.weights;
        kept.push(winner.change);
        o.onKeep?.(best);
        sinceKept = 0;
        push = winner.move;
        continue;
      }
    }
    if (sinceKept >= moves.length) return { best, kept, last, stop: 'a whole sweep kept nothing' };
  }
  return { best, kept, last, stop: 'round limit' };
}

function isValid(w: Weights): boolean {
  try {
    validateWeights(w, 'candidate');
    return Number(w.midRound) < Number(w.lateRound);
  } catch {
    return false;
  }
}
