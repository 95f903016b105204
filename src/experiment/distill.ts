// Expert iteration (`train --expert-iteration N`, generations run by distill-run.ts): the search
// player's decisions distilled into the learned player's per-kind scorer
// (strategies/learned/policy.ts). Each generation plays `games` games of one search seat against
// three basic (rotated), the search rolling out with basic in the first generation and with the last
// generation's learned player after; at every searched decision of a kind the scorer may hold it
// keeps each option's features and its mean rollout value. The fit is a softmax over the options
// with the values as soft targets (softmax(Q / temperature)), by full-batch gradient descent from the
// prior and pulled toward it (L2), a fixed number of steps: no randomness, and a game's labels depend
// on its index alone, so the same flags give the same model byte for byte. A held-out gate then keeps
// a kind only where its scorer's picks on the held-out games have a higher rollout value than basic's,
// clearly beyond noise, and it answers one choice two ways in two recorded states (gateKind); the
// others are basic's.
import { NULL_LOG, type Decision, type Strategy, type View } from '../engine/index.ts';
import { seededRng } from '../engine/rng.ts';
import { makeStrategy } from '../../strategies/index.ts';
import { basicStrategy } from '../../strategies/basic.ts';
import { searchStrategy } from '../../strategies/search.ts';
import type { Race } from '../../strategies/search-race.ts';
import { CONTEXT_FEATURES, OPTION_FEATURES, OPTION_FEATURE_COUNT, contextRow } from '../../strategies/learned/option-features.ts';
import { POLICY_FORMAT, POLICY_KINDS, POLICY_VERSION, bestScored, featureRows, loadPolicy, policyKind, policyStrategy, weightsOf, type PolicyFile, type PolicyModel } from '../../strategies/learned/policy.ts';
import { priorWeights } from '../../strategies/learned/policy-prior.ts';
import { crossRows, crossValues, resolveCross, type Cross, type CrossSpec } from '../../strategies/learned/move-cross.ts';
import { CHARACTER_IDS } from '../content/index.ts';
import type { RunPlan } from '../sim/plan.ts';
import { runGame } from '../sim/run-game.ts';

export interface DistillSettings {
  generations: number;
  /** Search games per generation, and games of each generation's two evaluations. */
  games: number;
  evalGames: number;
  budget: number;
  horizon: number;
  temperature: number;
  /**
   * The share of each target that is the search's own choice (the rest: softmax of the rollout
   * values). 0 for the shipped model: at 0.5 and 1 the fit only copied basic, which search keeps.
   */
  pickWeight: number;
  /**
   * Candidate weights in the fit of a decision on which search overruled basic (its pick is not
   * basic's), against 1 for one on which it kept basic's: the overruled ones say where basic goes
   * wrong. Each kind is fitted at each and keeps the fit whose picks gain most value over basic's on
   * its own fitted decisions (the held-out ones judge only the kept fit, in the gate). [1] for the
   * shipped model: [1, 5] measured no stronger (docs/strategies.md).
   */
  overruled: readonly number[];
  /**
   * How the gate's standard error counts the held-out decisions: 'decision', each on its own (the
   * shipped model's); 'game', one game's decisions as one cluster (stricter: they share a deal and
   * characters), which on the shipped labels leaves drops to basic.
   */
  gateErrors: 'decision' | 'game';
  l2: number;
  /** Gradient steps of each fit. */
  steps: number;
  /**
   * Crossed features (strategies/learned/move-cross.ts): the kinds whose landing's parts are also fitted
   * times the decision's context (null: none, the shipped model's).
   */
  cross: CrossSpec | null;
  /** The L2 pull of a crossed feature's weight, in multiples of l2. */
  crossPull: number;
}

export const DISTILL_DEFAULTS: Readonly<Omit<DistillSettings, 'generations' | 'games' | 'evalGames'>> = {
  budget: 48, horizon: 12, temperature: 0.02, pickWeight: 0, overruled: [1], gateErrors: 'decision', l2: 0.01, steps: 300, cross: null, crossPull: 1,
};

/** One searched decision: its game's index, its kind, its options, basic's choice, the search's, each option's features (rows) and mean rollout value. */
export interface Label {
  game: number;
  kind: string;
  options: Int32Array;
  basic: number;
  pick: number;
  n: number;
  rows: Float64Array;
  q: Float64Array;
  /** The decision's context (option-features.ts CONTEXT_FEATURES); empty in labels recorded before it was kept. */
  ctx: Float64Array;
}

