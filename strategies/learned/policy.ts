// The learned player (strategy `learned`): a fast per-decision-kind scorer distilled from the search
// player (expert iteration, src/experiment/distill.ts). Each option of a decision of a kind the model
// holds is scored w_kind . x, x its option features (option-features.ts: what lies there, the odds,
// what a card does for this character, the leader's closeness to the Crown, basic's own choice as
// one feature among them); the highest score is played. Kinds the model does not hold, and trivial
// decisions, are basic's. A model is a versioned JSON file (POLICY_FORMAT); the shipped one is
// policy-model.json (`npm run train-policy`).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { QUESTIONS, type Decision, type Question, type Strategy, type View } from '../../src/engine/index.ts';
import { basicStrategy } from '../basic.ts';
import { CONTEXT_FEATURES, DecisionContext, OPTION_FEATURES, OPTION_FEATURE_COUNT, contextOf, contextRow, optionFeatures } from './option-features.ts';
import { crossRows, crossValues, resolveCross, type Cross, type CrossSpec } from './move-cross.ts';

export const POLICY_FORMAT = 'talisman-sim-policy';
export const POLICY_VERSION = 1;

/**
 * The yes/no questions the scorer may hold, each its own kind `yes-no:<question>` (the same features
 * mean a different thing in each): those on which the search player overrules basic (the
 * `disagreements` table), not those it leaves settled (search.ts SETTLED) or never overrules.
 * Whether the shipped model holds one is the fit's held-out gate's (distill.ts gateKind): a kind
 * whose fitted score does no better than basic on held-out games, or gives one answer whatever the
 * state, is left out of the file and so left to basic.
 */
export const POLICY_QUESTIONS = ['step-through', 'raise-dead', 'pay-bandit', 'pay-mercenary', 'optional-roll', 'quest', 'use-potion', 'exchange-trophies'] as const satisfies readonly Question[];

/** The decision kinds the scorer may hold, in the file's order. */
export const POLICY_KINDS = [
  'move', 'evade', 'buy', 'take', 'ditch', 'drop', 'encounter', 'character-action', 'target-seat',
  'target-space', 'target-card', 'route', 'reward', 'wish', 'visit', 'move-mode', 'inner',
  ...POLICY_QUESTIONS.map((q) => `yes-no:${q}` as const),
] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

/** The model's kind of a decision: its kind, or for a base yes/no question `yes-no:<question>`. */
export function policyKind(d: Decision): string {
  return d.kind === 'yes-no' && d.asked === null ? `yes-no:${QUESTIONS[d.subject]}` : d.kind;
}

export interface PolicyProvenance {
  tool: string;
  scenario: string;
  seed: string;
  /** Expert-iteration generations fitted (0: the prior alone). */
  generations: number;
  /** Games of search self-play per generation, and the labelled decisions of the last fit. */
  games: number;
  decisions: number;
  /** The search player's rollouts per decision and horizon in turns when labelling. */
  budget: number;
  horizon: number;
  /** Softmax temperature of the soft targets, the share of each target that is search's own choice, and the L2 pull toward the prior. */
  temperature: number;
  pickWeight?: number;
  /** The candidate weights of a decision where search overruled basic (distill.ts bestFit). */
  overruled?: number[];
  /** 'game' when the gate's standard error counted one game's decisions as one cluster (distill.ts). */
  gateErrors?: 'decision' | 'game';
  l2: number;
  /** Per kind the fit's held-out gate's verdict: kept, or basic's, and why (distill.ts gateKind). */
  gate?: Record<string, string>;
}

export interface PolicyFile {
  format: typeof POLICY_FORMAT;
  version: number;
  provenance: PolicyProvenance;
  features: string[];
  /** Crossed features (move-cross.ts): the kinds they score, and after the option features' weights, one per part and context column. */
  cross?: CrossSpec;
  /** Per kind, one weight per feature (and crossed feature). */
  weights: Record<string, number[]>;
}

/** A model ready to play: per kind index its weights (null: basic's), and its own buffers. */
export interface PolicyModel {
  readonly file: PolicyFile;
  readonly byKind: ReadonlyMap<string, Float64Array>;
  /** A base yes/no question's weights by its index in QUESTIONS (no string built per decision). */
  readonly byQuestion: readonly (Float64Array | undefined)[];
  row: Float64Array;
  readonly context: DecisionContext;
  /** The file's crossed features (null: none), the decision's context row and the widened rows. */
  readonly cross: Cross | null;
  readonly contextRow: Float64Array;
  wide: Float64Array;
}

