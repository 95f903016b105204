// Crossed move features of the learned player (policy.ts): a landing's parts (basic's score of it and
// its parts, what lies there, how much nearer the Crown) each multiplied by the decision's context (the
// stage of the game, the character's leaning, its lives, the leader's closeness, its power, and which
// character it is, one column each), so that a linear score can weigh a part differently early and
// late, for a Troll and for a Prophetess. A model file that holds them says so (PolicyFile.cross):
// the kind's weights are then the option features' followed by one per part and context column,
// part-major. Written into preallocated rows: no allocation per decision.
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { CONTEXT_FEATURES, OPTION_FEATURES, OPTION_FEATURE_COUNT } from './option-features.ts';

/** The option features crossed (the landing's parts). */
export const CROSS_PARTS = [
  'basic-choice', 'basic-move-score', 'move-service', 'move-draw', 'move-cards', 'move-goal', 'move-portal', 'move-bridge',
  'move-loop', 'move-other', 'fight-edge', 'enemies', 'strangers-places', 'takeable', 'nearer-crown', 'inner', 'draws', 'life-risk',
] as const satisfies readonly (typeof OPTION_FEATURES)[number][];

/** The numeric context columns (from CONTEXT_FEATURES); then one column per character, `character:<id>`. */
export const CROSS_NUMBERS = ['stage', 'strong', 'lives', 'leader-close', 'power'] as const satisfies readonly (typeof CONTEXT_FEATURES)[number][];

/** A file's crossed features: the kinds crossed, the parts, the context columns. */
export interface CrossSpec {
  kinds: string[];
  parts: string[];
  context: string[];
}

/** The shipped code's crossed features for moves (every base character). */
export function defaultCross(): CrossSpec {
  return { kinds: ['move'], parts: [...CROSS_PARTS], context: [...CROSS_NUMBERS, ...CHARACTER_IDS.map((id) => `character:${id}`)] };
}

/** A spec resolved for scoring: per part its option feature, per context column its CONTEXT_FEATURES index or its character id. */
export interface Cross {
  readonly spec: CrossSpec;
  readonly parts: Int32Array;
  /** Per column, the context's index, or -1 for a character's column. */
  readonly numbers: Int32Array;
  readonly characters: readonly string[];
  /** The width of a crossed row: the option features, then parts x context. */
  readonly width: number;
  /** The context columns' values for the decision at hand. */
  readonly values: Float64Array;
  /** Per character number, its column (-1: none; -2: not yet looked up). */
  column: Int32Array;
}

/** Resolves a spec; a one-line reason (for the file's error) when it names an unknown part or column. */
export function resolveCross(spec: CrossSpec): Cross | string {
  const parts = spec.parts.map((p) => OPTION_FEATURES.indexOf(p as (typeof OPTION_FEATURES)[number]));
  const bad = spec.parts.find((_, i) => parts[i] < 0);
  if (bad !== undefined) return `crossed part '${bad}' is not an option feature`;
  const numbers = spec.context.map((c) => (c.startsWith('character:') ? -1 : (CROSS_NUMBERS as readonly string[]).includes(c) ? CONTEXT_FEATURES.indexOf(c as (typeof CONTEXT_FEATURES)[number]) : -2));
  const badColumn = spec.context.find((_, j) => numbers[j] === -2);
  if (badColumn !== undefined) return `crossed context '${badColumn}' is none of ${CROSS_NUMBERS.join(', ')}, character:<id>`;
  return {
    spec, parts: Int32Array.from(parts), numbers: Int32Array.from(numbers), characters: spec.context.map((c) => (c.startsWith('character:') ? c.slice(10) : '')),
    width: OPTION_FEATURE_COUNT + parts.length * numbers.length, values: new Float64Array(numbers.length), column: new Int32Array(0),
  };
}

const CHARACTER = CONTEXT_FEATURES.indexOf('character');

/**
 * The context columns' values of a decision of context `ctx` (contextRow), its character's id given
 * by `idOf` (looked up once per character number).
 */
export function crossValues(x: Cross, ctx: Float64Array, idOf: (character: number) => string): Float64Array {
  const no = ctx[CHARACTER];
  if (no >= x.column.length) {
    const grown = new Int32Array(no + 1).fill(-2);
    grown.set(x.column);
    x.column = grown;
  }
  if (no >= 0 && x.column[no] === -2) x.column[no] = x.characters.indexOf(idOf(no));
  const mine = no >= 0 ? x.column[no] : -1;
  for (let j = 0; j < x.numbers.length; j++) x.values[j] = x.numbers[j] >= 0 ? ctx[x.numbers[j]] : j === mine ? 1 : 0;
  return x.values;
}

/** The n option rows (OPTION_FEATURE_COUNT wide) widened to x.width: each row, then its parts times the context values. */
export function crossRows(x: Cross, rows: Float64Array, n: number, values: Float64Array, out: Float64Array): Float64Array {
  const P = x.parts.length;
  const C = values.length;
  for (let i = 0; i < n; i++) {
    const from = i * OPTION_FEATURE_COUNT;
    const at = i * x.width;
    for (let k = 0; k < OPTION_FEATURE_COUNT; k++) out[at + k] = rows[from + k];
    for (let p = 0; p < P; p++) {
      const part = rows[from + x.parts[p]];
      const base = at + OPTION_FEATURE_COUNT + p * C;
      for (let j = 0; j < C; j++) out[base + j] = part * values[j];
    }
  }
  return out;
}