/**
 * The held-out gate's verdict on one kind: its labelled decisions fitted and held out; on the held-out
 * ones, the mean rollout value of the fitted scorer's pick less basic's pick (gain) and its standard
 * error; whether the fitted scorer gave two answers to one set of options offered in two recorded
 * states (the fitted and the held-out decisions); kept only when the gain is clearly above 0 and it does.
 */
export interface KindGate {
  kind: string;
  fitted: number;
  heldOut: number;
  gain: number;
  se: number;
  twoWays: boolean;
  kept: boolean;
  why: string;
}

export interface GenerationResult {
  generation: number;
  decisions: number;
  /**
   * Held-out decisions (every fifth game's): how often the scorer, and basic, pick the option of the
   * best rollout value; how often the scorer picks the search's own choice, and basic does.
   */
  heldOut: { decisions: number; scorer: number; basic: number; scorerSearch: number; basicSearch: number };
  /** Per kind, the held-out gate's verdict (kinds not kept are left out of the model: basic's). */
  gates: KindGate[];
  /** Seat-game win rates of one seat of this generation against three basic, and against the last generation (two seats each). */
  vsBasic: number;
  vsLast: number;
  /** CPU seconds of the labelling (or of reading the labels), the fit and the evaluations. */
  cpu: { label: number; fit: number; evaluate: number };
  /** The labels cache the generation's labels were read from (`train --labels`), when they were. */
  labelsRead?: string;
  model: PolicyFile;
}

/** Option i's mean value over the worlds it was played in. */
function meanValue(race: Race, i: number): number {
  let sum = 0;
  for (let w = 0; w < race.worlds[i]; w++) sum += race.values[w * race.n + i];
  return race.worlds[i] > 0 ? sum / race.worlds[i] : 0;
}

/**
 * Play games [start, end) of search against basic, search rolling out with `rollout`; the labels of
 * each game in order, their features read through `model` (the kinds it holds are the ones labelled;
 * basic's choice is one of the features: asked of basic here, which draws no random number for these
 * kinds). A game's labels depend only on its index, so batches on any threads give the same labels.
 */
export function labelGames(plan: RunPlan, start: number, end: number, s: DistillSettings, rollout: Strategy, model: PolicyModel): Label[][] {
  const byGame: Label[][] = [];
  let current: Label[] = [];
  let currentGame = start;
  const basic = basicStrategy();
  const spare = seededRng('distill');
  const label = (view: View, d: Decision, _quick: number, race: Race, pick: number) => {
    if (weightsOf(model, d) === undefined) return;
    const n = d.options.length;
    const quick = basic.choose(view, d, spare);
    const rows = featureRows(model, view, d, quick).slice(0, n * OPTION_FEATURE_COUNT);
    const q = new Float64Array(n);
    for (let i = 0; i < n; i++) q[i] = meanValue(race, i);
    const ctx = contextRow(model.context, new Float64Array(CONTEXT_FEATURES.length));
    current.push({ game: currentGame, kind: policyKind(d), options: Int32Array.from(d.options.slice(0, n)), basic: quick, pick, n, rows, q, ctx });
  };
  const search = searchStrategy({ budget: s.budget, horizon: s.horizon, rollout, label });
  const searchPlan: RunPlan = { ...plan, rotate: true, tables: undefined, seats: plan.seats.map((seat, i) => ({ ...seat, strategy: i === 0 ? 'search' : 'basic' })) };
  for (let g = start; g < end; g++) {
    current = [];
    currentGame = g;
    runGame(searchPlan, g, NULL_LOG, (id) => (id === 'search' ? search : makeStrategy(id)));
    byGame.push(current);
  }
  return byGame;
}

/** Softmax of z[0..n) / t into out. */
function softmax(z: Float64Array, n: number, t: number, out: Float64Array): void {
  let top = -Infinity;
  for (let i = 0; i < n; i++) top = Math.max(top, z[i] / t);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += (out[i] = Math.exp(z[i] / t - top));
  for (let i = 0; i < n; i++) out[i] /= sum;
}

/**
 * Leader play (the features that score the leader's closeness to the Crown) is the prior's by design,
 * the fit only nudging it: the labels come from one search seat among three basic players, who never
 * play against the leader, so they cannot judge it. Its L2 pull is LEADER_PULL times the others'.
 */
const LEADER_PLAY: ReadonlySet<string> = new Set(['leader-hit', 'race-leader', 'command-leader']);
const LEADER_PULL = 20;

