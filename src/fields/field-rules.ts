// Field rules for scenario files, rule options and CLI flags: what a value must be, said once, and
// the errors that name the file, the field path (or the flag) and the allowed values. The rule
// modules declare their options with them, src/scenario/ applies them to a file, src/cli/ to flags;
// this folder imports from none of them.
import { availableParallelism } from 'node:os';
import { closest, didYouMean } from './suggest.ts';

/** Every problem with a scenario file or a flag: one message, meant to be printed as is. */
export class ScenarioError extends Error {
  override name = 'ScenarioError';
}

/** A field's rule: `parse` returns the resolved value, or undefined when `raw` is not allowed. */
export interface FieldRule<T> {
  /** What is allowed, as it reads after "must be": "an integer from 2 to 8". */
  expect: string;
  parse(raw: unknown): T | undefined;
  /**
   * For a mapping value (rules.upgrade): where inside `raw` parse failed, as a path below the field
   * and the problem ("must be ... (got ...)"), so the error names the inner field; undefined names the field.
   */
  locate?(raw: unknown): { path: FieldPath; problem: string; atKey?: boolean } | undefined;
  /** Every value allowed, where they are few (a choice, a boolean): the serve page's choices. */
  values?: readonly (string | number | boolean)[];
  /** Where `values` are not given (too many to be the serve page's choices): the ones a "did you mean" picks from. */
  near?: readonly string[];
}

/** Where a value sits in a scenario file: keys and list indices from the top. */
export type FieldPath = readonly (string | number)[];

/** Maps a field path to its 1-based line in the file, when known. */
export type LineOf = (path: FieldPath, atKey?: boolean) => number | undefined;

/** The file being read and how to find a field's line, for error messages. */
export interface Where {
  file: string;
  lineOf: LineOf;
}

/**
 * What a scenario may name, handed in by the layer that knows the strategies (the CLI passes
 * CHARACTER_IDS, STRATEGY_IDS and the learned player's checkModel), so that the scenario loader
 * imports no strategy.
 */
export interface AllowedIds {
  characters: readonly string[];
  strategies: readonly string[];
  /**
   * Checks the JSON of a scenario's `model:` file, throwing an Error that says why it does not
   * load; absent: any JSON is taken, and the learned player checks it when a game starts.
   */
  checkModel?: (json: unknown, file: string) => void;
}

/** The upper bound of rules.roundCap. */
export const ROUND_CAP_MAX = 100_000;

export function intRule(min: number, max: number): FieldRule<number> {
  const expect = max === Number.MAX_SAFE_INTEGER ? (min === 1 ? 'a positive integer' : `an integer of at least ${min}`) : `an integer from ${min} to ${max}`;
  return { expect, parse: (v) => (Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max ? (v as number) : undefined) };
}

export function oneOfRule<T extends string | number>(values: readonly T[]): FieldRule<T> {
  return { expect: `one of ${values.join(', ')}`, values, parse: (v) => (values.includes(v as T) ? (v as T) : undefined) };
}

export const POSITIVE_INT = intRule(1, Number.MAX_SAFE_INTEGER);
export const NON_NEGATIVE_INT = intRule(0, Number.MAX_SAFE_INTEGER);
export const PLAYERS = intRule(2, 8);
/**
 * Worker threads: at most four per core. More only adds threads that wait for a core, each with its
 * own heap (about 8 MB), so `--workers 1000` used to start 1,000 threads and pass 8 GB.
 */
export const WORKERS = intRule(1, availableParallelism() * 4);
export const ROUND_CAP = intRule(1, ROUND_CAP_MAX);
/** Units of a duration flag, in milliseconds. */
const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * A duration such as 30s, 200ms, 5m or 1h, from 100 ms to 24 h, in milliseconds; `off` is 0
 * (--checkpoint-every: a checkpoint only on an interrupt).
 */
export const DURATION: FieldRule<number> = {
  expect: 'a duration from 100ms to 24h such as 200ms, 30s, 5m or 1h, or off',
  parse: (v) => {
    if (v === 'off') return 0;
    const m = typeof v === 'string' ? /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(v) : null;
    const ms = m ? Number(m[1]) * DURATION_UNITS[m[2]] : NaN;
    return ms >= 100 && ms <= 24 * DURATION_UNITS.h ? Math.round(ms) : undefined;
  },
};

export const BOOLEAN: FieldRule<boolean> = {
  expect: 'true or false',
  values: [false, true],
  parse: (v) => (typeof v === 'boolean' ? v : undefined),
};

/** The longest master seed: a seed is hashed into every game's, and printed in every report. */
export const SEED_MAX_LENGTH = 256;

/**
 * A master seed: a string of 1 to 256 characters, or an integer (kept as its decimal string). A
 * seed of megabytes was hashed for minutes before the first game and copied into every page.
 */
export const SEED: FieldRule<string> = {
  expect: `a string of 1 to ${SEED_MAX_LENGTH} characters, or an integer`,
  parse: (v) => (typeof v === 'string' && v !== '' && v.length <= SEED_MAX_LENGTH ? v : Number.isSafeInteger(v) ? String(v) : undefined),
};

/** A scenario name names its report folder, so it may not contain path separators. */
export const NAME: FieldRule<string> = {
  expect: "a name of letters, digits, '.', '_' and '-'",
  parse: (v) => (typeof v === 'string' && /^[A-Za-z0-9_.-]+$/.test(v) && v !== '.' && v !== '..' ? v : undefined),
};

