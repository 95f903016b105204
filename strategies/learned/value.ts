// The learned value: a seat's chance to win the game, by a logistic model over the features of what
// it may see (features.ts), fitted by `talisman-sim train` (src/experiment/train.ts) on the simulator's own
// games. A model is a versioned JSON file (MODEL_FORMAT); loadModel checks it and readies it for
// evaluation without allocation. The API, kept stable for the players that use it (the learned
// player; the search player at its horizon): loadModel(json, source), winProbability(model, g, seat),
// viewWinProbability(model, view), defaultModel().
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Game, View } from '../../src/engine/index.ts';
import { FEATURE_COUNT, FEATURE_NAMES, PLACE_END, PLACE_FIRST, SEAT_FEATURES, featuresAt, placeValues } from './features.ts';

export const MODEL_FORMAT = 'talisman-sim-model';
export const MODEL_VERSION = 1;

/** Where it came from: the tool, the games it was fitted on, and how. */
export interface ModelProvenance {
  tool: string;
  scenarios: string[];
  games: number;
  seed: string;
  /** Policy-iteration generation: 0 fitted on the scenarios' own players, k on generation k-1's. */
  generation: number;
  positions: number;
  /** The L2 penalty of the fit. */
  l2: number;
}

/** One decile of predicted chance on the held-out positions. */
export interface ReliabilityBin {
  from: number;
  to: number;
  positions: number;
  /** Mean predicted chance and the share that won. */
  predicted: number;
  observed: number;
}

export interface HeldOut {
  positions: number;
  logLoss: number;
  brier: number;
  /** The share of held-out positions whose seat won (a constant model's log-loss comes from it). */
  baseRate: number;
  reliability: ReliabilityBin[];
}

/**
 * The calibration of the logistic score z = w.x: knots (z, chance) rising in both, fitted on the
 * fitting positions (pooled adjacent violators over bins of z); the chance between two knots is
 * read off the straight line through them, and beyond the end knots the logistic is shifted to meet
 * them. A linear score over- or under-states the far ends; this puts them back on the diagonal.
 */
export interface Calibration {
  z: number[];
  p: number[];
}

/** The model file as written (JSON). */
export interface ModelFile {
  format: typeof MODEL_FORMAT;
  version: number;
  provenance: ModelProvenance;
  features: string[];
  weights: number[];
  calibration: Calibration;
  heldOut: HeldOut;
}

/** A model ready to evaluate: its weights and its own buffers (one thread evaluates at a time). */
export interface Model {
  readonly file: ModelFile;
  readonly weights: Float64Array;
  readonly knotZ: Float64Array;
  readonly knotP: Float64Array;
  readonly x: Float64Array;
  readonly scratch: Float64Array;
}

/** Throws a one-line error naming `source` unless `json` is a model of this version and these features. */
export function loadModel(json: unknown, source = 'model'): Model {
  const m = json as Partial<ModelFile> | null;
  const fail = (what: string): never => {
    throw new Error(`${source}: ${what}`);
  };
  if (m === null || typeof m !== 'object' || Array.isArray(m)) fail('not a model (a JSON object expected)');
  if (m!.format !== MODEL_FORMAT) fail(`key 'format' must be '${MODEL_FORMAT}'`);
  if (m!.version !== MODEL_VERSION) fail(`key 'version' is ${JSON.stringify(m!.version)}; this tool reads model version ${MODEL_VERSION} (train it again)`);
  const names = m!.features;
  if (!Array.isArray(names) || names.length !== FEATURE_COUNT || names.some((n, i) => n !== FEATURE_NAMES[i])) {
    fail(`key 'features' differs from this tool's ${FEATURE_COUNT} features (the model was trained by another version: train it again)`);
  }
  const w = m!.weights;
  if (!Array.isArray(w) || w.length !== FEATURE_COUNT || !w.every((x) => typeof x === 'number' && Number.isFinite(x))) {
    fail(`key 'weights' must be ${FEATURE_COUNT} finite numbers`);
  }
  const c = m!.calibration;
  const rising = (xs: unknown, lo: number, hi: number) => Array.isArray(xs) && xs.length >= 2 && xs.every((x, i) => typeof x === 'number' && x >= lo && x <= hi && (i === 0 || x >= (xs[i - 1] as number)));
  if (!c || typeof c !== 'object' || !rising(c.z, -1e6, 1e6) || !rising(c.p, 0, 1) || c.z.length !== c.p.length) {
    fail("key 'calibration' must hold z and p, lists of the same length (2 or more) rising, p from 0 to 1");
  }
  return {
    file: m as ModelFile, weights: Float64Array.from(w!), knotZ: Float64Array.from(c!.z), knotP: Float64Array.from(c!.p),
    x: new Float64Array(FEATURE_COUNT), scratch: new Float64Array(SEAT_FEATURES.length),
  };
}