/**
 * Fit one kind's weights: cross-entropy of softmax(w . x) against the targets (softmax(q /
 * temperature), part search's own choice), plus l2 / 2 |w - prior|^2, by `steps` steps of gradient
 * descent, each weight's step 1 / (l2 + 4 v) for v its feature's mean squared spread about its
 * decision's mean (a softmax sees only that spread): features of a point and of ten points learn alike.
 * A decision where search overruled basic counts `overruled` times.
 */
export function fitKind(labels: readonly Label[], prior: readonly number[], s: DistillSettings, overruled = 1): number[] {
  const K = prior.length;
  const w = Float64Array.from(prior);
  if (labels.length === 0) return Array.from(w);
  const step = new Float64Array(K);
  let rowsSeen = 0;
  for (const l of labels) {
    rowsSeen += l.n;
    for (let k = 0; k < K; k++) {
      let mean = 0;
      for (let i = 0; i < l.n; i++) mean += l.rows[i * K + k] / l.n;
      for (let i = 0; i < l.n; i++) step[k] += (l.rows[i * K + k] - mean) ** 2;
    }
  }
  const l2 = Float64Array.from({ length: K }, (_, k) => s.l2 * (k >= OPTION_FEATURE_COUNT ? s.crossPull : LEADER_PLAY.has(OPTION_FEATURES[k]) ? LEADER_PULL : 1));
  for (let k = 0; k < K; k++) step[k] = 1 / (l2[k] + (4 * step[k]) / rowsSeen);
  const weight = labels.map((l) => (l.pick === l.basic ? 1 : overruled));
  let total = 0;
  for (const x of weight) total += x;
  const targets = labels.map((l) => {
    const p = new Float64Array(l.n);
    softmax(l.q, l.n, s.temperature, p);
    for (let i = 0; i < l.n; i++) p[i] = (1 - s.pickWeight) * p[i] + (i === l.pick ? s.pickWeight : 0);
    return p;
  });
  // Each row's non-zero features: a zero adds nothing to a score or a gradient, so the sums skip it
  // and stay the same to the last bit (most features are zero for most options).
  const sparse = labels.map((l) => nonZero(l.rows, l.n, K));
  const grad = new Float64Array(K);
  const z = new Float64Array(64);
  const p = new Float64Array(64);
  for (let it = 0; it < s.steps; it++) {
    grad.fill(0);
    for (let j = 0; j < labels.length; j++) {
      const l = labels[j];
      const { at, ends } = sparse[j];
      for (let i = 0; i < l.n; i++) {
        let zi = 0;
        for (let e = i === 0 ? 0 : ends[i - 1]; e < ends[i]; e++) zi += w[at[e] - i * K] * l.rows[at[e]];
        z[i] = zi;
      }
      softmax(z, l.n, 1, p);
      for (let i = 0; i < l.n; i++) {
        const e = weight[j] * (p[i] - targets[j][i]);
        for (let f = i === 0 ? 0 : ends[i - 1]; f < ends[i]; f++) grad[at[f] - i * K] += e * l.rows[at[f]];
      }
    }
    for (let k = 0; k < K; k++) w[k] -= step[k] * (grad[k] / total + l2[k] * (w[k] - prior[k]));
  }
  return Array.from(w, (x) => Number(x.toFixed(6)));
}

/** The indexes of the non-zero entries of n rows of width K (at, row by row), and where each row's end in at (ends). */
function nonZero(rows: Float64Array, n: number, K: number): { at: Int32Array; ends: Int32Array } {
  let count = 0;
  for (let x = 0; x < n * K; x++) if (rows[x] !== 0) count++;
  const at = new Int32Array(count);
  const ends = new Int32Array(n);
  let e = 0;
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < K; k++) if (rows[i * K + k] !== 0) at[e++] = i * K + k;
    ends[i] = e;
  }
  return { at, ends };
}

function argmax(q: Float64Array, n: number): number {
  let b = 0;
  for (let i = 1; i < n; i++) if (q[i] > q[b]) b = i;
  return b;
}

/** How often the scorer (basic's choice where it leaves the kind to basic) and basic pick the held-out decisions' best-valued option (ties to the best count), and the search's own. */
export function heldOutAgreement(file: PolicyFile, labels: readonly Label[]): GenerationResult['heldOut'] {
  const h = { decisions: labels.length, scorer: 0, basic: 0, scorerSearch: 0, basicSearch: 0 };
  const weights = new Map(Object.entries(file.weights).map(([kind, w]) => [kind, Float64Array.from(w)]));
  for (const l of labels) {
    const top = l.q[argmax(l.q, l.n)];
    const w = weights.get(l.kind);
    const mine = w === undefined ? l.basic : bestScored(w, l.rows, l.n);
    if (l.q[mine] === top) h.scorer++;
    if (l.q[l.basic] === top) h.basic++;
    if (mine === l.pick) h.scorerSearch++;
    if (l.basic === l.pick) h.basicSearch++;
  }
  return h;
}

