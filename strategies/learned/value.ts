// The learned value: a seat's chance to win the game, by a logistic model over the features of what
// it may see (features.ts), fitted by `talisman-sim train` (src/sim/train.ts) on the simulator's own
// games. A model is a versioned JSON file (MODEL_FORMAT); loadModel checks it and readies it for
// evaluation without allocation. The API, kept stable for the players that use it (the learned
// player; the search player at its horizon): loadModel(json, source), winProbability(model, g, seat),
// viewWinProbability(model, view), defaultModel().
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Game, View } from '../../src/engine/index.ts';
import { FEATURE_COUNT, FEATURE_NAMES, SEAT_FEATURES, featuresOf } from './features.ts';

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

/** The model file as written (JSON). */
export interface ModelFile {
  format: typeof MODEL_FORMAT;
  version: number;
  provenance: ModelProvenance;
  features: string[];
  weights: number[];
  heldOut: HeldOut;
}

/** A model ready to evaluate: its weights and its own buffers (one thread evaluates at a time). */
export interface Model {
  readonly file: ModelFile;
  readonly weights: Float64Array;
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
  return { file: m as ModelFile, weights: Float64Array.from(w!), x: new Float64Array(FEATURE_COUNT), scratch: new Float64Array(SEAT_FEATURES.length) };
}

/** The logistic function, 1 / (1 + e^-z). */
export function logistic(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** The model's chance that the view's seat wins, from what it sees now. */
export function viewWinProbability(model: Model, v: View): number {
  featuresOf(v, model.x, model.scratch);
  const w = model.weights;
  const x = model.x;
  let z = 0;
  for (let k = 0; k < FEATURE_COUNT; k++) z += w[k] * x[k];
  return logistic(z);
}

/**
 * The chance that `seat` wins game g (a rollout's world at the search's horizon, or the state an
 * option leads to): 1 or 0 once the game has ended, else the model's value of what the seat sees.
 */
export function winProbability(model: Model, g: Game, seat: number): number {
  if (g.ended) return ((g.winningSeats >> seat) & 1) === 1 ? 1 : 0;
  return viewWinProbability(model, g.views[seat]);
}

export const DEFAULT_MODEL_FILE = fileURLToPath(new URL('./default-model.json', import.meta.url));

let shipped: Model | null = null;

/** The shipped model (default-model.json, `npm run train-default`), read once per thread. */
export function defaultModel(): Model {
  shipped ??= loadModel(JSON.parse(readFileSync(DEFAULT_MODEL_FILE, 'utf8')), DEFAULT_MODEL_FILE);
  return shipped;
}