/** A learned model file (scenario key `model:`): a path ending in .json, relative to the scenario file. */
export const MODEL_PATH: FieldRule<string> = {
  expect: 'the path of a model file ending in .json (relative to the scenario file; made by talisman-sim train)',
  parse: (v) => (typeof v === 'string' && /\.json$/i.test(v) && v.length <= 4096 ? v : undefined),
};

/** A seat's character: `random` (null in the plan) or one of the character ids. */
/**
 * A list of distinct ids (a fan card's abilities, rules.docCards); a wrong entry is named by its
 * index, with the id meant when one is near, not as "(got a list)".
 */
export function idListRule<T extends string>(noun: string, nouns: string, ids: readonly T[]): FieldRule<T[]> {
  const known = (x: unknown): boolean => (ids as readonly unknown[]).includes(x);
  return {
    expect: `a list of distinct ${nouns} (${ids.join(', ')})`,
    parse: (v) => (Array.isArray(v) && v.every(known) && new Set(v).size === v.length ? (v as T[]) : undefined),
    locate: (v) => {
      const i = Array.isArray(v) ? v.findIndex((x, k) => !known(x) || v.indexOf(x) < k) : -1;
      if (i < 0) return undefined;
      const x = (v as unknown[])[i];
      if (known(x)) return { path: [i], problem: `repeats ${showValue(x)}; give each once` };
      return { path: [i], problem: `is no ${noun} (got ${showValue(x)})${didYouMean(x, ids)} (${nouns}: ${ids.join(', ')})` };
    },
  };
}

export function characterRule(ids: readonly string[]): FieldRule<string | null> {
  return {
    expect: `random or one of ${ids.join(', ')}`,
    near: ids,
    parse: (v) => (v === 'random' ? null : ids.includes(v as string) ? (v as string) : undefined),
  };
}

/** `rules.combat`, `seats[2].strategy`. */
export function pathText(path: FieldPath): string {
  let text = '';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : text === '' ? key : `.${key}`;
  return text;
}

/** How a rejected value reads in a message. */
export function showValue(v: unknown): string {
  if (typeof v === 'string') return v.length > 60 ? `a string of ${v.length} characters` : JSON.stringify(v);
  if (v === null || v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  return String(v);
}

/** An error at a field of a scenario file: "file:line: path problem". */
export function fieldError(where: Where, path: FieldPath, problem: string, atKey = false): ScenarioError {
  const line = where.lineOf(path, atKey);
  return new ScenarioError(`${where.file}${line === undefined ? '' : `:${line}`}: ${pathText(path)} ${problem}`);
}

/** Apply a rule to a file field that is present; throws a ScenarioError naming it otherwise. */
export function checkField<T>(where: Where, path: FieldPath, raw: unknown, rule: FieldRule<T>): T {
  const value = rule.parse(raw);
  if (value !== undefined) return value;
  const inner = rule.locate?.(raw);
  if (inner) throw fieldError(where, [...path, ...inner.path], inner.problem, inner.atKey);
  throw fieldError(where, path, `must be ${rule.expect} (got ${showValue(raw)})${didYouMean(raw, rule.near ?? rule.values ?? [])}`);
}

/** Digits, or a number in exponent notation ("1e9", "2.5e6"): a flag that reads as a number. */
const NUMBER_TEXT = /^-?\d+(?:(?:\.\d+)?e\+?\d+)?$/i;

/**
 * Apply a rule to a CLI flag. Integer-looking strings count as integers ("--games 500", "--games
 * 1e9") unless `asText` (a seed is kept as typed: "--seed 007" is not "--seed 7").
 */
export function checkFlag<T>(flag: string, raw: unknown, rule: FieldRule<T>, asText = false): T {
  const v = !asText && typeof raw === 'string' && NUMBER_TEXT.test(raw) ? Number(raw) : raw;
  const value = rule.parse(v);
  if (value === undefined) throw new ScenarioError(`--${flag} must be ${rule.expect} (got ${showValue(raw)})${didYouMean(raw, rule.near ?? rule.values ?? [])}`);
  return value;
}

/**
 * A field that must be a mapping with only the given keys; returns it as a record. An unknown key's
 * error names the key meant when one is near (trophyrate: trophyRate), and ends with `hints[key]`.
 */
export function checkMapping(where: Where, path: FieldPath, raw: unknown, keys: readonly string[], hints: Readonly<Record<string, string>> = {}): Record<string, unknown> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    const what = path.length === 0 ? 'the scenario' : pathText(path);
    const line = where.lineOf(path);
    throw new ScenarioError(`${where.file}${line === undefined ? '' : `:${line}`}: ${what} must be a mapping of keys (got ${showValue(raw)})`);
  }
  const record = raw as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (keys.includes(key)) continue;
    const scope = path.length === 0 ? 'allowed keys' : `allowed keys in ${pathText(path)}`;
    const meant = closest(key, keys);
    throw fieldError(where, [...path, key], `is not a known key; ${meant === null ? '' : `did you mean ${meant}? `}${scope}: ${keys.join(', ')}${Object.hasOwn(hints, key) ? hints[key] : ''}`, true);
  }
  return record;
}