/**
 * Whether the scorer of weights w answers one set of options two ways in two of these recorded
 * states: a score blind to the state (a wish always for Strength) never does.
 */
export function answersTwoWays(w: Float64Array, labels: readonly Label[]): boolean {
  const seen = new Map<string, number>();
  for (const l of labels) {
    const key = l.options.join(',');
    const answer = l.options[bestScored(w, l.rows, l.n)];
    const before = seen.get(key);
    if (before === undefined) seen.set(key, answer);
    else if (before !== answer) return true;
  }
  return false;
}

/**
 * Mean of xs and its standard error with the decisions of one game as one cluster (games[i] is x i's
 * game): one game's decisions share its deal and characters, so they are not independent, and the
 * per-decision error understates the spread. 0 and 0 for none; standard error 0 for one game.
 */
export function meanAndClusterError(xs: readonly number[], games: readonly number[]): { mean: number; se: number } {
  const n = xs.length;
  if (n === 0) return { mean: 0, se: 0 };
  let mean = 0;
  for (const x of xs) mean += x / n;
  const byGame = new Map<number, number>();
  for (let i = 0; i < n; i++) byGame.set(games[i], (byGame.get(games[i]) ?? 0) + xs[i] - mean);
  const g = byGame.size;
  let sq = 0;
  for (const r of byGame.values()) sq += r * r;
  return { mean, se: g > 1 ? Math.sqrt((g / (g - 1)) * sq) / n : 0 };
}

/** How many standard errors above 0 a kind's held-out value gain must be for the gate to keep it. */
export const GATE_Z = 2;

/**
 * The held-out gate for one kind fitted to weights w: on each held-out decision, the rollout value
 * (search's mean for that option) of the scorer's pick less that of basic's; kept only where the mean
 * gain is above 0 by GATE_Z standard errors (paired per decision), and the scorer is not blind to the
 * state. Agreement with search's own choice is no yardstick: search keeps basic's option unless
 * another clearly beats it, so basic agrees with it most of the time. `errors`: the standard error
 * per decision, or with one game's decisions as one cluster (DistillSettings.gateErrors).
 */
export function gateKind(kind: string, w: readonly number[], fitting: readonly Label[], held: readonly Label[], errors: DistillSettings['gateErrors'] = 'decision'): KindGate {
  const weights = Float64Array.from(w);
  const { mean: gain, se } = meanAndClusterError(gainsOverBasic(weights, held), held.map((l, i) => (errors === 'game' ? l.game : i)));
  const twoWays = answersTwoWays(weights, [...fitting, ...held]);
  const g = { kind, fitted: fitting.length, heldOut: held.length, gain, se, twoWays };
  const value = `held out ${held.length}, value gain over basic's pick ${gain.toFixed(5)} ± ${se.toFixed(5)} (se)`;
  if (held.length === 0) return { ...g, kept: false, why: 'no held-out decision' };
  if (!(gain > 0 && gain > GATE_Z * se)) return { ...g, kept: false, why: `${value}: not ${GATE_Z} se above 0` };
  if (!twoWays) return { ...g, kept: false, why: `${value}, but one answer to each set of options in every recorded state` };
  return { ...g, kept: true, why: `${value}; answers by the state` };
}

/** Per decision, the rollout value of the pick of the weights less that of basic's pick. */
function gainsOverBasic(weights: Float64Array, labels: readonly Label[]): number[] {
  return labels.map((l) => l.q[bestScored(weights, l.rows, l.n)] - l.q[l.basic]);
}

/** The mean rollout value of the picks of weights w over basic's picks in labels. */
function valueGain(w: readonly number[], labels: readonly Label[]): number {
  let sum = 0;
  for (const x of gainsOverBasic(Float64Array.from(w), labels)) sum += x;
  return labels.length === 0 ? 0 : sum / labels.length;
}

/**
 * One kind's fit at each candidate weight of the overruled decisions: the one whose picks gain most
 * on the fitted decisions themselves (the first on ties), a fit that answers by the state before one
 * blind to it (weighted 5, the wish always asks for Strength, which the gate would drop).
 */