/** Throws a one-line error naming `source` unless `json` is a policy of this version and these features. */
export function loadPolicy(json: unknown, source = 'policy'): PolicyModel {
  const m = json as Partial<PolicyFile> | null;
  const fail = (what: string): never => {
    throw new Error(`${source}: ${what}`);
  };
  if (m === null || typeof m !== 'object' || Array.isArray(m)) fail('not a policy model (a JSON object expected)');
  if (m!.format !== POLICY_FORMAT) fail(`key 'format' must be '${POLICY_FORMAT}'`);
  if (m!.version !== POLICY_VERSION) fail(`key 'version' is ${JSON.stringify(m!.version)}; this tool reads policy version ${POLICY_VERSION} (train it again)`);
  const names = m!.features;
  if (!Array.isArray(names) || names.length !== OPTION_FEATURE_COUNT || names.some((n, i) => n !== OPTION_FEATURES[i])) {
    fail(`key 'features' differs from this tool's ${OPTION_FEATURE_COUNT} option features (train it again)`);
  }
  const cross = m!.cross === undefined ? null : crossOf(m!.cross, fail);
  const byKind = new Map<string, Float64Array>();
  for (const [kind, w] of Object.entries(m!.weights ?? {})) {
    if (!(POLICY_KINDS as readonly string[]).includes(kind)) fail(`key 'weights' names kind '${kind}' (allowed: ${POLICY_KINDS.join(', ')})`);
    const width = cross !== null && cross.spec.kinds.includes(kind) ? cross.width : OPTION_FEATURE_COUNT;
    if (!Array.isArray(w) || w.length !== width || !w.every((x) => typeof x === 'number' && Number.isFinite(x))) {
      fail(`weights of '${kind}' must be ${width} finite numbers`);
    }
    byKind.set(kind, Float64Array.from(w));
  }
  const byQuestion = QUESTIONS.map((q) => byKind.get(`yes-no:${q}`));
  return {
    file: m as PolicyFile, byKind, byQuestion, row: new Float64Array(8 * OPTION_FEATURE_COUNT), context: new DecisionContext(),
    cross, contextRow: new Float64Array(CONTEXT_FEATURES.length), wide: new Float64Array(cross === null ? 0 : 8 * cross.width),
  };
}

/** A file's `cross` resolved, or `fail` with why not. */
function crossOf(spec: unknown, fail: (what: string) => never): Cross {
  const c = spec as Partial<CrossSpec> | null;
  const strings = (x: unknown) => Array.isArray(x) && x.every((y) => typeof y === 'string');
  if (c === null || typeof c !== 'object' || !strings(c.kinds) || !strings(c.parts) || !strings(c.context)) fail("key 'cross' must hold the string lists 'kinds', 'parts' and 'context'");
  const bad = c!.kinds!.find((k) => !(POLICY_KINDS as readonly string[]).includes(k));
  if (bad !== undefined) fail(`key 'cross' names kind '${bad}' (allowed: ${POLICY_KINDS.join(', ')})`);
  const x = resolveCross(c as CrossSpec);
  return typeof x === 'string' ? fail(`key 'cross': ${x}`) : x;
}

/** The features of every option of d (basic chose `quick`) in model.row, one row of OPTION_FEATURE_COUNT each. */
export function featureRows(model: PolicyModel, v: View, d: Decision, quick: number): Float64Array {
  const n = d.options.length;
  if (model.row.length < n * OPTION_FEATURE_COUNT) model.row = new Float64Array(2 * n * OPTION_FEATURE_COUNT);
  const c = contextOf(v, model.context);
  for (let i = 0; i < n; i++) optionFeatures(v, d, i, quick, c, model.row, i * OPTION_FEATURE_COUNT);
  return model.row;
}

/**
 * The rows of d's options as its kind's weights `w` read them: featureRows, widened by the crossed
 * features (move-cross.ts) when the weights hold them.
 */
export function scoredRows(model: PolicyModel, v: View, d: Decision, quick: number, w: Float64Array): Float64Array {
  const rows = featureRows(model, v, d, quick);
  const x = model.cross;
  if (x === null || w.length !== x.width) return rows;
  const n = d.options.length;
  if (model.wide.length < n * x.width) model.wide = new Float64Array(2 * n * x.width);
  const values = crossValues(x, contextRow(model.context, model.contextRow), (no) => v.characterId(no));
  return crossRows(x, rows, n, values, model.wide);
}

/** The option of the highest score w . x over rows (first on ties), given its weights (a row is as wide as they are). */
export function bestScored(w: Float64Array, rows: Float64Array, n: number): number {
  let pick = 0;
  let top = -Infinity;
  const width = w.length;
  for (let i = 0; i < n; i++) {
    let z = 0;
    const at = i * width;
    for (let k = 0; k < width; k++) z += w[k] * rows[at + k];
    if (z > top) {
      top = z;
      pick = i;
    }
  }
  return pick;
}

/** The weights that score decision d, or undefined when the model leaves its kind to basic. */
export function weightsOf(model: PolicyModel, d: Decision): Float64Array | undefined {
  if (d.kind === 'yes-no') return d.asked === null ? model.byQuestion[d.subject] : undefined;
  return model.byKind.get(d.kind);
}

/** Told of every decision of two options or more (the disagreements report): basic's choice and its own (basic's for a kind the model does not hold). */
export type PolicyObserver = (d: Decision, quick: number, pick: number, gap: number) => void;

export function policyStrategy(model: PolicyModel = defaultPolicy(), observe?: PolicyObserver): Strategy {
  const basic = basicStrategy();
  return {
    id: 'learned',
    choose(view, d, rng) {
      const quick = basic.choose(view, d, rng);
      // A move made for a character commanded (Talisman Upgrade 33) is basic's.
      if (d.options.length < 2 || d.seat !== view.seat) return quick;
      const w = weightsOf(model, d);
      if (w === undefined) {
        observe?.(d, quick, quick, 0);
        return quick;
      }
      const pick = bestScored(w, scoredRows(model, view, d, quick, w), d.options.length);
      observe?.(d, quick, pick, 0);
      return pick;
    },
  };
}

export const DEFAULT_POLICY_FILE = fileURLToPath(new URL('./policy-model.json', import.meta.url));

let shipped: PolicyModel | null = null;

/** The shipped policy (policy-model.json), read once per thread. */
export function defaultPolicy(): PolicyModel {
  shipped ??= loadPolicy(JSON.parse(readFileSync(DEFAULT_POLICY_FILE, 'utf8')), DEFAULT_POLICY_FILE);
  return shipped;
}