/** The calibrated chance of score z (Calibration): on the line between knots, a shifted logistic beyond. */
export function calibrated(knotZ: ArrayLike<number>, knotP: ArrayLike<number>, z: number): number {
  const n = knotZ.length;
  if (z <= knotZ[0]) return logistic(z - knotZ[0] + logit(knotP[0]));
  if (z >= knotZ[n - 1]) return logistic(z - knotZ[n - 1] + logit(knotP[n - 1]));
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (knotZ[mid] <= z) lo = mid;
    else hi = mid;
  }
  const span = knotZ[hi] - knotZ[lo];
  return span <= 0 ? knotP[hi] : knotP[lo] + ((knotP[hi] - knotP[lo]) * (z - knotZ[lo])) / span;
}

/** The log-odds of p, kept finite at 0 and 1. */
function logit(p: number): number {
  const q = Math.min(1 - 1e-9, Math.max(1e-9, p));
  return Math.log(q / (1 - q));
}

/** The logistic function, 1 / (1 + e^-z). */
export function logistic(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** The model's chance that the view's seat wins, from what it sees now. */
export function viewWinProbability(model: Model, v: View): number {
  return winProbabilityAt(model, v, -1);
}

/** The model's chance that the view's seat wins were it standing on `space` (-1: where it stands); nothing copied. */
export function winProbabilityAt(model: Model, v: View, space: number): number {
  return calibrated(model.knotZ, model.knotP, scoreAt(model, v, space));
}

/** The model's score z = w.x (before calibration) of the view's seat on `space` (-1: where it stands); model.x keeps its features. */
export function scoreAt(model: Model, v: View, space: number): number {
  featuresAt(v, space, model.x, model.scratch);
  const w = model.weights;
  const x = model.x;
  let z = 0;
  for (let k = 0; k < FEATURE_COUNT; k++) z += w[k] * x[k];
  return z;
}

/**
 * How the score of model.x (scoreAt's last features, the seat where it stands) changes were the
 * seat on `space` instead: only the place features move, its own and its `vs-` ones alike (the
 * best rival's values stay). scoreAt plus this is scoreAt on `space`, at a few multiplications.
 */
export function placeShift(model: Model, v: View, space: number): number {
  const s = model.scratch;
  placeValues(v.topo, space, s, 0);
  const w = model.weights;
  const x = model.x;
  const S = SEAT_FEATURES.length;
  let dz = 0;
  for (let k = PLACE_FIRST; k < PLACE_END; k++) {
    const d = x[0] === 0 ? 0 : s[k] - x[k];
    dz += (w[k] + w[S + k]) * d;
  }
  return dz;
}

/**
 * The chance that `seat` wins game g (a rollout's world at the search's horizon, or the state an
 * option leads to): 1 or 0 once someone has won, else the model's value of what the seat sees.
 * Not g.ended: a rollout stopped at its horizon is marked ended too (lookahead.ts), with no winner.
 */
export function winProbability(model: Model, g: Game, seat: number): number {
  if (g.winningSeats !== 0) return ((g.winningSeats >> seat) & 1) === 1 ? 1 : 0;
  return viewWinProbability(model, g.views[seat]);
}

/**
 * How the score of model.x (scoreAt's last features) changes were the seat's own seat feature
 * `feature` (an index into SEAT_FEATURES) `delta` more, nothing else changed: its own and its `vs-`
 * value move alike, the best rival's staying.
 */
export function seatShift(model: Model, feature: number, delta: number): number {
  return (model.weights[feature] + model.weights[SEAT_FEATURES.length + feature]) * delta;
}

export const DEFAULT_MODEL_FILE = fileURLToPath(new URL('./default-model.json', import.meta.url));

let shipped: Model | null = null;

/** The shipped model (default-model.json, `npm run train-default`), read once per thread. */
export function defaultModel(): Model {
  shipped ??= loadModel(JSON.parse(readFileSync(DEFAULT_MODEL_FILE, 'utf8')), DEFAULT_MODEL_FILE);
  return shipped;
}