export function bestFit(labels: readonly Label[], prior: readonly number[], s: DistillSettings): { w: number[]; overruled: number } {
  let best = { w: [...prior], overruled: 1 };
  let top = -Infinity;
  for (const overruled of s.overruled) {
    const w = fitKind(labels, prior, s, overruled);
    const gain = valueGain(w, labels) + (answersTwoWays(Float64Array.from(w), labels) ? 1 : 0);
    if (gain > top) {
      top = gain;
      best = { w, overruled };
    }
  }
  return best;
}

/**
 * The policy fitted, kind by kind, on `fitting` from the prior, each kind gated on `held` (gateKind):
 * `file` with the weights of the kinds kept, and every kind's verdict.
 */
export function fitPolicy(file: PolicyFile, fitting: readonly Label[], held: readonly Label[], s: DistillSettings, generation: number): { file: PolicyFile; gates: KindGate[] } {
  const prior = priorWeights();
  const weights = {} as Record<string, number[]>;
  const gates: KindGate[] = [];
  const cross = s.cross === null ? null : resolveCross(s.cross);
  if (typeof cross === 'string') throw new Error(cross);
  for (const kind of POLICY_KINDS) {
    const widen = cross !== null && cross.spec.kinds.includes(kind) ? (ls: readonly Label[]) => widened(cross, ls) : (ls: readonly Label[]) => ls;
    const mine = widen(fitting.filter((l) => l.kind === kind));
    const kindPrior = cross !== null && cross.spec.kinds.includes(kind) ? [...prior[kind], ...new Array<number>(cross.width - OPTION_FEATURE_COUNT).fill(0)] : prior[kind];
    const { w, overruled } = bestFit(mine, kindPrior, s);
    const gate = gateKind(kind, w, mine, widen(held.filter((l) => l.kind === kind)), s.gateErrors);
    gates.push(s.overruled.length > 1 ? { ...gate, why: `${gate.why}; overruled decisions weighted ${overruled}` } : gate);
    if (gate.kept) weights[kind] = w;
  }
  const kept = Object.fromEntries(gates.map((g) => [g.kind, `${g.kept ? 'kept' : 'basic\'s'}: ${g.why}`]));
  const crossed = s.cross === null ? {} : { cross: s.cross };
  return { file: { ...file, provenance: { ...file.provenance, generations: generation, decisions: fitting.length, gate: kept }, ...crossed, weights }, gates };
}

/** Labels with their rows widened by the crossed features (move-cross.ts), the character named by its index in the base characters. */
function widened(x: Cross, labels: readonly Label[]): Label[] {
  return labels.map((l) => {
    if (l.ctx.length !== CONTEXT_FEATURES.length) throw new Error('crossed features need labels that keep their context (label again)');
    const values = Float64Array.from(crossValues(x, l.ctx, (no) => CHARACTER_IDS[no]));
    return { ...l, rows: crossRows(x, l.rows, l.n, values, new Float64Array(l.n * x.width)) };
  });
}

/** The prior as a policy file (generation 0). */
export function priorPolicy(plan: RunPlan, s: DistillSettings): PolicyFile {
  return {
    format: POLICY_FORMAT, version: POLICY_VERSION,
    provenance: { tool: 'talisman-sim train --expert-iteration', scenario: plan.scenario, seed: plan.seed, generations: 0, games: s.games, decisions: 0, budget: s.budget, horizon: s.horizon, temperature: s.temperature, pickWeight: s.pickWeight, l2: s.l2, ...(s.overruled.length > 1 || s.overruled[0] !== 1 ? { overruled: [...s.overruled] } : {}), ...(s.gateErrors === 'game' ? { gateErrors: s.gateErrors } : {}) },
    features: [...OPTION_FEATURES], weights: priorWeights(),
  };
}

/** One batch of labelling, for a pool thread (worker.ts) or this one: games [start, end), search rolling out with `rollout` (null: basic). */
export interface LabelTask {
  plan: RunPlan;
  start: number;
  end: number;
  settings: DistillSettings;
  rollout: PolicyFile | null;
}

/** A batch's labels, the kinds labelled being the prior's (every kind the scorer may hold). */
export function labelBatch(t: LabelTask): Label[][] {
  const kinds = loadPolicy(priorPolicy(t.plan, t.settings), 'prior');
  const rollout = t.rollout === null ? basicStrategy() : policyStrategy(loadPolicy(t.rollout, 'rollout policy'));
  return labelGames(t.plan, t.start, t.end, t.settings, rollout, kinds);
}
